import Foundation
import TourCore

/// Writes the trace as JSON Lines, one event a line, to a file or standard output. Lines are
/// buffered and written out by `flush()` (and once the buffer holds 64 KiB).
public final class TraceWriter: TourEventRecorder {
  private let handle: FileHandle
  private var buffer = Data()
  /// Called for every event, after it is written (the runner counts errors with it).
  public var onEvent: ((TourEvent) -> Void)?

  public init(handle: FileHandle) {
    self.handle = handle
  }

  /// A writer to the file at `path` (created or truncated).
  public convenience init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    self.init(handle: try FileHandle(forWritingTo: URL(fileURLWithPath: path)))
  }

  public func record(_ event: TourEvent, at time: Instant) {
    var line = TraceEncoding.json(event, at: time).text
    line += "\n"
    buffer.append(contentsOf: line.utf8)
    if buffer.count >= 1 << 16 { flush() }
    onEvent?(event)
  }

  /// Writes what is buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
