/// How a `text` of a custom view looks.
public struct TextStyle: Hashable, Sendable {
  public enum Weight: String, Hashable, Sendable, CaseIterable {
    case regular
    case bold
  }

  public var size: Double
  public var weight: Weight
  /// nil: the appearance's text colour.
  public var color: RGBAColor?
  public var alignment: BoxStyle.Alignment
  /// Whether the size follows the user's text size (Dynamic Type); true unless the script
  /// says `scales = false`.
  public var scales: Bool

  public init(
    size: Double = 15, weight: Weight = .regular, color: RGBAColor? = nil, alignment: BoxStyle.Alignment = .leading, scales: Bool = true
  ) {
    self.scales = scales
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
  }
}
