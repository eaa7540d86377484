/// The hole cut in the overlay: one or more closed shapes, filled with the non-zero
/// winding rule (as `UIBezierPath` fills them).
public struct CutoutPath: Hashable, Sendable {
  /// The shapes, in drawing order.
  public var shapes: [CutoutShape]

  public init(shapes: [CutoutShape]) {
    self.shapes = shapes
  }

  public init(_ shape: CutoutShape) {
    self.init(shapes: [shape])
  }

  public static func rect(_ rect: Rect) -> CutoutPath { CutoutPath(.rect(rect)) }
  public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> CutoutPath {
    CutoutPath(.roundedRect(rect, cornerRadius: cornerRadius))
  }
  public static func oval(_ rect: Rect) -> CutoutPath { CutoutPath(.oval(rect)) }
  public static func polygon(_ points: [Point]) -> CutoutPath { CutoutPath(.polygon(points)) }

  /// The default cutout of Instructions around a frame: a rounded rectangle grown by
  /// `padding` (4) points on every side, with a corner radius of `cornerRadius` (4).
  public static func standard(around frame: Rect, padding: Double = 4, cornerRadius: Double = 4) -> CutoutPath {
    .roundedRect(frame.standardized.insetBy(dx: -padding, dy: -padding), cornerRadius: cornerRadius)
  }

  /// The smallest rectangle holding every shape.
  public var bounds: Rect {
    guard let first = shapes.first else { return .zero }
    return shapes.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
  }

  /// Whether `point` is inside the path under the non-zero winding rule. Points on an
  /// outline count as inside.
  public func contains(_ point: Point) -> Bool {
    shapes.reduce(0) { $0 + $1.winding(around: point) } != 0
  }

  /// The path's image under a rect-to-rect map.
  public func mapped(by mapping: RectMapping) -> CutoutPath {
    CutoutPath(shapes: shapes.map { $0.mapped(by: mapping) })
  }

  /// Whether every number in the path is finite.
  public var isFinite: Bool { shapes.allSatisfy(\.isFinite) }
}
