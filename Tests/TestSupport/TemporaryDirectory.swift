import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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
  @discardableResult
  public func write(_ name: String, data: Data) -> URL {
    let file = url.appendingPathComponent(name)
    try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    Self.write(data, to: file.path)
    return file
  }

  /// Writes `data` to `path` through a descriptor closed on exec. `Data.write(to:)` opens
  /// without `O_CLOEXEC`: a child another test spawns in that instant keeps the file open,
  /// and inotify hears it closed only when the child exits, after files written later (the
  /// watcher's tests then saw two saves out of order).
  static func write(_ data: Data, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    precondition(descriptor >= 0, "cannot write \(path): \(String(cString: strerror(errno)))")
    defer { close(descriptor) }
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0, errno == EINTR { continue }
        precondition(count > 0, "cannot write \(path): \(String(cString: strerror(errno)))")
        offset += count
      }
    }
  }

  /// Writes `text` to `name` (creating folders in the name) and returns its URL.
  @discardableResult
  public func write(_ name: String, _ text: String) -> URL {
    let file = url.appendingPathComponent(name)
    try! FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    Self.write(Data(text.utf8), to: file.path)
    return file
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The text of the file `name`, or nil when there is none.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }
}
