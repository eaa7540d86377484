/// Measures single lines of text in the font the renderers draw with.
public protocol TextMeasuring: Sendable {
  /// The advance width of `text` on one line.
  func width(of text: String, fontSize: Double, bold: Bool) -> Double
  /// The distance between two baselines.
  func lineHeight(fontSize: Double) -> Double
  /// The distance from the top of a line to its baseline.
  func ascent(fontSize: Double) -> Double
}

extension TextMeasuring {
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
