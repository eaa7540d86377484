/// The measurements of a rich bubble (`BubbleControls`). Its insets are Instructions' body's
/// (`DefaultViewMetrics`); its controls are at least Apple's 44 × 44 points (Human Interface
/// Guidelines), and grow with the text size.
public enum BubbleMetrics {
  /// The smallest side of a control's frame.
  public static let minimumControl = 44.0
  /// Space between a control's label and the sides of its frame.
  public static let controlPadding = 10.0
  /// Space above and below a control's label, at the least.
  public static let controlVerticalPadding = 6.0
  /// Space between two rows (title, hint, actions, dots, controls).
  public static let rowSpacing = 6.0
  /// Space between two stacked controls: 44-point controls 4 apart keep Android's 48-dp touch
  /// areas from overlapping.
  public static let controlSpacing = 4.0
  /// Space below the last row when it is a row of controls (their frames have room inside).
  public static let bottomInsetBelowControls = 4.0
  /// The narrowest a bubble is by itself (narrower only when its room is).
  public static let minimumWidth = 240.0
  /// The close control's cross, as a multiple of the next label's size.
  public static let closeScale = 22.0 / 17
  /// A step dot's diameter (and the gap between two dots), as a multiple of the next label's
  /// size: 8 points at the default 17.
  public static let dotScale = 8.0 / 17
  /// The smallest dot: with more steps than dots of this size fit, the dots give way to the
  /// progress text.
  public static let minimumDot = 3.0
  /// The other steps' dots: the text colour at this alpha (40 %).
  public static let faintDotAlpha: UInt8 = 0x66
  /// What the close control draws.
  public static let closeGlyph = "\u{00D7}"
}
