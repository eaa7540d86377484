/// One closed shape of a cutout path.
///
/// Rectangles, rounded rectangles and ovals run clockwise on screen (winding +1 inside);
/// a polygon runs in the order of its points.
public enum CutoutShape: Hashable, Sendable {
  case rect(Rect)
  case roundedRect(Rect, cornerRadius: Double)
  case oval(Rect)
  case polygon([Point])

  /// The smallest rectangle holding the shape.
  public var bounds: Rect {
    switch self {
    case .rect(let rect), .roundedRect(let rect, _), .oval(let rect):
      return rect.standardized
    case .polygon(let points):
      guard let first = points.first else { return .zero }
      var box = Rect(origin: first, size: .zero)
      for point in points.dropFirst() { box = box.union(Rect(origin: point, size: .zero)) }
      return box
    }
  }

  /// The shape's image under a rect-to-rect map.
  public func mapped(by mapping: RectMapping) -> CutoutShape {
    switch self {
    case .rect(let rect): return .rect(mapping.apply(rect))
    case .roundedRect(let rect, let radius):
      return .roundedRect(mapping.apply(rect), cornerRadius: mapping.apply(length: radius))
    case .oval(let rect): return .oval(mapping.apply(rect))
    case .polygon(let points): return .polygon(points.map(mapping.apply))
    }
  }

  /// Whether every number in the shape is finite.
  public var isFinite: Bool {
    switch self {
    case .rect(let rect), .oval(let rect): return rect.isFinite
    case .roundedRect(let rect, let radius): return rect.isFinite && radius.isFinite
    case .polygon(let points): return points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
  }
}
