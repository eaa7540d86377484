import Foundation
import TourHostKit

/// A directory that exists for one test; files are written into it by name.
public final class TemporaryDirectory {
  public let url: URL

  public init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tourhost-tests-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `data` as `name` (folders made as needed).
  ///
  /// Through `FileOutput`, whose descriptor is closed on exec. `Data.write(to:)` opens
  /// without `O_CLOEXEC`: a child another test spawns in that instant keeps the file open,
  /// and inotify hears it closed only when the child exits, after files written later (the
  /// watcher's tests then saw two saves out of order).
  @discardableResult
  public func write(_ name: String, data: Data) -> URL {
    let file = url.appendingPathComponent(name)
    try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    do throws(OutputError) {
      let output = try FileOutput.open(file.path, writing: "a test's file")
      try output.write([UInt8](data))
      try output.close()
    } catch {
      preconditionFailure(error.description)
    }
    return file
  }

  /// Writes `text` to `name` (creating folders in the name) and returns its URL.
  @discardableResult
  public func write(_ name: String, _ text: String) -> URL {
    write(name, data: Data(text.utf8))
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The text of the file `name`, or nil when there is none.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }
}
