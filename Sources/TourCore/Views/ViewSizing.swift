/// Computes the preferred size of a view from its content, the way the renderers draw it.
public struct ViewSizing: Sendable {
  public var measurer: any TextMeasuring
  public var direction: LayoutDirection
  /// How much the user's text size scales every text (1 at Large).
  public var textScale: Double

  /// The measurers of each platform's fonts (a tour's `fonts`, or the host's defaults);
  /// `measurer` is the one of `platform`. Nil: `measurer` is kept as given.
  public var platformText: PlatformText? {
    didSet { choose() }
  }
  /// The platform of the device the text is shown on (nil: the described screen, iOS).
  public var platform: Device.Platform? {
    didSet { if oldValue != platform { choose() } }
  }
  /// The fonts `measurer` measures in, when they come from `platformText`.
  public private(set) var fonts: MeasuredFonts?
  /// Gives the measurers of each platform for the fonts a tour names (nil: the defaults),
  /// or says why they cannot be used: the host's fonts (`TourRender.TextStack.platformText`).
  /// Nil: a tour's `fonts` are not used, and `measurer` is kept.
  public var resolveFonts: (@Sendable (TourFonts?) -> Result<PlatformText, FontsError>)?

  private mutating func choose() {
    guard let profile = platformText?.profile(on: platform) else { return }
    measurer = profile.measurer
    fonts = MeasuredFonts(profile)
  }

  public init(measurer: any TextMeasuring, direction: LayoutDirection, textScale: Double = 1) {
    self.measurer = measurer
    self.direction = direction
    self.textScale = textScale
  }

  /// A default body laid out no wider than `maxWidth` and no taller than `maxHeight` (its
  /// hint cut to fit), or at exactly `width` × `height` when given (else the sizes set on the
  /// view): the one place its text is laid out. The mark keeps what the layout was sized
  /// with (`MarkSizes.laidOutBody`) and draws those lines. Nil for any other view.
  public func bodyLayout(of view: ViewSpec, maxWidth: Double, width: Double? = nil, height: Double? = nil, maxHeight: Double? = nil)
    -> DefaultBodyLayout?
  {
    bodyLayout(of: view, maxWidth: maxWidth, width: width, height: height, maxHeight: maxHeight, scaled: false)
  }

  private func bodyLayout(
    of view: ViewSpec, maxWidth: Double, width: Double? = nil, height: Double? = nil, maxHeight: Double? = nil, scaled: Bool
  ) -> DefaultBodyLayout? {
    let view = scaled ? view : view.scalingText(by: textScale)
    guard case .defaultBody(let content, let style) = view.kind else { return nil }
    return DefaultBodyLayout(
      content, style: style, maxWidth: maxWidth, width: width ?? view.width, height: height ?? view.height, maxHeight: maxHeight,
      direction: direction, measurer: measurer)
  }

  /// The size the view wants when it may be at most `maxWidth` wide (and a default body at
  /// most `maxHeight` tall: its hint is cut to fit). A preferred width or height set on the
  /// view wins over the computed one.
  public func preferredSize(of view: ViewSpec, maxWidth: Double, maxHeight: Double? = nil) -> Size {
    let view = view.scalingText(by: textScale)
    switch view.kind {
    case .plain:
      return Size(width: view.width ?? 0, height: view.height ?? 0)
    case .defaultArrow:
      let size = DefaultViewMetrics.arrowSize
      return Size(width: view.width ?? size.width, height: view.height ?? size.height)
    case .defaultBody:
      return bodyLayout(of: view, maxWidth: maxWidth, maxHeight: maxHeight, scaled: true)?.size ?? .zero
    case .skipButton(let title, let style):
      typealias M = DefaultViewMetrics
      let size = SkipButtonTitle.fontSize(title, style: style, width: maxWidth, measurer: measurer, direction: direction)
      let natural = Size(
        width: min(measurer.width(of: title, fontSize: size, bold: false, direction: direction) + 2 * M.skipHorizontalInset, maxWidth),
        height: measurer.lineHeight(fontSize: size) + 2 * M.skipVerticalInset)
      return Size(width: view.width ?? natural.width, height: view.height ?? natural.height)
    case .box, .text, .image:
      return ViewTreeLayout(measurer: measurer, direction: direction).layout(view, maxWidth: maxWidth).frame.size
    }
  }
}
