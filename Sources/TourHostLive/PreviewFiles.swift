import FoundationEssentials
import TourCore
import TourHostKit
import TourLua

/// The files the preview page may load: the screen's picture (`screen.image`), by the name
/// the SVG gives it. Read by the server's tasks, written by the engine's thread.
final class PreviewFiles: @unchecked Sendable {
  private let lock = ThreadLock()
  private var image: (name: String, folder: URL)?

  /// The tour's screen picture now (after a start, a reload or a restart).
  func update(image name: String?, folder: URL) {
    lock.withLock { image = name.map { ($0, folder) } }
  }

  /// The file for a path the page asked for, if it is the screen's picture, through the door
  /// every file of a tour comes through (inside the script's real folder, a regular file,
  /// capped), checked again now: a link made after the tour loaded is not followed out.
  func url(for path: String) -> URL? {
    guard let (name, folder) = lock.withLock({ image }), name == path,
      case .success(let real) = TourFolder(folder: folder).file(name, as: .picture)
    else { return nil }
    return URL(fileURLWithPath: real)
  }
}
