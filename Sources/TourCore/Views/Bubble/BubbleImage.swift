/// A picture in a bubble, read from the script's folder: the leading image (`image =`) or one
/// in the text (`![alt](file)`).
public struct BubbleImage: Hashable, Sendable {
  /// The file, as the script names it.
  public var file: String
  /// What a screen reader says of it; nil or empty when the tour gives none.
  public var alt: String?
  /// Whether it only decorates (`decorative = true`): it is not spoken, and needs no alt.
  public var isDecorative: Bool
  /// Its size in pixels, from the file.
  public var pixels: Size
  /// The size it is drawn at, for a leading image (the size given, else its pixels as
  /// points); the layout keeps it within the bubble.
  public var size: Size
  /// The file's bytes as a `data:` URI, for pictures.
  public var dataURI: String

  /// A picture of `file`.
  public init(file: String, alt: String?, isDecorative: Bool = false, pixels: Size, size: Size? = nil, dataURI: String) {
    self.file = file
    self.alt = alt
    self.isDecorative = isDecorative
    self.pixels = pixels
    self.size = size ?? pixels
    self.dataURI = dataURI
  }

  /// Width over height (1 for a picture of no height).
  public var aspect: Double { pixels.height > 0 ? pixels.width / pixels.height : 1 }

  /// The size it is drawn at within `width`: its own, scaled down to the width, aspect kept.
  public func fitted(width: Double) -> Size {
    guard size.width > width, size.width > 0 else { return size }
    return Size(width: width, height: size.height * width / size.width)
  }

  /// The character that stands for an inline picture in a line's text: U+FFFC, the object
  /// replacement character (a break opportunity on each side, a neutral between directions).
  public static let placeholder = "\u{FFFC}"
}
