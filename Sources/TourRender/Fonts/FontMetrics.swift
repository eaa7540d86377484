import CFreeType
import Foundation
import TourCore

/// Text measured as the pictures draw it, in points. Plain ASCII in a left-to-right paragraph
/// takes the fast path: DejaVu Sans's unscaled advances with its kerning pairs, through
/// FreeType. Everything else is shaped (`TextShaper`: FriBidi and HarfBuzz through libraqm, in
/// DejaVu Sans and its fallback fonts, opened when first needed). Lines break at UAX #14's
/// opportunities (ICU's line break iterator).
public final class FontMetrics: TextMeasuring, @unchecked Sendable {
  /// The family pictures name in their `font-family`.
  public let family: String
  private let regular: Face
  private let bold: Face
  private let lock = NSLock()
  private let regularPath: String
  private let boldPath: String
  private let folders: [String]
  private var opened: TextShaper?

  /// Where Debian and other systems keep DejaVu Sans.
  public static let searchPaths = [
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
    "/usr/share/fonts/dejavu-sans-fonts", "/usr/local/share/fonts",
  ]

  /// DejaVu Sans from the system (`TOURHOST_FONT_DIR` first), or nil when it is not installed.
  public static func dejaVuSans() -> FontMetrics? {
    let environment = ProcessInfo.processInfo.environment["TOURHOST_FONT_DIR"].map { [$0] } ?? []
    for folder in environment + searchPaths {
      let regular = (folder as NSString).appendingPathComponent("DejaVuSans.ttf")
      let bold = (folder as NSString).appendingPathComponent("DejaVuSans-Bold.ttf")
      if let metrics = FontMetrics(family: "DejaVu Sans", regular: regular, bold: bold, fallbackFolders: environment + FontFallback.folders) {
        return metrics
      }
    }
    return nil
  }

  /// Opens the two faces; nil when either cannot be read. Fallback fonts are looked for in
  /// `fallbackFolders` when a character first needs one.
  public init?(family: String, regular: String, bold: String, fallbackFolders: [String] = []) {
    guard let regularFace = Face(path: regular), let boldFace = Face(path: bold) ?? Face(path: regular) else { return nil }
    self.family = family
    self.regular = regularFace
    self.bold = boldFace
    regularPath = regular
    boldPath = FileManager.default.isReadableFile(atPath: bold) ? bold : regular
    folders = fallbackFolders
  }

  /// The width in a left-to-right paragraph.
  public func width(of text: String, fontSize: Double, bold: Bool) -> Double {
    width(of: text, fontSize: fontSize, bold: bold, direction: .leftToRight)
  }

  /// The advance of the line as it is drawn: plain ASCII left to right from the glyphs'
  /// advances and kerning pairs, anything else shaped.
  public func width(of text: String, fontSize: Double, bold: Bool, direction: LayoutDirection) -> Double {
    lock.lock()
    defer { lock.unlock() }
    if direction == .leftToRight, text.utf8.allSatisfy({ $0 < 0x80 }) {
      let face = bold ? self.bold : regular
      return face.advance(of: text) * fontSize / face.unitsPerEm
    }
    return shapedLocked(text, bold: bold, direction: direction).width * fontSize
  }

  /// UAX #14's line-break opportunities (ICU's line break iterator). ASCII letters, digits, spaces and
  /// `. , : ; ' "` break only after spaces under UAX #14 (LB18; none of LB19–LB30 allows a
  /// break between the others), so such text, most hints, skips the library.
  public func lineBreakOffsets(in paragraph: String) -> [Int] {
    if paragraph.utf8.allSatisfy(LineBreaking.breaksOnlyAfterSpaces) { return TextBreaks.afterSpaces(paragraph) }
    return LineBreaking.offsets(in: paragraph)
  }

  /// The characters of `text` that no installed font has (drawn as the empty box of DejaVu
  /// Sans), each once, in the order they appear.
  public func missingCharacters(in text: String) -> [Character] {
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
  func shaped(_ text: String, bold: Bool, direction: LayoutDirection) -> ShapedLine? {
    lock.lock()
    defer { lock.unlock() }
    guard shaper() != nil else { return nil }
    return shapedLocked(text, bold: bold, direction: direction)
  }

  /// Whether the line can stay an SVG `<text>` in DejaVu Sans: left to right, every character
  /// in DejaVu Sans, none written right to left.
  func drawsAsText(_ text: String, bold: Bool, direction: LayoutDirection) -> Bool {
    guard direction == .leftToRight else { return false }
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return true }
    lock.lock()
    defer { lock.unlock() }
    return shaper()?.isPlain(text, bold: bold) ?? true
  }

  private func shapedLocked(_ text: String, bold: Bool, direction: LayoutDirection) -> ShapedLine {
    guard let shaper = shaper() else { return ShapedLine() }
    return shaper.shape(text, bold: bold, direction: direction)
  }

  private func shaper() -> TextShaper? {
    if let opened { return opened }
    guard let fallback = FontFallback(dejaVuRegular: regularPath, dejaVuBold: boldPath, folders: folders) else { return nil }
    opened = TextShaper(fallback: fallback)
    return opened
  }

  /// The font's line height (ascender to descender plus line gap) at `fontSize`.
  public func lineHeight(fontSize: Double) -> Double { regular.height * fontSize / regular.unitsPerEm }

  /// The font's ascender at `fontSize`.
  public func ascent(fontSize: Double) -> Double { regular.ascender * fontSize / regular.unitsPerEm }
}

/// One FreeType face, with the advances and kerning pairs it has measured. ASCII, which most
/// hints are, is looked up in flat tables (raw memory the face owns: no exclusivity checks or
/// copies on the hot path; `FontMetrics`' lock keeps one thread at a time here); other
/// characters in a dictionary.
private final class Face {
  private var library: FT_Library?
  private var face: FT_Face?
  let unitsPerEm: Double
  let height: Double
  let ascender: Double
  private let kerning: Bool
  private var advances: [UInt32: (glyph: UInt32, advance: Double)] = [:]
  /// Glyph and advance of each ASCII character; the advance is NaN until measured.
  private let asciiGlyphs = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
  private let asciiAdvances = UnsafeMutablePointer<Double>.allocate(capacity: 128)
  /// The kerning of each pair of ASCII characters (first × 128 + second); NaN until asked.
  private let asciiKerning = UnsafeMutablePointer<Double>.allocate(capacity: 128 * 128)

  init?(path: String) {
    asciiGlyphs.initialize(repeating: 0, count: 128)
    asciiAdvances.initialize(repeating: .nan, count: 128)
    asciiKerning.initialize(repeating: .nan, count: 128 * 128)
    guard FileManager.default.isReadableFile(atPath: path), FT_Init_FreeType(&library) == 0 else { return nil }
    guard FT_New_Face(library, path, 0, &face) == 0, let face else {
      FT_Done_FreeType(library)
      return nil
    }
    unitsPerEm = Double(face.pointee.units_per_EM)
    height = Double(face.pointee.height)
    ascender = Double(face.pointee.ascender)
    kerning = cft_has_kerning(face) != 0
  }

  deinit {
    if let face { FT_Done_Face(face) }
    if let library { FT_Done_FreeType(library) }
    asciiGlyphs.deallocate()
    asciiAdvances.deallocate()
    asciiKerning.deallocate()
  }

  /// The advance of a line of text, in font units.
  func advance(of text: String) -> Double {
    var total = 0.0
    var previous: (scalar: UInt32, glyph: UInt32)?
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let (glyph, advance) = measure(value)
      if kerning, let previous, glyph != 0 {
        total += pair(previous, (value, glyph))
      }
      total += advance
      previous = (value, glyph)
    }
    return total
  }

  private func measure(_ scalar: UInt32) -> (glyph: UInt32, advance: Double) {
    if scalar < 128 {
      let index = Int(scalar)
      if !asciiAdvances[index].isNaN { return (asciiGlyphs[index], asciiAdvances[index]) }
      let measured = load(scalar)
      (asciiGlyphs[index], asciiAdvances[index]) = measured
      return measured
    }
    if let known = advances[scalar] { return known }
    let measured = load(scalar)
    advances[scalar] = measured
    return measured
  }

  private func load(_ scalar: UInt32) -> (glyph: UInt32, advance: Double) {
    let glyph = FT_Get_Char_Index(face, FT_ULong(scalar))
    var advance = 0.0
    if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face?.pointee.glyph {
      advance = Double(slot.pointee.advance.x)
    }
    return (glyph, advance)
  }

  /// The kerning between two glyphs, in font units.
  private func pair(_ first: (scalar: UInt32, glyph: UInt32), _ second: (scalar: UInt32, glyph: UInt32)) -> Double {
    guard first.scalar < 128, second.scalar < 128 else { return kern(first.glyph, second.glyph) }
    let index = Int(first.scalar) * 128 + Int(second.scalar)
    if !asciiKerning[index].isNaN { return asciiKerning[index] }
    let value = kern(first.glyph, second.glyph)
    asciiKerning[index] = value
    return value
  }

  private func kern(_ first: UInt32, _ second: UInt32) -> Double {
    var delta = FT_Vector()
    guard FT_Get_Kerning(face, first, second, UInt32(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
    return Double(delta.x)
  }
}
