/// Where the skip view goes when `constraintsForSkipView` gives no frame: at the top trailing
/// corner, 10 points from the trailing edge of the safe area and 2 below its top. In
/// right-to-left the trailing edge is the left one.
public enum SkipViewPlacement {
  /// The distance from the trailing edge of the safe area.
  public static let trailingInset = 10.0
  /// The distance below the top of the safe area.
  public static let topInset = 2.0

  /// The default frame of a skip view of `size` on `screen`.
  public static func defaultFrame(size: Size, on screen: Screen) -> Rect {
    let y = screen.safeArea.top + topInset
    let x =
      screen.layoutDirection == .rightToLeft
      ? screen.safeArea.left + trailingInset
      : screen.size.width - screen.safeArea.right - trailingInset - size.width
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }
}
