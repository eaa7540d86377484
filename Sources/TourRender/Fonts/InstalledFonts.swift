import CFreeType
import CTextOnDemand
import FoundationEssentials
import TourCore

/// The families installed on the machine, as fontconfig lists them: a tour's `fonts` may name
/// one (`"Roboto"`), and the Android profile's default is Roboto (Debian: fonts-roboto).
enum InstalledFonts {
  private static let lock = ThreadLock()

  /// The faces of `family`: regular (roman, the weight nearest 400), bold (roman, the weight
  /// nearest 700 of those heavier than medium), italic and bold italic alike; nil when no face
  /// of that family is installed. Ties go to the file that sorts first, so the choice does not
  /// depend on the order fontconfig lists them in.
  static func family(_ name: String) -> FontFaces? {
    let found = faces(of: name).sorted { ($0.file.path, $0.file.index) < ($1.file.path, $1.file.index) }
    func nearest(_ weight: Int, italic: Bool, heavierThan floor: Int = -1) -> FontFaces.File? {
      found.filter { ($0.slant > 0) == italic && $0.weight > floor }.min { abs($0.weight - weight) < abs($1.weight - weight) }?.file
    }
    guard let regular = nearest(80, italic: false) ?? nearest(80, italic: true) else { return nil }
    let family = FontFaces(
      family: name, regular: regular, bold: nearest(200, italic: false, heavierThan: 100), italic: nearest(80, italic: true),
      boldItalic: nearest(200, italic: true, heavierThan: 100))
    return family
  }

  private struct Face {
    var file: FontFaces.File
    var weight: Int
    var slant: Int
  }

  private final class Collected {
    var faces: [Face] = []
  }

  private static func faces(of family: String) -> [Face] {
    lock.lock()
    defer { lock.unlock() }
    let collected = Collected()
    let context = Unmanaged.passUnretained(collected).toOpaque()
    _ = tourhost_family_faces(family, context) { context, file, index, weight, slant in
      guard let context, let file else { return }
      let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
      collected.faces.append(Face(file: FontFaces.File(path: String(cString: file), index: Int(index)), weight: Int(weight), slant: Int(slant)))
    }
    return collected.faces
  }
}
