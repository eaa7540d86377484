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
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
      line = ""
      var rest = Substring(word)
      while !rest.isEmpty, !fits(String(rest)) {
        var cut = rest.startIndex
        while rest.index(after: cut) < rest.endIndex, fits(String(rest[...cut])) {
          cut = rest.index(after: cut)
        }
        let piece = cut == rest.startIndex ? rest[...cut] : rest[..<cut]
        lines.append(String(piece))
        rest = rest[piece.endIndex...]
      }
      line = String(rest)
    }
    lines.append(line)
    return lines
  }
}
