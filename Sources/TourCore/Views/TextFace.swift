/// Which face of the font a piece of text is set in: DejaVu Sans regular, bold, oblique (what
/// `*italic*` draws) or bold oblique, or DejaVu Sans Mono in the same four for `` `code` ``.
public struct TextFace: Hashable, Sendable {
  /// The bold weight.
  public var bold: Bool
  /// Oblique (what `*italic*` draws).
  public var italic: Bool
  /// DejaVu Sans Mono.
  public var code: Bool

  /// The face of `bold`, `italic` and `code`.
  public init(bold: Bool = false, italic: Bool = false, code: Bool = false) {
    self.bold = bold
    self.italic = italic
    self.code = code
  }

  /// The face of a markup run's style inside text that is bold or not (a title is).
  public init(_ style: HintMarkup.Run.Style, bold: Bool) {
    self.init(bold: bold || style.contains(.bold), italic: style.contains(.italic), code: style.contains(.code))
  }

  /// DejaVu Sans regular.
  public static let regular = TextFace()

  /// Whether it is DejaVu Sans regular or bold, the two faces every measurer has.
  public var isPlain: Bool { !italic && !code }

  /// Its face in SVG: `font-family`'s mono family for code, `font-style` italic.
  public var styleName: String? { italic ? "italic" : nil }
}
