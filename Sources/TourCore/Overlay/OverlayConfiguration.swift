/// The overlay's properties (`ctl.overlay`), with the defaults of Instructions. The flow takes
/// a copy when it lays out a mark, so a change made in `willShow` applies to that mark.
public struct OverlayConfiguration: Hashable, Sendable {
  /// The tint; Instructions' light overlay colour, #E8E8E8 at 65%.
  public var backgroundColor = RGBAColor(red: 0xE8, green: 0xE8, blue: 0xE8, alpha: 0xA6)
  /// A blur used instead of the tint.
  public var blurEffectStyle: BlurEffectStyle?
  /// Whether a tap on the overlay can move the flow on (false: overlay taps do nothing).
  public var isUserInteractionEnabled = false
  /// Lets touches inside the cutout reach the app, for every mark.
  public var isUserInteractionEnabledInsideCutoutPath = false
  /// Passes every touch that lands on the overlay to the app.
  public var areTouchEventsForwarded = false
  /// How long the overlay takes to fade in and out, in seconds.
  public var fadeAnimationDuration = 0.3

  public init() {}
}
