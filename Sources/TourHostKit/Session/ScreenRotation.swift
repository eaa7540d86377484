import TourCore

/// Turns the screen between portrait and landscape with its safe area, as the interactive
/// mode's `t` key does: the size is swapped, and the insets become what an iPhone reports in
/// the other orientation. Portrait to landscape: the top inset (the notch or the Dynamic
/// Island, when it is over 20 points) goes to both sides, the status bar's top goes, and a
/// home indicator's bottom inset is 21; landscape to portrait: the larger side inset goes to
/// the top, and a home indicator's bottom inset is 34. Turning back restores exactly the
/// insets the screen had before.
public struct ScreenRotation: Sendable {
  private var remembered: [Size: EdgeInsets] = [:]

  public init() {}

  /// The size and safe area after a quarter turn.
  public mutating func turn(_ size: Size, _ insets: EdgeInsets) -> (Size, EdgeInsets) {
    remembered[size] = insets
    let turned = Size(width: size.height, height: size.width)
    if let known = remembered[turned] { return (turned, known) }
    let toLandscape = turned.width > turned.height
    let homeIndicator = insets.bottom > 0
    if toLandscape {
      let side = insets.top > 20 ? insets.top : 0
      return (turned, EdgeInsets(top: 0, left: side, bottom: homeIndicator ? 21 : 0, right: side))
    }
    let top = max(insets.left, insets.right)
    return (turned, EdgeInsets(top: top, left: 0, bottom: homeIndicator ? 34 : 0, right: 0))
  }
}
