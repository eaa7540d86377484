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

  public init(size: Double = 15, weight: Weight = .regular, color: RGBAColor? = nil, alignment: BoxStyle.Alignment = .leading) {
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
  }
}
