/// Measures single lines of text in the font the renderers draw with.
public protocol TextMeasuring: Sendable {
  /// The advance width of `text` on one line.
  func width(of text: String, fontSize: Double, bold: Bool) -> Double
  /// The advance width of `text` on one line of a paragraph of `direction` (shaping can differ
  /// with the direction the runs are ordered in). The default ignores the direction.
  func width(of text: String, fontSize: Double, bold: Bool, direction: LayoutDirection) -> Double
  /// The advance width of `text` set in `face` (bold, oblique, mono) on one line of a paragraph
  /// of `direction`. The default measures the regular or bold face.
  func width(of text: String, fontSize: Double, face: TextFace, direction: LayoutDirection) -> Double
  /// The distance between two baselines.
  func lineHeight(fontSize: Double) -> Double
  /// The distance from the top of a line to its baseline.
  func ascent(fontSize: Double) -> Double
  /// Where a line may begin inside `paragraph`, as UTF-8 offsets in ascending order (never 0):
  /// the line-break opportunities of the paragraph. The default allows a break after each run
  /// of spaces; a measurer with a real text stack gives UAX #14's.
  func lineBreakOffsets(in paragraph: String) -> [Int]
  /// The Unicode bidirectional algorithm's embedding level of each Unicode scalar of `line`,
  /// in a paragraph of `direction` (even: left to right; odd: right to left); nil when the
  /// measurer has no bidirectional algorithm (every scalar is then at the paragraph's level).
  func bidiLevels(in line: String, direction: LayoutDirection) -> [UInt8]?
}

extension TextMeasuring {
  /// The width in a left-to-right paragraph.
  public func width(of text: String, fontSize: Double, bold: Bool, direction: LayoutDirection) -> Double {
    width(of: text, fontSize: fontSize, bold: bold)
  }

  /// The regular or bold face's width.
  public func width(of text: String, fontSize: Double, face: TextFace, direction: LayoutDirection) -> Double {
    width(of: text, fontSize: fontSize, bold: face.bold, direction: direction)
  }

  /// No bidirectional algorithm.
  public func bidiLevels(in line: String, direction: LayoutDirection) -> [UInt8]? { nil }

  /// A break after each run of spaces.
  public func lineBreakOffsets(in paragraph: String) -> [Int] { TextBreaks.afterSpaces(paragraph) }

  /// The advance width of `text` in the regular weight.
  public func width(of text: String, fontSize: Double) -> Double {
    width(of: text, fontSize: fontSize, bold: false)
  }
}

/// A measurer that needs no font: every character advances by a fixed fraction of the size.
/// Deterministic, used where no real font is installed.
public struct ApproximateTextMetrics: TextMeasuring {
  /// The advance of one character, in ems.
  public var advance: Double
  /// The line height, in ems.
  public var lineSpacing: Double

  /// Every character `advance` em wide, lines `lineSpacing` em apart.
  public init(advance: Double = 0.55, lineSpacing: Double = 1.2) {
    self.advance = advance
    self.lineSpacing = lineSpacing
  }

  public func width(of text: String, fontSize: Double, bold: Bool) -> Double {
    Double(text.count) * advance * fontSize * (bold ? 1.1 : 1)
  }

  /// `lineSpacing` em.
  public func lineHeight(fontSize: Double) -> Double { lineSpacing * fontSize }

  /// Four fifths of the line height.
  public func ascent(fontSize: Double) -> Double { 0.8 * lineSpacing * fontSize }
}

/// Line-break opportunities that need no Unicode tables.
public enum TextBreaks {
  /// The UTF-8 offsets just after each run of spaces (U+0020) that something follows.
  public static func afterSpaces(_ paragraph: String) -> [Int] {
    var offsets: [Int] = []
    var previousWasSpace = false
    var offset = 0
    for byte in paragraph.utf8 {
      let isSpace = byte == UInt8(ascii: " ")
      if previousWasSpace, !isSpace { offsets.append(offset) }
      previousWasSpace = isSpace
      offset += 1
    }
    return offsets
  }
}
