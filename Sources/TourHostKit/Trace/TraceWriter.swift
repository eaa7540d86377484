import Foundation
import TourCore

/// Writes the trace as JSON Lines, one event a line, to a file or standard output. Lines are
/// buffered and written out by `flush()` (and once the buffer holds 64 KiB).
public final class TraceWriter: TourEventRecorder {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  /// Called for every event, after it is written (the runner counts errors with it).
  public var onEvent: ((TourEvent) -> Void)?

  public init(handle: FileHandle) {
    self.handle = handle
  }

  /// A writer to the file at `path` (created or truncated).
  ///
  /// The path is opened where it is, never replaced: `FileManager.createFile` writes a
  /// temporary file and renames it over the path, which, run as root with `--trace /dev/null`,
  /// turned /dev/null into a regular file.
  public convenience init(path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    self.init(handle: FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  public func record(_ event: TourEvent, at time: Instant) {
    TraceEncoding.json(event, at: time).write(to: &buffer)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= 1 << 16 { flush() }
    onEvent?(event)
  }

  /// Writes what is buffered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    handle.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
