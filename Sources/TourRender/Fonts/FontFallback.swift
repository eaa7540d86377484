import CFreeType
import FoundationEssentials
import TourCore

/// The fonts text is drawn in, in the order they are tried for each character: the families
/// a tour names (or, by default, DejaVu Sans; Roboto on Android), then DejaVu Sans, Noto Sans,
/// Noto Sans Arabic, Noto Sans Hebrew, Noto Sans CJK JP, the Noto Sans of the scripts of South
/// and South-East Asia and a few more (Thai, Lao, Khmer, Myanmar, Devanagari, Bengali, Tamil,
/// Telugu, ..., the fonts fontconfig picks for those languages), and Noto Color Emoji (Debian:
/// fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji). An emoji with
/// emoji presentation tries Noto Color Emoji first. Markup's italic text is set in the first
/// family's italic face (its regular one when it has none) and mono text in DejaVu Sans Mono;
/// the fallbacks are upright. The first family's regular and bold faces are opened at start;
/// each other face when a character first needs it.
final class FontFallback {
  /// One font of the list: its files (regular and bold) and, in a collection, the family.
  struct Font {
    var regular: String
    var bold: String?
    var family: String?
  }

  /// Folders searched for the fonts, `TOURHOST_FONT_DIR` first.
  static let folders = [
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto",
    "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu", "/usr/share/fonts/noto", "/usr/share/fonts/noto-cjk",
    "/usr/share/fonts/google-noto", "/usr/share/fonts/google-noto-emoji", "/usr/local/share/fonts",
  ]

  /// DejaVu Sans, after the families a tour names.
  static let dejaVu = Font(regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf")
  /// The list after DejaVu Sans.
  static let fallbacks =
    [
      Font(regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf"),
      Font(regular: "NotoSansArabic-Regular.ttf", bold: "NotoSansArabic-Bold.ttf"),
      Font(regular: "NotoSansHebrew-Regular.ttf", bold: "NotoSansHebrew-Bold.ttf"),
      Font(regular: "NotoSansCJK-Regular.ttc", bold: "NotoSansCJK-Bold.ttc", family: "Noto Sans CJK JP"),
    ] + scripts.map { Font(regular: "NotoSans\($0)-Regular.ttf", bold: "NotoSans\($0)-Bold.ttf") } + [
      Font(regular: "NotoColorEmoji.ttf", bold: nil)
    ]
  /// The scripts with a Noto Sans of their own in the list (fonts-noto-core).
  static let scripts = [
    "Thai", "Lao", "Khmer", "Myanmar", "Devanagari", "Bengali", "Tamil", "Telugu", "Gujarati", "Gurmukhi", "Kannada",
    "Malayalam", "Sinhala", "Georgian", "Armenian", "Ethiopic",
  ]

  private let library: FreeTypeLibrary
  private let searched: [String]
  /// The families named first, the first one's regular and bold faces already open.
  private let families: [OpenedFamily]
  /// The fonts after them, found by file name in `searched`.
  private let named: [Font]
  /// Named fonts' faces by position in `named`, regular then bold; `.some(nil)` once a font
  /// was looked for and not found.
  private var regular: [Int: FontFace?] = [:]
  private var bold: [Int: FontFace?] = [:]
  private var mono: [TextFace: FontFace] = [:]
  /// The face found for each single-scalar cluster, by face style, and whether it was missing
  /// from every font.
  private var chosen: [TextFace: [UInt32: (face: FontFace?, missing: Bool)]] = [:]

  /// The list with `families` first (the first one open), then the fallbacks, opened by
  /// `library` when first needed.
  init(library: FreeTypeLibrary, families: [OpenedFamily], folders: [String]) {
    self.library = library
    self.families = families
    named = (families.contains { $0.faces.family == "DejaVu Sans" } ? [] : [Self.dejaVu]) + Self.fallbacks
    searched = folders
  }

  private var emojiPosition: Int { families.count + named.count - 1 }

  /// The first family's regular or bold face.
  func primary(bold isBold: Bool) -> FontFace { families[0].face(bold: isBold, italic: false) }

  /// The first family's face for `style`; mono text's in DejaVu Sans Mono (its regular face
  /// when that one is not installed).
  func primary(_ style: TextFace) -> FontFace {
    if style.isPlain { return primary(bold: style.bold) }
    guard style.code else { return families[0].face(bold: style.bold, italic: style.italic) }
    if let known = mono[style] { return known }
    let opened = open(Self.dejaVuFile(style), family: nil) ?? primary(bold: style.bold)
    mono[style] = opened
    return opened
  }

  /// The file of DejaVu Sans's face for `style`: `DejaVuSans-BoldOblique.ttf`, `DejaVuSansMono.ttf`, ...
  static func dejaVuFile(_ style: TextFace) -> String {
    let weight = (style.bold ? "Bold" : "") + (style.italic ? "Oblique" : "")
    return "DejaVuSans" + (style.code ? "Mono" : "") + (weight.isEmpty ? "" : "-" + weight) + ".ttf"
  }

  /// The face for one grapheme cluster: the first in the list that has every visible scalar
  /// of it; nil when the cluster has nothing visible (a joiner, a direction mark) or when no
  /// font has it (`missing` is then true). A cluster of one scalar (most text) is looked for
  /// once per face style.
  func face(for cluster: [Unicode.Scalar], style: TextFace, missing: inout Bool) -> FontFace? {
    guard cluster.count == 1 else { return search(cluster, style: style, missing: &missing) }
    if let known = chosen[style]?[cluster[0].value] {
      missing = missing || known.missing
      return known.face
    }
    var found = false
    let face = search(cluster, style: style, missing: &found)
    chosen[style, default: [:]][cluster[0].value] = (face, found)
    missing = missing || found
    return face
  }

  private func search(_ cluster: [Unicode.Scalar], style: TextFace, missing: inout Bool) -> FontFace? {
    let visible = cluster.filter { !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control }
    guard !visible.isEmpty else { return nil }
    let wantsEmoji = cluster.contains("\u{FE0F}") || (visible[0].properties.isEmojiPresentation && !cluster.contains("\u{FE0E}"))
    let order = wantsEmoji ? [emojiPosition] + Array(0..<emojiPosition) : Array(0...emojiPosition)
    for position in order {
      guard let face = position == 0 ? primary(style) : face(at: position, style: style) else { continue }
      if visible.allSatisfy({ face.hasGlyph($0.value) }) { return face }
    }
    missing = true
    return primary(style)
  }

  private func face(at position: Int, style: TextFace) -> FontFace? {
    if position < families.count { return families[position].face(bold: style.bold, italic: style.italic) }
    let index = position - families.count
    if let known = style.bold ? bold[index] : regular[index] { return known }
    let font = named[index]
    let file = style.bold ? font.bold ?? font.regular : font.regular
    let opened = open(file, family: font.family)
    if style.bold { bold[index] = .some(opened) } else { regular[index] = .some(opened) }
    return opened
  }

  private func open(_ file: String, family: String?) -> FontFace? {
    for folder in searched {
      let path = folder.appendingPathPart(file)
      guard FileManager.default.isReadableFile(atPath: path) else { continue }
      guard let family else { return FontFace(library: library, path: path) }
      // A collection: the face of the family asked for.
      for index in 0..<16 {
        guard let face = FontFace(library: library, path: path, index: index) else { break }
        if face.family == family { return face }
      }
    }
    return nil
  }
}

/// A family a tour names, its faces opened when first needed (its regular and bold ones at
/// start, for the fast path).
final class OpenedFamily {
  let faces: FontFaces
  private let library: FreeTypeLibrary
  private let regular: FontFace
  private let bold: FontFace
  /// The italic faces, once opened.
  private var opened: [FontFaces.File: FontFace] = [:]

  /// The family with its regular and bold faces already open.
  init(_ faces: FontFaces, library: FreeTypeLibrary, regular: FontFace, bold: FontFace) {
    self.faces = faces
    self.library = library
    self.regular = regular
    self.bold = bold
  }

  /// The face for the style (upright text, most of it, without a lookup), or the family's
  /// regular face when an italic one cannot be read.
  func face(bold isBold: Bool, italic isItalic: Bool) -> FontFace {
    guard isItalic else { return isBold ? bold : regular }
    let file = faces.file(bold: isBold, italic: true)
    if file == faces.regular { return regular }
    if file == faces.bold { return bold }
    if let known = opened[file] { return known }
    let face = FontFace(library: library, path: file.path, index: file.index) ?? regular
    opened[file] = face
    return face
  }
}
