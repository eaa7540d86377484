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
  /// all but the last to `lines`; the last starts the next line. Each piece is found by
  /// doubling then halving its length, so a word of a million characters costs a few
  /// measurements a line (the fuzzer found the first version measuring the whole rest of the
  /// word for every line: a 1 MB hint took 25 s).
  private static func piecesOf(_ word: String, fits: (String) -> Bool, into lines: inout [String]) -> String {
    let characters = Array(word)
    var start = 0
    while true {
      let remaining = characters.count - start
      var good = 1  // one character is taken even when it does not fit
      var bad = remaining + 1
      var probe = 2
      while probe < bad, fits(String(characters[start..<start + probe])) {
        good = probe
        probe *= 2
      }
      bad = min(bad, probe)
      while bad - good > 1 {
        let middle = (good + bad) / 2
        if fits(String(characters[start..<start + middle])) { good = middle } else { bad = middle }
      }
      if good >= remaining { return String(characters[start...]) }
      lines.append(String(characters[start..<start + good]))
      start += good
    }
  }
}
