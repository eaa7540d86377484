import Foundation

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
    try! data.write(to: file)
    return file
  }

  /// Writes `text` to `name` (creating folders in the name) and returns its URL.
  @discardableResult
  public func write(_ name: String, _ text: String) -> URL {
    let file = url.appendingPathComponent(name)
    try! FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: file)
    return file
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The text of the file `name`, or nil when there is none.
  public func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
  }
}
