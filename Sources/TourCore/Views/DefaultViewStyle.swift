/// What a script may change on a default view (Instructions' `background.innerColor` and
/// friends, and the labels' colour and size); nil keeps the default of the appearance.
public struct DefaultViewStyle: Hashable, Sendable {
  public var innerColor: RGBAColor?
  public var borderColor: RGBAColor?
  public var highlightedInnerColor: RGBAColor?
  public var highlightedBorderColor: RGBAColor?
  public var textColor: RGBAColor?
  public var cornerRadius: Double?
  /// The hint's size (the title's, for the skip view).
  public var fontSize: Double?
  /// The next label's size.
  public var nextFontSize: Double?

  public init(
    innerColor: RGBAColor? = nil, borderColor: RGBAColor? = nil, highlightedInnerColor: RGBAColor? = nil,
    highlightedBorderColor: RGBAColor? = nil, textColor: RGBAColor? = nil, cornerRadius: Double? = nil,
    fontSize: Double? = nil, nextFontSize: Double? = nil
  ) {
    self.innerColor = innerColor
    self.borderColor = borderColor
    self.highlightedInnerColor = highlightedInnerColor
    self.highlightedBorderColor = highlightedBorderColor
    self.textColor = textColor
    self.cornerRadius = cornerRadius
    self.fontSize = fontSize
    self.nextFontSize = nextFontSize
  }
}
