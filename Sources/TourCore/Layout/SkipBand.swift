/// Where the skip view goes when no corner of the safe area is clear of the mark (a large text
/// size on a small screen): a band of its own across the top of the safe area, or across its
/// bottom when the top one would cover a cutout, and the mark is laid out again in the rest
/// of the safe area, so that the skip view never covers the bubble.
public struct SkipBand: Hashable, Sendable {
  /// The skip view's frame in the band (its trailing corner, else its leading one).
  public var frame: Rect
  /// The screen the mark is laid out on again: its safe area without the band.
  public var screen: Screen

  /// The space between the band and the mark laid out below (or above) it.
  static let gap = 4.0

  /// The band for a skip view of `size` on `screen`, clear of `cutouts`; nil when every
  /// corner of both bands covers one.
  static func find(size: Size, on screen: Screen, cutouts: [Rect]) -> SkipBand? {
    let corners = SkipViewPlacement.corners(size: size, on: screen)
    // Top trailing, top leading, then bottom trailing, bottom leading.
    for (offset, frame) in corners.enumerated() where !cutouts.contains(where: { $0.intersects(frame) }) {
      var reduced = screen
      if offset < 2 {
        reduced.safeArea.top = frame.maxY + gap
      } else {
        reduced.safeArea.bottom = screen.size.height - frame.minY + gap
      }
      return SkipBand(frame: frame, screen: reduced)
    }
    return nil
  }

  /// The mark laid out again in the rest of the safe area (`layout`), clear of the skip view;
  /// a mark over its cutout taller than that rest (the largest text on a small screen held
  /// sideways) starts next to the band and is cut at the screen's other edge, since the skip
  /// view never covers the bubble. Nil when it still covers it.
  func placed(_ layout: MarkLayout) -> MarkLayout? {
    if clears(layout) { return layout }
    let room = screen.size.height - screen.safeArea.top - screen.safeArea.bottom
    guard layout.arrow == nil, layout.companions.isEmpty, layout.body.height > room else { return nil }
    let atTop = frame.minY < screen.size.height / 2
    let dy = atTop ? screen.safeArea.top - layout.body.minY : screen.size.height - screen.safeArea.bottom - layout.body.maxY
    var moved = layout
    moved.body = layout.body.offsetBy(dx: 0, dy: dy)
    moved.frame = layout.frame.offsetBy(dx: 0, dy: dy)
    return clears(moved) ? moved : nil
  }

  /// The mark's placement in the rest of the safe area, clear of the skip view (`placed(_:)`),
  /// its too-tall note said of the screen's whole safe area (`safeHeight`), not of the rest.
  func placed(_ placement: CoachMarkLayout.Placement, safeHeight: Double) -> CoachMarkLayout.Placement? {
    guard let layout = placed(placement.layout) else { return nil }
    let notes = placement.notes.map { note -> LayoutNote in
      if case .tooTall(let height, _) = note { .tooTall(height: height, safeHeight: safeHeight) } else { note }
    }
    return CoachMarkLayout.Placement(layout: layout, notes: notes)
  }

  /// Whether the mark laid out as `layout` is clear of the skip view.
  public func clears(_ layout: MarkLayout) -> Bool {
    !layout.drawnFrames.contains { $0.intersects(frame) }
  }
}
