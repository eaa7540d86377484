/// The sizes of a mark's views, as the layout asks for them.
public struct MarkSizes {
  /// The body's preferred size when it may be at most the given width wide.
  public var body: (Double) -> Size
  /// The arrow's size on each side; nil: the mark has no arrow.
  public var arrow: (ArrowOrientation) -> Size?
  /// The radius of the body's corners: the arrow keeps off them (0 for a body known only by
  /// its size).
  public var cornerRadius: Double
  /// A default body as it was laid out for one of the sizes `body` gave, by that size: the
  /// mark keeps it and draws its lines (nil for another size, or another kind of body).
  public var laidOutBody: (Size) -> DefaultBodyLayout? = { _ in nil }

  public init(body: @escaping (Double) -> Size, arrow: @escaping (ArrowOrientation) -> Size?, cornerRadius: Double = 0) {
    self.body = body
    self.arrow = arrow
    self.cornerRadius = cornerRadius
  }

  /// Sizes with an arrow of `arrow` above or below the body, turned a quarter beside it (as
  /// the default arrow is: 15 × 9 above or below, 9 × 15 beside).
  public init(body: @escaping (Double) -> Size, arrow: Size?, cornerRadius: Double = 0) {
    self.init(
      body: body,
      arrow: { side in arrow.map { side.isVertical ? $0 : Size(width: $0.height, height: $0.width) } },
      cornerRadius: cornerRadius)
  }
}

/// What a mark points at: its cutout and its point of interest.
struct LayoutTarget {
  var cutout: CutoutPath
  var pointOfInterest: Point
}
