/// An axis-aligned rectangle in screen points. Width and height are never negative once
/// normalised; the initialiser keeps what it is given so that errors can name the input.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// Width and height.
  public var size: Size

  /// The rect at `origin` of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rect at (`x`, `y`), `width` × `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rect at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var x: Double { origin.x }
  /// The top edge.
  public var y: Double { origin.y }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The middle across.
  public var midX: Double { origin.x + size.width / 2 }
  /// The middle down.
  public var midY: Double { origin.y + size.height / 2 }
  /// The centre.
  public var center: Point { Point(x: midX, y: midY) }
  /// Whether it has no area (a width or height of 0 or less).
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// `(x, y, width, height)`.
  public var description: String { "(\(x), \(y), \(width), \(height))" }

  /// The rectangle grown (negative values) or shrunk (positive values) on every side.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// Whether the point lies inside the rectangle or on its edge.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// The smallest rectangle that holds both rectangles.
  public func union(_ other: Rect) -> Rect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return Rect(
      x: left, y: top,
      width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// Whether the two rectangles share interior points (touching edges do not count).
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

extension Rect {
  /// The same rectangle with a non-negative width and height.
  public var standardized: Rect {
    Rect(
      x: min(x, x + width), y: min(y, y + height),
      width: Swift.abs(width), height: Swift.abs(height))
  }

  /// Whether every coordinate is a finite number.
  public var isFinite: Bool {
    x.isFinite && y.isFinite && width.isFinite && height.isFinite
  }

  /// The distance from the rectangle to `point` (0 inside it or on its edge).
  public func distance(to point: Point) -> Double {
    let dx = Swift.max(minX - point.x, 0, point.x - maxX)
    let dy = Swift.max(minY - point.y, 0, point.y - maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The part both rectangles cover; nil when they do not overlap (touching edges give a
  /// rectangle of zero width or height).
  public func intersection(_ other: Rect) -> Rect? {
    let left = Swift.max(minX, other.minX)
    let right = Swift.min(maxX, other.maxX)
    let top = Swift.max(minY, other.minY)
    let bottom = Swift.min(maxY, other.maxY)
    guard left <= right, top <= bottom else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
