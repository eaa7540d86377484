import CFreeType
import Foundation
import TourCore

/// The fonts text is drawn in, in the order they are tried for each character: DejaVu Sans,
/// then Noto Sans, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans CJK JP, the Noto Sans of the
/// scripts of South and South-East Asia and a few more (Thai, Lao, Khmer, Myanmar, Devanagari,
/// Bengali, Tamil, Telugu, ..., the fonts fontconfig picks for those languages), and Noto Color
/// Emoji (Debian: fonts-dejavu-core, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji). An
/// emoji with emoji presentation tries Noto Color Emoji first. Markup's oblique and mono text
/// starts with DejaVu Sans Oblique or DejaVu Sans Mono; the fallbacks are upright. Only DejaVu Sans is opened at
/// start; each other font when a character first needs it.
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
  static let emojiIndex = fallbacks.count  // the list's last, counting DejaVu Sans as 0

  private let library: FreeTypeLibrary
  private let searched: [String]
  /// DejaVu Sans, regular and bold, and the other faces of markup (oblique, mono) once opened.
  private let primaryRegular: FontFace
  private let primaryBold: FontFace
  private var primaryStyled: [TextFace: FontFace] = [:]
  /// Faces by list position, regular then bold; `.some(nil)` once a font was looked for and not found.
  private var regular: [Int: FontFace?] = [:]
  private var bold: [Int: FontFace?] = [:]
  /// The face found for each single-scalar cluster, by face style, and whether it was missing
  /// from every font.
  private var chosen: [TextFace: [UInt32: (face: FontFace?, missing: Bool)]] = [:]

  /// The list with DejaVu Sans's faces, opened by `library` (the fallbacks are opened with it).
  init(library: FreeTypeLibrary, regular dejaVuRegular: FontFace, bold dejaVuBold: FontFace, folders: [String]) {
    self.library = library
    primaryRegular = dejaVuRegular
    primaryBold = dejaVuBold
    regular[0] = primaryRegular
    bold[0] = primaryBold
    searched = folders
  }

  /// DejaVu Sans.
  func primary(bold isBold: Bool) -> FontFace { isBold ? primaryBold : primaryRegular }

  /// DejaVu Sans (or DejaVu Sans Mono) in `style`'s face; the regular or bold face when that
  /// one is not installed (Debian: fonts-dejavu-extra has the oblique faces).
  func primary(_ style: TextFace) -> FontFace {
    if style.isPlain { return primary(bold: style.bold) }
    if let known = primaryStyled[style] { return known }
    let opened = open(Self.dejaVuFile(style), family: nil) ?? primary(bold: style.bold)
    primaryStyled[style] = opened
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
    let order = wantsEmoji ? [Self.emojiIndex] + Array(0..<Self.emojiIndex) : Array(0...Self.emojiIndex)
    for index in order {
      guard let face = index == 0 ? primary(style) : face(at: index, bold: style.bold) else { continue }
      if visible.allSatisfy({ face.hasGlyph($0.value) }) { return face }
    }
    missing = true
    return primary(style)
  }

  private func face(at index: Int, bold isBold: Bool) -> FontFace? {
    if let known = isBold ? bold[index] : regular[index] { return known }
    let font = Self.fallbacks[index - 1]
    let file = isBold ? font.bold ?? font.regular : font.regular
    let opened = open(file, family: font.family)
    if isBold { bold[index] = .some(opened) } else { regular[index] = .some(opened) }
    return opened
  }

  private func open(_ file: String, family: String?) -> FontFace? {
    for folder in searched {
      let path = (folder as NSString).appendingPathComponent(file)
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
