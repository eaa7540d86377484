import CFreeType
import CTextOnDemand
import FoundationEssentials
import TourCore

/// One face of a font file, opened with FreeType and sized so that HarfBuzz's positions come
/// out in exact font units: a scalable face at one pixel per font unit, unhinted; a colour
/// bitmap face (Noto Color Emoji) at its first strike. Its glyphs' outlines and colour bitmaps
/// are read once and kept, and its unscaled advances (`advances`, the ASCII fast path of
/// `FontMetrics`).
final class FontFace {
  /// The FreeType face.
  let face: FT_Face
  /// HarfBuzz's font over the face, made when the face first shapes a line.
  private var madeFont: UnsafeMutableRawPointer?
  /// The family, as the font names it ("DejaVu Sans", "Noto Sans CJK JP").
  let family: String
  /// Whether the face's glyphs are colour bitmaps rather than outlines.
  let isColor: Bool
  /// HarfBuzz's 26.6 units in one em at the face's size: positions divided by this are ems.
  let unitsPer26Dot6Em: Double
  let unitsPerEm: Double
  /// The font's line height (ascender to descender plus line gap) and ascender, in font units.
  let height: Double
  let ascender: Double
  /// Its advances and kerning pairs, unscaled.
  let advances: GlyphAdvances
  private let library: FreeTypeLibrary
  private var outlines: [UInt32: GlyphOutline] = [:]
  private var bitmaps: [UInt32: ColorGlyph?] = [:]

  /// Opens face `index` of the file at `path`; nil when FreeType cannot read it.
  init?(library: FreeTypeLibrary, path: String, index: Int = 0) {
    var opened: FT_Face?
    guard FileManager.default.isReadableFile(atPath: path), FT_New_Face(library.handle, path, index, &opened) == 0, let opened else {
      return nil
    }
    self.library = library
    face = opened
    family = opened.pointee.family_name.map { String(cString: $0) } ?? path.fileName
    unitsPerEm = Double(max(opened.pointee.units_per_EM, 1))
    height = Double(opened.pointee.height)
    ascender = Double(opened.pointee.ascender)
    advances = GlyphAdvances(face: opened)
    if cft_is_scalable(opened) != 0 {
      isColor = false
      let units = FT_F26Dot6(opened.pointee.units_per_EM) * 64
      guard FT_Set_Char_Size(opened, units, units, 72, 72) == 0 else {
        FT_Done_Face(opened)
        return nil
      }
    } else {
      isColor = cft_has_color(opened) != 0
      guard opened.pointee.num_fixed_sizes > 0, FT_Select_Size(opened, 0) == 0 else {
        FT_Done_Face(opened)
        return nil
      }
    }
    // HarfBuzz's scale: a scalable face's 16.16 x_scale times its units per em; a bitmap
    // face's pixels per em, in 26.6.
    let metrics = opened.pointee.size.pointee.metrics
    unitsPer26Dot6Em = cft_is_scalable(opened) != 0 ? Double(metrics.x_scale) * unitsPerEm / 65536 : Double(metrics.x_ppem) * 64
  }

  deinit {
    if let madeFont { tourhost_shaping_font_destroy(madeFont) }
    FT_Done_Face(face)
  }

  /// HarfBuzz's font over the face, unhinted, made once (it holds a reference to the face, and
  /// caches what it reads of the face's tables).
  var harfBuzzFont: UnsafeMutableRawPointer? {
    if let madeFont { return madeFont }
    madeFont = tourhost_shaping_font(UnsafeMutableRawPointer(face))
    return madeFont
  }

  /// Whether the face has a glyph for the scalar.
  func hasGlyph(_ scalar: UInt32) -> Bool { FT_Get_Char_Index(face, FT_ULong(scalar)) != 0 }

  /// The glyph's outline, in ems with y up from the baseline (empty for a space).
  func outline(_ glyph: UInt32) -> GlyphOutline {
    if let known = outlines[glyph] { return known }
    var outline = GlyphOutline()
    let flags = Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
    if FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
      outline = GlyphOutline(decomposing: &slot.pointee.outline, unitsPerEm: unitsPerEm)
    }
    outlines[glyph] = outline
    return outline
  }

  /// The glyph's colour bitmap, for a colour face; nil when it has none.
  func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
    if let known = bitmaps[glyph] { return known }
    var bitmap: ColorGlyph?
    if isColor, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph {
      bitmap = ColorGlyph(slot: slot.pointee, pixelsPerEm: Double(face.pointee.size.pointee.metrics.x_ppem))
    }
    bitmaps[glyph] = bitmap
    return bitmap
  }
}

/// A FreeType library handle, released after the last face opened with it.
final class FreeTypeLibrary {
  let handle: FT_Library

  init?() {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    handle = library
  }

  deinit { FT_Done_FreeType(handle) }
}
