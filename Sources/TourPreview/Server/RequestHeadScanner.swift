/// Follows request heads byte by byte, in constant memory and one pass, to say when one is
/// too long before anything parses it: the request line (up to its line feed) at most
/// `PreviewLimits.requestLineBytes`, the whole head (up to the empty line) at most
/// `PreviewLimits.headBytes`. Carriage returns do not count; empty lines before a request
/// line are skipped, as RFC 9112 §2.2 allows. After a head ends the next byte starts the next
/// request's head (the preview takes no request bodies).
public struct RequestHeadScanner: Sendable {
  /// What the bytes so far amount to.
  public enum Verdict: Equatable, Sendable {
    case withinLimits
    case requestLineTooLong
    case headTooLarge
  }

  private var headBytes = 0
  private var lineBytes = 0
  private var inRequestLine = true
  /// The verdict once a limit was passed; nothing after it changes it.
  public private(set) var verdict = Verdict.withinLimits

  public init() {}

  /// Takes the next bytes of the connection.
  public mutating func scan(_ bytes: some Sequence<UInt8>) -> Verdict {
    guard verdict == .withinLimits else { return verdict }
    for byte in bytes {
      take(byte)
      if verdict != .withinLimits { break }
    }
    return verdict
  }

  private mutating func take(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\r"):
      return
    case UInt8(ascii: "\n"):
      if lineBytes > 0 {
        lineBytes = 0
        inRequestLine = false
      } else if !inRequestLine {
        headBytes = 0
        inRequestLine = true
      }
    default:
      lineBytes += 1
      headBytes += 1
      if inRequestLine, lineBytes > PreviewLimits.requestLineBytes {
        verdict = .requestLineTooLong
      } else if headBytes > PreviewLimits.headBytes {
        verdict = .headTooLarge
      }
    }
  }
}
