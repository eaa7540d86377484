import TourLua

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a whole file with `open(2)` and `read(2)`, so that a failure carries the system's
/// reason (`no such file or directory`, `is a directory`, `permission denied`).
enum FileContents {
  /// The file's bytes.
  /// - Parameter most: with a cap, only a regular file of at most `most` bytes is read (a
  ///   FIFO, a device or a bigger file is refused, saying which), never blocking on a FIFO.
  /// - Throws: the system's reason, starting in lower case.
  static func read(_ path: String, most: Int? = nil) throws(FileReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | (most == nil ? 0 : O_NONBLOCK))
    guard descriptor >= 0 else { throw FileReadError(reason: OutputError.reason(errno: errno)) }
    defer { close(descriptor) }
    if let most {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw FileReadError(reason: OutputError.reason(errno: errno)) }
      guard status.st_mode & S_IFMT == S_IFREG else { throw FileReadError(reason: "it is not a regular file") }
      guard status.st_size <= most else { throw FileReadError(reason: "it is \(status.st_size) bytes; at most \(most) are read") }
    }
    do { return try DescriptorReader.read(descriptor) } catch { throw FileReadError(reason: OutputError.reason(errno: error.code)) }
  }
}

/// Why a file could not be read, in the system's words.
struct FileReadError: Error {
  var reason: String
}
