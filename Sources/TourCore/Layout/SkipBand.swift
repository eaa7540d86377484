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

  /// Whether the mark laid out as `layout` is clear of the skip view.
  public func clears(_ layout: MarkLayout) -> Bool {
    let drawn = layout.parts.flatMap { part in [part.body] + (part.arrow.map { [$0] } ?? []) + (part.cutout.map { [$0.bounds] } ?? []) }
    return !drawn.contains { $0.intersects(frame) }
  }
}
