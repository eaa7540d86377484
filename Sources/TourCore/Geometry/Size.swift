/// A width and a height in screen points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size.
  public static let zero = Size(width: 0, height: 0)

  /// `width×height`.
  public var description: String { "\(width)×\(height)" }
}
