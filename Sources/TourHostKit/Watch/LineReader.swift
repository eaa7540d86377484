import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Lines from a file descriptor, read as they come (after `poll` says it is readable)
/// without blocking on a partial line.
public final class LineReader {
  public let fileDescriptor: Int32
  private var pending: [UInt8] = []
  /// Whether the other end has closed (what is left is returned as a last line).
  public private(set) var isAtEnd = false

  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// Reads what can be read now (one `read`) and returns the lines it completed, without
  /// their newlines. At the end of input, a last line without a newline is returned too.
  public func readLines() -> [String] {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      pending += chunk[0..<count]
    } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
      isAtEnd = true
    }
    var lines: [String] = []
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(String(decoding: pending[..<newline], as: UTF8.self))
      pending.removeSubrange(...newline)
    }
    if isAtEnd, !pending.isEmpty {
      lines.append(String(decoding: pending, as: UTF8.self))
      pending = []
    }
    return lines
  }
}
