import Foundation
import TourHostKit

/// The files the preview page may load: the screen's picture (`screen.image`), by the name
/// the SVG gives it. Read by the server's tasks, written by the engine's thread.
final class PreviewFiles: @unchecked Sendable {
  private let lock = NSLock()
  private var image: (name: String, url: URL)?

  /// The tour's screen picture now (after a start, a reload or a restart).
  func update(image name: String?, folder: URL) {
    lock.withLock { image = name.map { ($0, folder.appendingPathComponent($0)) } }
  }

  /// The file for a path the page asked for, if it is the screen's picture.
  func url(for path: String) -> URL? {
    lock.withLock { image.flatMap { $0.name == path ? $0.url : nil } }
  }
}
