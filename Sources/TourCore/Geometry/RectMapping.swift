/// The affine map that takes one rectangle onto another (translation and scale per axis).
///
/// Used to make a mark follow the view it was made from: the mark's cutout and point of
/// interest were computed against the view's old frame and are carried onto the new one.
public struct RectMapping: Hashable, Sendable {
  public let source: Rect
  public let destination: Rect

  public init(from source: Rect, to destination: Rect) {
    self.source = source
    self.destination = destination
  }

  /// Whether the map changes nothing.
  public var isIdentity: Bool { source == destination }

  private var scaleX: Double { source.width == 0 ? 1 : destination.width / source.width }
  private var scaleY: Double { source.height == 0 ? 1 : destination.height / source.height }

  /// The point's image under the map.
  public func apply(_ point: Point) -> Point {
    Point(
      x: destination.minX + (point.x - source.minX) * scaleX,
      y: destination.minY + (point.y - source.minY) * scaleY)
  }

  /// The rectangle's image under the map.
  public func apply(_ rect: Rect) -> Rect {
    let origin = apply(rect.origin)
    return Rect(origin: origin, size: Size(width: rect.width * scaleX, height: rect.height * scaleY))
  }

  /// A length along the shorter scale, for corner radii.
  public func apply(length: Double) -> Double { length * min(scaleX, scaleY) }
}
