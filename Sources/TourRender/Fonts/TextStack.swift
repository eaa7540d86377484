import TourCore

/// What a tour's text is measured and drawn with: DejaVu Sans and its fallbacks through
/// FreeType and HarfBuzz (`fonts`: the pictures draw a shaped line as glyph paths where a
/// viewer's own font would draw it otherwise), or an estimate when the fonts are missing
/// (plain `<text>`, measured by `ApproximateTextMetrics`). Hosts choose it once and hand it
/// to the session, the renderer and the checks.
public struct TextStack: Sendable {
  /// Measures text as it is drawn.
  public let measurer: any TextMeasuring
  /// The fonts, when text is drawn in them.
  public let fonts: FontMetrics?

  /// Text measured and drawn in `fonts`.
  public init(fonts: FontMetrics) {
    measurer = fonts
    self.fonts = fonts
  }

  /// Text measured by an estimate and drawn as plain `<text>`.
  public init(estimate: any TextMeasuring) {
    measurer = estimate
    fonts = nil
  }

  /// The family pictures name in their `font-family`.
  public var family: String { fonts?.family ?? "DejaVu Sans" }

  /// DejaVu Sans from the system when it is installed (Debian: fonts-dejavu-core); otherwise
  /// the estimate, so that runs still work.
  public static let standard = FontMetrics.dejaVuSans().map(TextStack.init(fonts:)) ?? TextStack(estimate: ApproximateTextMetrics())
}
