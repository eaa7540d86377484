extension [TextFragment] {
  /// The advance of a line made of these fragments.
  public var width: Double { reduce(0) { $0 + $1.width } }
}

/// A piece of one line of rich text in one face: where it is drawn on its line and how wide it
/// is, measured in its face (a line of a hint with `**bold**` is three fragments).
public struct TextFragment: Hashable, Sendable {
  /// The text drawn.
  public var text: String
  /// The face it is set in.
  public var face: TextFace
  /// The link it belongs to: the `id` a tap sends to `didSelectLink`; nil for text.
  public var link: String?
  /// For a picture in the text (`![alt](file)`), its file; `text` is then its alt, and the
  /// fragment is the picture, as tall as the text's size.
  public var image: String?
  /// Its left end, from the line's left end.
  public var x: Double
  /// Its advance.
  public var width: Double
  /// The direction it is shaped in: its embedding level's (a left-to-right word in a
  /// right-to-left line is shaped left to right).
  public var direction: LayoutDirection = .leftToRight

  /// A fragment of `text` in `face` at `x`, `width` wide.
  public init(_ text: String, face: TextFace, link: String? = nil, x: Double, width: Double, direction: LayoutDirection = .leftToRight) {
    self.direction = direction
    self.text = text
    self.face = face
    self.link = link
    self.x = x
    self.width = width
  }
}
