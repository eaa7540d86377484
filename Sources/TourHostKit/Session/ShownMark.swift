import TourCore

/// One mark as it appeared, published once by `TourSession` (a `SessionEvent.shown`): what a
/// host needs to look at it (`tourhost check`'s rules, a picture, an announcement) without
/// reading the flow's state.
public struct ShownMark: Sendable {
  /// The mark's index.
  public let index: Int
  /// What it appeared for: first shown, or shown again after a rotation or a resize.
  public let change: ConfigurationChange
  /// The scene drawn for it (the one its `announce` comes from).
  public let scene: Scene
  /// The mark as the flow shows it, with its properties (over its cutout, overlay taps,
  /// guided step, the rules it leaves out of a check).
  public let mark: CoachMark
  /// Where it is: body, arrow, cutout, the skip view and the controls' touch areas.
  public let layout: MarkLayout
  /// Each part's target: the view it was made from, where it is now, else its cutout.
  public let targets: [Rect?]
  /// Each part's target as its scroll containers hide it (nil: seen whole, or in none).
  public let scrollClippings: [ScrollClipping?]
  /// What touches reach while it shows (`TouchRouter` routes a point in it).
  public let touches: TouchScene
  /// The overlay's settings the mark was laid out with.
  public let overlay: OverlayConfiguration
  /// The script line that made its views (`makeDefaultCoachViews`), when known.
  public var viewsLine: Int? = nil
}
