#if canImport(Glibc)
  import Glibc
#endif

/// A file descriptor written with `write(2)`, every failure reported as an `OutputError`.
///
/// Foundation's `FileHandle.write(_:)` cannot report a failure: it traps (a full disk, a
/// closed pipe or `/proc/version` crashed tourhost with SIGILL). Everything the product
/// writes to a file or a standard stream goes through here instead.
public struct FileOutput: Sendable {
  /// The descriptor written to.
  public let descriptor: Int32
  /// What is written (`the trace`), for messages.
  public let what: String
  /// Where it goes (a path, or `standard output`), for messages.
  public let destination: String

  public init(descriptor: Int32, what: String, destination: String) {
    self.descriptor = descriptor
    self.what = what
    self.destination = destination
  }

  /// Standard output.
  public static func standardOutput(writing what: String) -> FileOutput {
    FileOutput(descriptor: STDOUT_FILENO, what: what, destination: "standard output")
  }

  /// Opens `path` for writing where it is (created or truncated, never replaced: a symbolic
  /// link or `/dev/null` stays what it is).
  public static func open(_ path: String, writing what: String) throws(OutputError) -> FileOutput {
    let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputError(what: what, destination: path, errno: errno) }
    return FileOutput(descriptor: descriptor, what: what, destination: path)
  }

  /// Writes every byte, retrying after interruptions and short writes.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    guard let start = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, start + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw OutputError(what: what, destination: destination, errno: errno)
      }
      if written == 0 { throw OutputError(what: what, destination: destination, reason: "nothing could be written") }
      offset += written
    }
  }

  /// Writes a string's UTF-8 bytes.
  public func write(_ text: String) throws(OutputError) {
    try write(Array(text.utf8))
  }

  /// Writes bytes.
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    // `withUnsafeBytes` rethrows untyped: the failure is carried out of the closure by hand.
    var failure: OutputError?
    bytes.withUnsafeBytes { raw in
      do throws(OutputError) { try write(raw) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Closes the descriptor; a failure to close (NFS, a full disk) is a failure to write.
  public func close() throws(OutputError) {
    if Glibc.close(descriptor) != 0, errno != EINTR {
      throw OutputError(what: what, destination: destination, errno: errno)
    }
  }
}
