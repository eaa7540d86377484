/// A point in screen points, with the origin at the top-left corner and y growing downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// Points from the left.
  public var x: Double
  /// Points from the top.
  public var y: Double

  /// The point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }

  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}
