/// A view that scrolls its children, as UIKit's scroll view does: its children's frames are in
/// its content's coordinates, `offset` is the point of the content at the view's top left (its
/// bounds' origin), and only the part inside the view's frame is seen.
public struct ScrollArea: Hashable, Sendable {
  /// How big the content is (at least the view's size in pictures and scrolling).
  public var contentSize: Size
  /// The content's point at the view's top left.
  public var offset: Point

  /// A scroll area of `contentSize` scrolled to `offset`.
  public init(contentSize: Size, offset: Point = .zero) {
    self.contentSize = contentSize
    self.offset = offset
  }

  /// The offset moved inside what the content allows for a view of `size`: from 0 to the
  /// content's size less the view's.
  public func clamped(_ offset: Point, viewSize: Size) -> Point {
    Point(
      x: min(max(offset.x, 0), max(contentSize.width - viewSize.width, 0)),
      y: min(max(offset.y, 0), max(contentSize.height - viewSize.height, 0)))
  }

  /// The smallest offset change that shows `target` (in the content's coordinates) in a view
  /// of `size`, as `scrollIntoView({block: "nearest", inline: "nearest"})` does on each axis:
  /// nothing when it is seen, else its nearer edge brought to the view's edge (its leading
  /// edge when it is larger than the view), within what the content allows.
  public func nearestOffset(showing target: Rect, viewSize size: Size) -> Point {
    func axis(_ offset: Double, _ low: Double, _ high: Double, _ length: Double) -> Double {
      if low >= offset, high <= offset + length { return offset }
      if high - low > length || low < offset { return low }
      return high - length
    }
    let wanted = Point(
      x: axis(offset.x, target.minX, target.maxX, size.width), y: axis(offset.y, target.minY, target.maxY, size.height))
    return clamped(wanted, viewSize: size)
  }
}
