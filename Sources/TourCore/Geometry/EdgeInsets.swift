/// Distances from each edge of a rectangle, used for the screen's safe area.
public struct EdgeInsets: Hashable, Sendable {
  /// Points from the top edge.
  public var top: Double
  /// Points from the left edge.
  public var left: Double
  /// Points from the bottom edge.
  public var bottom: Double
  /// Points from the right edge.
  public var right: Double

  /// Insets, 0 where not given.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()
}
