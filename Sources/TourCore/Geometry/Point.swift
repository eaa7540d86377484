/// A point in screen points, with the origin at the top-left corner and y growing downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(x), \(y))" }

  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}
