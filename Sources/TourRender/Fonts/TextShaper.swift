import CTextOnDemand
import TourCore

/// One line of text shaped: its glyphs in visual order (left to right), each in the face that
/// has it, positioned in ems from the line's left end and baseline (y up).
struct ShapedLine {
  struct Glyph {
    let face: FontFace
    let index: UInt32
    /// The offset, in Unicode scalars, of the first character the glyph draws.
    let cluster: Int
    let x: Double
    let y: Double
  }

  var glyphs: [Glyph] = []
  /// The advance of the whole line, in ems.
  var width = 0.0
}

/// Shapes lines: the Unicode bidirectional algorithm (FriBidi) with the screen's direction as
/// the paragraph's base, the line cut into runs of one level, script and face
/// (`ShapingRuns`), then HarfBuzz over each run, in the face `FontFallback` picks for each
/// grapheme cluster, with the face's own HarfBuzz font (made once). Results are kept (a layout measures the same line several
/// times) in two generations of `cacheLimit` lines: when the newer is full it becomes the older
/// and the older is dropped, so that a long hint laid out again at another width (a body sized,
/// then squeezed, then drawn) finds the lines of the layout before, instead of a cache emptied
/// half-way through it (a hint of 4,000 mixed-script characters was shaped all over again).
final class TextShaper {
  let fallback: FontFallback
  private var cache: [Key: ShapedLine] = [:]
  private var older: [Key: ShapedLine] = [:]
  static let cacheLimit = 8192

  private struct Key: Hashable {
    let text: String
    let face: TextFace
    let direction: LayoutDirection
  }

  init(fallback: FontFallback) { self.fallback = fallback }

  /// The line shaped in `face` (and the fallbacks), in a paragraph of `direction`.
  func shape(_ text: String, face: TextFace, direction: LayoutDirection) -> ShapedLine {
    let key = Key(text: text, face: face, direction: direction)
    if let known = cache[key] { return known }
    let shaped = older[key] ?? layout(text, style: face, direction: direction)
    if cache.count >= Self.cacheLimit {
      older = cache
      cache = [:]
    }
    cache[key] = shaped
    return shaped
  }

  /// Whether every character of the line is in DejaVu Sans and none is written right to left:
  /// then an SVG `<text>` in DejaVu Sans draws it exactly so in every viewer (they shape with
  /// HarfBuzz too), and it stays text in the picture.
  func isPlain(_ text: String, face: TextFace) -> Bool {
    let primary = fallback.primary(face)
    return text.unicodeScalars.allSatisfy { scalar in
      !Self.isRightToLeft(scalar) && !scalar.properties.isEmojiPresentation && scalar != "\u{FE0F}"
        && (scalar.properties.isDefaultIgnorableCodePoint || primary.hasGlyph(scalar.value))
    }
  }

  /// The characters no font of the list has, each once, in the order they appear.
  func missingCharacters(in text: String) -> [Character] {
    var found: [Character] = []
    for character in text where !character.isASCII && !found.contains(character) {
      var missing = false
      _ = fallback.face(for: Array(character.unicodeScalars), style: .regular, missing: &missing)
      if missing { found.append(character) }
    }
    return found
  }

  /// Scalars of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their
  /// presentation forms) and the right-to-left marks and embeddings.
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
    case 0x200F, 0x202B, 0x202E, 0x2067: true
    default: false
    }
  }

  private func layout(_ text: String, style: TextFace, direction: LayoutDirection) -> ShapedLine {
    var line = ShapedLine()
    var scalars: [UInt32] = []
    var faces: [FontFace] = []
    var current: FontFace?
    for character in text {
      let cluster = Array(character.unicodeScalars)
      var missing = false
      let face = fallback.face(for: cluster, style: style, missing: &missing) ?? current ?? fallback.primary(style)
      current = face
      scalars += cluster.map(\.value)
      faces += repeatElement(face, count: cluster.count)
    }
    guard !scalars.isEmpty, let runs = ShapingRuns(scalars: scalars, faces: faces, direction: direction) else { return line }
    var pen = 0.0
    for run in runs.runs {
      guard let font = run.face.harfBuzzFont, let shaped = Self.shape(run, of: scalars, with: font) else { return ShapedLine() }
      let scale = run.face.unitsPer26Dot6Em
      for glyph in shaped {
        line.glyphs.append(
          .init(
            face: run.face, index: glyph.glyph, cluster: Int(glyph.cluster), x: pen + Double(glyph.x_offset) / scale,
            y: Double(glyph.y_offset) / scale)
        )
        pen += Double(glyph.x_advance) / scale
      }
    }
    line.width = pen
    return line
  }

  /// HarfBuzz's glyphs for `run` of `scalars` (the whole line seen as its context); nil when
  /// HarfBuzz cannot shape (it cannot be loaded, or runs out of memory).
  private static func shape(_ run: ShapingRuns.Run, of scalars: [UInt32], with font: UnsafeMutableRawPointer) -> [tourhost_glyph]? {
    // Room for a glyph a scalar and some more; a script that makes more is shaped again.
    var glyphs = [tourhost_glyph](repeating: tourhost_glyph(), count: run.count + 8)
    for _ in 0..<2 {
      let count = Int(
        tourhost_shape(
          font, scalars, Int32(scalars.count), Int32(run.start), Int32(run.count), run.script, run.rightToLeft ? 1 : 0, &glyphs,
          Int32(glyphs.count)))
      guard count >= 0 else { return nil }
      if count <= glyphs.count {
        glyphs.removeLast(glyphs.count - count)
        return glyphs
      }
      glyphs = [tourhost_glyph](repeating: tourhost_glyph(), count: count)
    }
    return nil
  }
}
