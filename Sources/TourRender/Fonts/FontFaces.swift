import CFreeType
import FoundationEssentials
import TourCore

/// The faces of one family that text is set in: regular, bold, italic and bold italic, each a
/// file and the face's index in it. A face the family lacks is drawn in its regular or bold
/// face (as the platforms do without a synthesized slant).
public struct FontFaces: Hashable, Sendable {
  /// One face: a font file and the face's index in it (a collection holds several).
  public struct File: Hashable, Sendable {
    public var path: String
    public var index: Int
  }

  /// The family, as the font names it (`Roboto`, `SF Pro Text`).
  public var family: String
  public var regular: File
  public var bold: File?
  public var italic: File?
  public var boldItalic: File?

  /// The file of `style`'s face, or the nearest the family has (markup's mono text is not
  /// the family's: see `FontFallback`).
  func file(bold isBold: Bool, italic isItalic: Bool) -> File {
    switch (isBold, isItalic) {
    case (false, false): regular
    case (true, false): bold ?? regular
    case (false, true): italic ?? regular
    case (true, true): boldItalic ?? bold ?? italic ?? regular
    }
  }

  /// DejaVu Sans's faces in `folder` (its oblique faces when fonts-dejavu-extra is there).
  static func dejaVuSans(in folder: String) -> FontFaces? {
    func file(_ name: String) -> File? {
      let path = folder.appendingPathPart(name)
      return FileManager.default.isReadableFile(atPath: path) ? File(path: path, index: 0) : nil
    }
    guard let regular = file("DejaVuSans.ttf") else { return nil }
    return FontFaces(
      family: "DejaVu Sans", regular: regular, bold: file("DejaVuSans-Bold.ttf"), italic: file("DejaVuSans-Oblique.ttf"),
      boldItalic: file("DejaVuSans-BoldOblique.ttf"))
  }

  /// The families of font files, in the order they first appear, each face put where its
  /// style says (FreeType's bold and italic flags); a family given only in bold takes that
  /// face as its regular one too. A file FreeType cannot read is the error.
  static func families(ofFiles paths: [String]) -> Result<[FontFaces], FontsError> {
    guard let library = FreeTypeLibrary() else { return .failure(FontsError("FreeType cannot start")) }
    var families: [FontFaces] = []
    for path in paths {
      var opened: FT_Face?
      guard FT_New_Face(library.handle, path, 0, &opened) == 0, let opened else {
        return .failure(FontsError("'\(path.fileName)' is not a font FreeType can read"))
      }
      defer { FT_Done_Face(opened) }
      let family = opened.pointee.family_name.map { String(cString: $0) } ?? path.fileName
      let flags = opened.pointee.style_flags
      let (isItalic, isBold) = (flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0, flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0)
      let file = File(path: path, index: 0)
      guard let at = families.firstIndex(where: { $0.family == family }) else {
        families.append(FontFaces(family: family, regular: file, bold: isBold && !isItalic ? file : nil))
        families[families.count - 1].place(file, bold: isBold, italic: isItalic, first: true)
        continue
      }
      families[at].place(file, bold: isBold, italic: isItalic, first: false)
    }
    return .success(families)
  }

  private mutating func place(_ file: File, bold isBold: Bool, italic isItalic: Bool, first: Bool) {
    switch (isBold, isItalic) {
    case (false, false): regular = file
    case (true, false): bold = bold ?? file
    case (false, true): italic = italic ?? file
    case (true, true): boldItalic = boldItalic ?? file
    }
    if first, isBold || isItalic { regular = file }
  }
}
