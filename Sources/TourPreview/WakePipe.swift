#if canImport(Glibc)
  import Glibc
#endif

/// Wakes a `poll` loop from another thread: `signal` writes a byte, which makes `descriptor`
/// (the read end) readable until the loop calls `drain`. The bytes only say "look": what to
/// look at is kept beside the pipe, under its owner's lock. Both ends are non-blocking (a
/// full pipe already says it) and closed on exec.
public final class WakePipe: @unchecked Sendable {
  /// The read end: the loop polls it.
  public let descriptor: Int32
  private let writer: Int32

  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    descriptor = ends[0]
    writer = ends[1]
  }

  deinit {
    close(descriptor)
    close(writer)
  }

  /// Makes `descriptor` readable.
  public func signal() {
    var one: UInt8 = 1
    _ = write(writer, &one, 1)
  }

  /// Empties the pipe, so that `descriptor` is not readable until the next `signal`.
  public func drain() {
    var bytes = [UInt8](repeating: 0, count: 256)
    while read(descriptor, &bytes, bytes.count) > 0 {}
  }
}
