import FoundationEssentials
import TourCore

/// The fonts a process has opened for tours, by the families they set text in: a check plays a
/// tour in many configurations and a live run reloads it on every save, and each opens its
/// fonts once.
final class FontCache: @unchecked Sendable {
  static let shared = FontCache()

  private let lock = ThreadLock()
  private var metrics: [[FontFaces]: FontMetrics] = [:]
  private var installed: [String: FontFaces?] = [:]

  /// The profile of `sources` (font files and installed families) before `base`'s families;
  /// nil when `sources` is empty.
  func profile(_ sources: [TourFonts.Source], after base: FontMetrics) -> Result<PlatformText.Profile?, FontsError> {
    guard !sources.isEmpty else { return .success(nil) }
    var families: [FontFaces] = []
    var files: [String] = []
    func flushFiles() -> FontsError? {
      guard !files.isEmpty else { return nil }
      defer { files = [] }
      switch FontFaces.families(ofFiles: files) {
      case .failure(let error): return error
      case .success(let read): families += read.filter { family in !families.contains { $0.family == family.family } }
      }
      return nil
    }
    for source in sources {
      switch source {
      case .file(let path): files.append(path)
      case .family(let name):
        if let error = flushFiles() { return .failure(error) }
        guard let faces = installedFamily(name) else {
          return .failure(FontsError("no family '\(name)' is installed (fc-list : family lists those that are)"))
        }
        families.append(faces)
      }
    }
    if let error = flushFiles() { return .failure(error) }
    let after = base.families.filter { family in !families.contains { $0.family == family.family } }
    guard let opened = metrics(families + after) else {
      return .failure(FontsError("'\(families[0].regular.path.fileName)' cannot be opened"))
    }
    return .success(PlatformText.Profile(measurer: opened, fonts: families.map(\.family).joined(separator: ", ")))
  }

  /// Roboto before `base`'s families: the Android profile's default; nil when it is not
  /// installed (Debian: fonts-roboto).
  func roboto(after base: FontMetrics) -> PlatformText.Profile? {
    guard let faces = installedFamily("Roboto"), let opened = metrics([faces] + base.families) else { return nil }
    return PlatformText.Profile(measurer: opened, fonts: "Roboto")
  }

  private func installedFamily(_ name: String) -> FontFaces? {
    lock.lock()
    defer { lock.unlock() }
    if let known = installed[name] { return known }
    let found = InstalledFonts.family(name)
    installed[name] = found
    return found
  }

  private func metrics(_ families: [FontFaces]) -> FontMetrics? {
    lock.lock()
    defer { lock.unlock() }
    if let known = metrics[families] { return known }
    guard let opened = FontMetrics(families: families, fallbackFolders: FontMetrics.fallbackFolders) else { return nil }
    metrics[families] = opened
    return opened
  }
}
