/// Text broken into lines that fit a width: greedy word wrap, with words longer than the
/// width broken between characters. Explicit newlines are kept.
public struct TextBlock: Hashable, Sendable {
  public var lines: [String]
  /// The widest line's width.
  public var width: Double
  /// The lines' total height (one line height for empty text).
  public var height: Double

  public init(_ text: String, fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false) {
    let limit = max(maxWidth, 0)
    var lines: [String] = []
    for paragraph in text.textLines {
      lines += Self.wrap(String(paragraph), fontSize: fontSize, limit: limit, measurer: measurer, bold: bold)
    }
    self.lines = lines
    self.width = lines.map { measurer.width(of: $0, fontSize: fontSize, bold: bold) }.max() ?? 0
    self.height = Double(max(lines.count, 1)) * measurer.lineHeight(fontSize: fontSize)
  }

  private static func wrap(
    _ paragraph: String, fontSize: Double, limit: Double, measurer: any TextMeasuring, bold: Bool
  ) -> [String] {
    func fits(_ s: String) -> Bool { measurer.width(of: s, fontSize: fontSize, bold: bold) <= limit }
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ").map(String.init) {
      let candidate = line.isEmpty ? word : line + " " + word
      if fits(candidate) {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = piecesOf(word, fits: fits, into: &lines)
    }
    lines.append(line)
    return lines
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
