import FoundationEssentials
import TourCore

/// What a tour's text is measured and drawn with: DejaVu Sans (the iOS profile's stand-in for
/// the system font) or Roboto (the Android profile's), or the fonts a tour names, then the
/// fallbacks, through FreeType and HarfBuzz (`fonts`: the pictures draw a shaped line as glyph
/// paths where a viewer's own font would draw it otherwise); or an estimate when the fonts are
/// missing (plain `<text>`, measured by `ApproximateTextMetrics`). Hosts choose it once and
/// hand it to the session, the renderer and the checks; a session asks it for its tour's
/// `platformText`.
public struct TextStack: Sendable {
  /// Measures text as it is drawn on the iOS profile, when nothing names a platform.
  public let measurer: any TextMeasuring
  /// The fonts, when text is drawn in them.
  public let fonts: FontMetrics?
  /// The fonts an app file names (`fonts`), which each of its tours takes on a platform for
  /// which the tour names none.
  public var appFonts: TourFonts?

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

  /// The measurers of each platform's profile for a tour that names `named` (on a platform it
  /// names none for: the app's `appFonts`, else the defaults: this stack's fonts on iOS,
  /// Roboto on Android when it is installed, else this stack's). An estimate stays an
  /// estimate. A file that is not a font, or a family that is not installed, is the error.
  public func platformText(_ named: TourFonts?) -> Result<PlatformText, FontsError> {
    func chosen(_ platform: KeyPath<TourFonts, [TourFonts.Source]>) -> [TourFonts.Source] {
      let own = named?[keyPath: platform] ?? []
      return own.isEmpty ? appFonts?[keyPath: platform] ?? [] : own
    }
    let tourFonts = TourFonts(ios: chosen(\.ios), android: chosen(\.android))
    guard let fonts else {
      let profile = PlatformText.Profile(measurer: measurer, fonts: "an estimate (no fonts installed)")
      return .success(PlatformText(ios: profile, android: { profile }))
    }
    let base = PlatformText.Profile(measurer: fonts, fonts: fonts.family)
    let ios: PlatformText.Profile
    switch FontCache.shared.profile(tourFonts.ios, after: fonts) {
    case .failure(let error): return .failure(error)
    case .success(let profile): ios = profile ?? base
    }
    let android: PlatformText.Profile
    switch FontCache.shared.profile(tourFonts.android, after: fonts) {
    case .failure(let error): return .failure(error)
    case .success(let profile?): android = profile
    case .success(nil): return .success(PlatformText(ios: ios, android: { FontCache.shared.roboto(after: fonts) ?? base }))
    }
    return .success(PlatformText(ios: ios, android: { android }))
  }
}
