import CFreeType
import CTextOnDemand
import FoundationEssentials
import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// Text measured as the pictures draw it, in points. Plain ASCII in a left-to-right paragraph
/// takes the fast path: the first family's unscaled advances with its kerning pairs, through
/// FreeType. Everything else is shaped (`TextShaper`: FriBidi and HarfBuzz, in
/// the families (DejaVu Sans, or a tour's own) and the fallback fonts, opened when first needed). Lines break at UAX #14's
/// opportunities (ICU's line break iterator).
public final class FontMetrics: TextMeasuring, @unchecked Sendable {
  /// The family pictures name in their `font-family`: the first of `families`.
  public let family: String
  /// The families text is set in before the fallbacks (`DejaVu Sans`; a tour's own).
  public let families: [FontFaces]
  /// The first family's two faces, opened once: the fast path measures with them, and the
  /// shaper shapes with them.
  private let library: FreeTypeLibrary
  private let regular: FontFace
  private let bold: FontFace
  private let lock = ThreadLock()
  private let folders: [String]
  private var opened: TextShaper?

  /// Where Debian and other systems keep DejaVu Sans.
  public static let searchPaths = [
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
    "/usr/share/fonts/dejavu-sans-fonts", "/usr/local/share/fonts",
  ]

  /// The folders fallback fonts are looked for in: `TOURHOST_FONT_DIR` first.
  static var fallbackFolders: [String] { environmentFolder + FontFallback.folders }
  private static var environmentFolder: [String] { getenv("TOURHOST_FONT_DIR").map { [String(cString: $0)] } ?? [] }

  /// DejaVu Sans from the system (`TOURHOST_FONT_DIR` first), or nil when it is not installed.
  public static func dejaVuSans() -> FontMetrics? {
    for folder in environmentFolder + searchPaths {
      if let faces = FontFaces.dejaVuSans(in: folder), let metrics = FontMetrics(families: [faces], fallbackFolders: fallbackFolders) {
        return metrics
      }
    }
    return nil
  }

  /// Opens the two faces; nil when the regular one cannot be read (a bold that cannot be read
  /// is the regular one). Fallback fonts are looked for in
  /// `fallbackFolders` when a character first needs one.
  public convenience init?(family: String, regular: String, bold: String, fallbackFolders: [String] = []) {
    let faces = FontFaces(family: family, regular: .init(path: regular, index: 0), bold: .init(path: bold, index: 0))
    self.init(families: [faces], fallbackFolders: fallbackFolders)
  }

  /// Text set in `families`, the first one's regular and bold faces opened now; nil when the
  /// first regular face cannot be read. The others, and the fallbacks (looked for in
  /// `fallbackFolders`), are opened when a character first needs them.
  public init?(families: [FontFaces], fallbackFolders: [String] = []) {
    guard let first = families.first, let library = FreeTypeLibrary(),
      let regularFace = FontFace(library: library, path: first.regular.path, index: first.regular.index)
    else { return nil }
    family = first.family
    self.families = families
    self.library = library
    regular = regularFace
    bold = first.bold.flatMap { FontFace(library: library, path: $0.path, index: $0.index) } ?? regularFace
    folders = fallbackFolders
  }

  /// The width in a left-to-right paragraph.
  public func width(of text: String, fontSize: Double, bold: Bool) -> Double {
    width(of: text, fontSize: fontSize, bold: bold, direction: .leftToRight)
  }

  /// The advance of the line as it is drawn: plain ASCII left to right from the glyphs'
  /// advances and kerning pairs, anything else shaped.
  public func width(of text: String, fontSize: Double, bold: Bool, direction: LayoutDirection) -> Double {
    width(of: text, fontSize: fontSize, face: TextFace(bold: bold), direction: direction)
  }

  /// The advance of the line as it is drawn in `face`: plain ASCII left to right from the
  /// glyphs' advances and kerning pairs, anything else shaped.
  public func width(of text: String, fontSize: Double, face style: TextFace, direction: LayoutDirection) -> Double {
    lock.lock()
    defer { lock.unlock() }
    if direction == .leftToRight, text.utf8.allSatisfy({ $0 < 0x80 }), let face = primaryLocked(style) {
      return face.advances.advance(of: text) * fontSize / face.unitsPerEm
    }
    return shapedLocked(text, face: style, direction: direction).width * fontSize
  }

  /// DejaVu Sans in `style`: the two faces opened at start, the others through the shaper.
  private func primaryLocked(_ style: TextFace) -> FontFace? {
    if style.isPlain { return style.bold ? bold : regular }
    return shaper()?.fallback.primary(style)
  }

  /// UAX #14's line-break opportunities (ICU's line break iterator). ASCII letters, digits, spaces and
  /// `. , : ; ' "` break only after spaces under UAX #14 (LB18; none of LB19–LB30 allows a
  /// break between the others), so such text, most hints, skips the library.
  public func lineBreakOffsets(in paragraph: String) -> [Int] {
    if paragraph.utf8.allSatisfy(LineBreaking.breaksOnlyAfterSpaces) { return TextBreaks.afterSpaces(paragraph) }
    return LineBreaking.offsets(in: paragraph)
  }

  /// FriBidi's embedding levels: none to resolve for left-to-right ASCII.
  public func bidiLevels(in line: String, direction: LayoutDirection) -> [UInt8]? {
    let scalars = line.unicodeScalars.map(\.value)
    if direction == .leftToRight, line.utf8.allSatisfy({ $0 < 0x80 }) { return [UInt8](repeating: 0, count: scalars.count) }
    var levels = [UInt8](repeating: direction == .rightToLeft ? 1 : 0, count: scalars.count)
    guard tourhost_bidi_levels(scalars, Int32(scalars.count), direction == .rightToLeft ? 1 : 0, 0, &levels) != 0 else { return nil }
    return levels
  }

  /// The characters of `text` that no installed font has (drawn as the empty box of DejaVu
  /// Sans), each once, in the order they appear.
  public func missingCharacters(in text: String) -> [Character] {
    // ASCII characters are never reported (the shaper skips them): a text of ASCII ends here,
    // without walking its Characters.
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return [] }
    lock.lock()
    defer { lock.unlock() }
    return shaper()?.missingCharacters(in: text) ?? []
  }

  /// Runs `body` holding the lock that keeps FreeType's faces to one thread at a time: what
  /// reads glyphs (outlines, colour bitmaps) of a shaped line runs in it.
  func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// The line shaped for drawing; nil when the shaping fonts cannot be opened.
  func shaped(_ text: String, face: TextFace, direction: LayoutDirection) -> ShapedLine? {
    lock.lock()
    defer { lock.unlock() }
    guard shaper() != nil else { return nil }
    return shapedLocked(text, face: face, direction: direction)
  }

  /// Whether the line can stay an SVG `<text>` in DejaVu Sans: text set in DejaVu Sans, left
  /// to right, every character in DejaVu Sans, none written right to left.
  func drawsAsText(_ text: String, face: TextFace, direction: LayoutDirection) -> Bool {
    // A viewer has DejaVu Sans (or draws what it has); a tour's own fonts are drawn as glyphs.
    guard direction == .leftToRight, family == "DejaVu Sans" else { return false }
    if face.isPlain, text.utf8.allSatisfy({ $0 < 0x80 }) { return true }
    lock.lock()
    defer { lock.unlock() }
    guard let shaper = shaper() else { return true }
    // An oblique or mono face drawn by a viewer's font must be the one measured.
    if !face.isPlain, shaper.fallback.primary(face) === shaper.fallback.primary(bold: face.bold) { return false }
    return shaper.isPlain(text, face: face)
  }

  private func shapedLocked(_ text: String, face: TextFace, direction: LayoutDirection) -> ShapedLine {
    guard let shaper = shaper() else { return ShapedLine() }
    return shaper.shape(text, face: face, direction: direction)
  }

  private func shaper() -> TextShaper? {
    if let opened { return opened }
    let first = OpenedFamily(families[0], library: library, regular: regular, bold: bold)
    let others = families.dropFirst().compactMap { faces -> OpenedFamily? in
      guard let regular = FontFace(library: library, path: faces.regular.path, index: faces.regular.index) else { return nil }
      let bold = faces.bold.flatMap { FontFace(library: library, path: $0.path, index: $0.index) } ?? regular
      return OpenedFamily(faces, library: library, regular: regular, bold: bold)
    }
    opened = TextShaper(fallback: FontFallback(library: library, families: [first] + others, folders: folders))
    return opened
  }

  /// The font's line height (ascender to descender plus line gap) at `fontSize`.
  public func lineHeight(fontSize: Double) -> Double { regular.height * fontSize / regular.unitsPerEm }

  /// The font's ascender at `fontSize`.
  public func ascent(fontSize: Double) -> Double { regular.ascender * fontSize / regular.unitsPerEm }
}
