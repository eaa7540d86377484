/// Text broken into lines that fit a width: greedy word wrap, with words longer than the
/// width broken between characters. Explicit newlines are kept.
public struct TextBlock: Hashable, Sendable {
  public var lines: [String]
  /// The widest line's width.
  public var width: Double
  /// The lines' total height (one line height for empty text).
  public var height: Double
  /// Whether a word had to be broken across lines (it alone was wider than the line).
  public var breaksWords = false

  public init(_ text: String, fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false) {
    let limit = max(maxWidth, 0)
    var lines: [String] = []
    var broken = false
    // Most hints are one paragraph: splitting by Characters (grapheme breaking) is skipped then.
    let paragraphs = text.utf8.contains(UInt8(ascii: "\n")) ? text.textLines.map(String.init) : [text]
    for paragraph in paragraphs {
      lines += Self.wrap(paragraph, fontSize: fontSize, limit: limit, measurer: measurer, bold: bold, broken: &broken)
    }
    self.lines = lines
    self.breaksWords = broken
    self.width = lines.map { measurer.width(of: $0, fontSize: fontSize, bold: bold) }.max() ?? 0
    self.height = Double(max(lines.count, 1)) * measurer.lineHeight(fontSize: fontSize)
  }

  private static func wrap(
    _ paragraph: String, fontSize: Double, limit: Double, measurer: any TextMeasuring, bold: Bool, broken: inout Bool
  ) -> [String] {
    func fits(_ s: String) -> Bool { measurer.width(of: s, fontSize: fontSize, bold: bold) <= limit }
    let words = Self.words(of: paragraph)
    var lines: [String] = []
    var line = ""
    var count = 0  // words on the line
    var index = 0
    while index < words.count {
      let word = words[index]
      // A long line (a very wide body) gallops: the most words that fit, found by doubling
      // then halving, so that a line of n words costs O(log n) measurements, not n.
      if count >= Self.gallopAfter {
        let taken = mostThatFit(words, from: index, after: line, fits: fits)
        if taken > 0 {
          line += " " + words[index..<index + taken].joined(separator: " ")
          count += taken
          index += taken
          continue
        }
      } else {
        let candidate = line.isEmpty ? word : line + " " + word
        if fits(candidate) {
          line = candidate
          count += 1
          index += 1
          continue
        }
      }
      if !line.isEmpty { lines.append(line) }
      let before = lines.count
      line = piecesOf(word, fits: fits, into: &lines)
      if lines.count > before || line != word { broken = true }
      count = 1
      index += 1
    }
    lines.append(line)
    return lines
  }

  /// The words of a paragraph, split at spaces (runs of spaces count as one). ASCII text is
  /// split by bytes, which is the same and much cheaper than by Characters.
  static func words(of paragraph: String) -> [String] {
    guard paragraph.utf8.allSatisfy({ $0 < 0x80 }) else { return paragraph.split(separator: " ").map(String.init) }
    return paragraph.utf8.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The line length, in words, after which a line's words are added by galloping.
  static let gallopAfter = 32

  /// How many of the words from `start` fit after `line` (joined by spaces): doubling while
  /// they fit, then halving between the last count that fit and the first that did not.
  private static func mostThatFit(_ words: [String], from start: Int, after line: String, fits: (String) -> Bool) -> Int {
    func fitsWith(_ count: Int) -> Bool { fits(line + " " + words[start..<start + count].joined(separator: " ")) }
    let remaining = words.count - start
    var good = 0
    var bad: Int?
    var probe = 1
    while probe <= remaining {
      guard fitsWith(probe) else {
        bad = probe
        break
      }
      good = probe
      probe *= 2
    }
    if bad == nil {
      if good == remaining || fitsWith(remaining) { return remaining }
      bad = remaining
    }
    var high = bad!
    while high - good > 1 {
      let middle = (good + high) / 2
      if fitsWith(middle) { good = middle } else { high = middle }
    }
    return good
  }

  /// Breaks a word into the longest pieces that fit (at least one character each), appending
  /// all but the last to `lines`; the last starts the next line. Each piece is searched from
  /// the length of the one before (the pieces of one long word are about as long), by
  /// doubling then halving, so a word of a million characters costs two or three
  /// measurements a line. (The fuzzers found the first version measuring the whole rest of
  /// the word for every line, 25 s for a 1 MB hint, and then one that began each line's search
  /// at two characters: 11 s under AddressSanitizer.)
  private static func piecesOf(_ word: String, fits: (String) -> Bool, into lines: inout [String]) -> String {
    let bounds = Array(word.indices) + [word.endIndex]
    func piece(_ from: Int, _ count: Int) -> String { String(word[bounds[from]..<bounds[from + count]]) }
    let total = bounds.count - 1
    var start = 0
    var guess = 2
    while true {
      let remaining = total - start
      var good = 1  // one character is taken even when it does not fit
      var bad = remaining + 1
      var probe = min(max(guess, 2), remaining)
      if probe > 1, !fits(piece(start, probe)) {
        bad = probe
      } else {
        good = max(probe, 1)
        probe = good + 1
        while probe < bad, fits(piece(start, probe)) {
          good = probe
          probe = good + max(good, 1)
        }
        bad = min(bad, probe)
      }
      while bad - good > 1 {
        let middle = (good + bad) / 2
        if fits(piece(start, middle)) { good = middle } else { bad = middle }
      }
      if good >= remaining { return piece(start, remaining) }
      lines.append(piece(start, good))
      start += good
      guess = good
    }
  }
}
