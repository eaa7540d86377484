/// Text broken into lines that fit a width: greedy wrapping at the measurer's line-break
/// opportunities (UAX #14 with the real text stack: between words, after hyphens, between CJK
/// characters), with a piece longer than the width broken between characters. Explicit
/// newlines are kept.
public struct TextBlock: Hashable, Sendable {
  public var lines: [String]
  /// The widest line's width.
  public var width: Double
  /// The lines' total height (one line height for empty text).
  public var height: Double
  /// Whether a word had to be broken across lines (it alone was wider than the line).
  public var breaksWords = false
  /// How many lines are not shown: the block was cut to fit a height (`truncated`).
  public var hiddenLines = 0
  /// For text read as markup (`HintMarkup`), each line's fragments, each in its own face,
  /// placed from the line's left end; nil for text in one face.
  public var fragments: [[TextFragment]]?

  public init(
    _ text: String, fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false,
    direction: LayoutDirection = .leftToRight
  ) {
    let limit = max(maxWidth, 0)
    var lines: [String] = []
    var broken = false
    // Most hints are one paragraph: splitting by Characters (grapheme breaking) is skipped then.
    let paragraphs = text.utf8.contains(UInt8(ascii: "\n")) ? text.textLines.map(String.init) : [text]
    for paragraph in paragraphs {
      lines += Self.wrap(paragraph, fontSize: fontSize, limit: limit, measurer: measurer, bold: bold, direction: direction, broken: &broken)
    }
    self.lines = lines
    self.breaksWords = broken
    self.width = lines.map { measurer.width(of: $0, fontSize: fontSize, bold: bold, direction: direction) }.max() ?? 0
    self.height = Double(max(lines.count, 1)) * measurer.lineHeight(fontSize: fontSize)
  }

  private static func wrap(
    _ paragraph: String, fontSize: Double, limit: Double, measurer: any TextMeasuring, bold: Bool, direction: LayoutDirection,
    broken: inout Bool
  ) -> [String] {
    func measure(_ s: String) -> Double { measurer.width(of: s, fontSize: fontSize, bold: bold, direction: direction) }
    let pieces = Self.pieces(of: paragraph, measurer: measurer)
    var filler = LineFiller(pieces: pieces, limit: limit, measure: measure)
    var lines: [String] = []
    var line = LineFiller.Line()
    var index = 0
    filling: while true {
      switch filler.fill(&line, from: &index) {
      case .more: continue
      case .done: break filling
      case .gaveBack:
        lines.append(line.text)
        line = LineFiller.Line()
      case .full:
        let piece = pieces[index]
        if !line.isEmpty { lines.append(line.text) }
        let before = lines.count
        let rest = piecesOf(piece.text, fits: filler.fits, into: &lines)
        if lines.count > before || rest != piece.text { broken = true }
        line = LineFiller.Line(start: rest, width: measure(rest))
        index += 1
      }
    }
    lines.append(line.text)
    return lines
  }

  /// What lies between two break opportunities: its text without the spaces that end it, and
  /// whether there were any (a run of spaces between pieces becomes one space on a line; at
  /// the end of a line it hangs and is dropped, as UAX #14 and UIKit do).
  struct Piece {
    var text: String
    var spaceAfter: Bool
    /// What joins this piece to the next on one line.
    var separator: String { spaceAfter ? " " : "" }
  }

  /// The pieces of a paragraph between the measurer's break opportunities; pieces that are
  /// only spaces are dropped. ASCII text is cut by bytes, which is the same and much cheaper
  /// than by Characters.
  static func pieces(of paragraph: String, measurer: any TextMeasuring) -> [Piece] {
    let utf8 = Array(paragraph.utf8)
    var pieces: [Piece] = []
    var start = 0
    for end in measurer.lineBreakOffsets(in: paragraph) + [utf8.count] where end > start && end <= utf8.count {
      var last = end
      while last > start, utf8[last - 1] == UInt8(ascii: " ") { last -= 1 }
      let trimmed = last < end
      if last > start {
        pieces.append(Piece(text: String(decoding: utf8[start..<last], as: UTF8.self), spaceAfter: trimmed))
      } else if trimmed, !pieces.isEmpty {
        pieces[pieces.count - 1].spaceAfter = true
      }
      start = end
    }
    return pieces
  }

  /// Pieces joined as they stand on one line.
  static func joined(_ pieces: ArraySlice<Piece>) -> String {
    var text = ""
    for (offset, piece) in zip(pieces.indices, pieces) {
      text += piece.text
      if offset < pieces.endIndex - 1 { text += piece.separator }
    }
    return text
  }

  /// The line length, in pieces, after which a line's pieces are added by galloping.
  static let gallopAfter = 32

  /// How many of the pieces from `start` fit after `line`: doubling while they fit, then
  /// halving between the last count that fit and the first that did not.
  static func mostThatFit(_ pieces: [Piece], from start: Int, after line: String, fits: (String) -> Bool) -> Int {
    let separator = pieces[start - 1].separator
    func fitsWith(_ count: Int) -> Bool { fits(line + separator + joined(pieces[start..<start + count])) }
    let remaining = pieces.count - start
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
    if bad == nil, good == remaining || fitsWith(remaining) { return remaining }
    var high = bad ?? remaining
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
