#if canImport(Glibc)
  import Glibc
#endif

/// A file or stream that could not be written, with the system's reason, as a user reads it:
/// `cannot write the trace to /dev/full: no space left on device`.
public struct OutputError: Error, CustomStringConvertible, Sendable {
  /// What was being written (`the trace`, `the picture 001-mark-1.svg`), or empty.
  public var what: String
  /// Where it was going (a path, or `standard output`).
  public var destination: String
  /// Why it failed, in the system's words, starting in lower case.
  public var reason: String

  public init(what: String, destination: String, reason: String) {
    self.what = what
    self.destination = destination
    self.reason = reason
  }

  /// The failure of the last system call, as `errno` tells it.
  public init(what: String, destination: String, errno code: Int32) {
    self.init(what: what, destination: destination, reason: Self.reason(errno: code))
  }

  public var description: String {
    "cannot write \(what.isEmpty ? "" : what + " ")to \(destination): \(reason)"
  }

  /// `strerror`'s text with its first letter in lower case (`no space left on device`).
  public static func reason(errno code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
