/// Where the skip view (or a tour of pages' done control) goes: where `constraintsForSkipView`
/// puts it, else in the first corner of the safe area that covers no cutout and no mark:
/// top trailing, top leading, bottom trailing, bottom leading (trailing is left in
/// right-to-left), 10 points from the side edge of the safe area and 2 from its top or
/// bottom. When every corner covers something, it takes the first one, and the host says so.
public enum SkipViewPlacement {
  /// The distance from the trailing edge of the safe area.
  public static let trailingInset = 10.0
  /// The distance below the top of the safe area.
  public static let topInset = 2.0

  /// The default frame of a skip view of `size` on `screen`: the top trailing corner.
  public static func defaultFrame(size: Size, on screen: Screen) -> Rect {
    corners(size: size, on: screen)[0]
  }

  /// The four corners, in the order they are tried.
  public static func corners(size: Size, on screen: Screen) -> [Rect] {
    let S = screen.safeArea
    let left = S.left + trailingInset
    let right = screen.size.width - S.right - trailingInset - size.width
    let (trailing, leading) = screen.layoutDirection == .rightToLeft ? (left, right) : (right, left)
    let top = S.top + topInset
    let bottom = screen.size.height - S.bottom - topInset - size.height
    return [(trailing, top), (leading, top), (trailing, bottom), (leading, bottom)].map {
      Rect(x: $0.0, y: $0.1, width: size.width, height: size.height)
    }
  }

  /// Where a skip view of `size` goes while marks show whose cutouts, bodies and arrows are
  /// `avoiding`, and whether it covers one of them there.
  /// - Parameter given: the frame `constraintsForSkipView` gave: kept, even where it covers.
  public static func place(size: Size, on screen: Screen, given: Rect?, avoiding: [Rect]) -> (frame: Rect, covers: Bool) {
    func covers(_ frame: Rect) -> Bool { avoiding.contains { $0.intersects(frame) } }
    if let given { return (given, covers(given)) }
    let corners = corners(size: size, on: screen)
    if let free = corners.first(where: { !covers($0) }) { return (free, false) }
    return (corners[0], true)
  }
}
