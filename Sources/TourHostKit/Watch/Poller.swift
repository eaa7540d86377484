#if canImport(Glibc)
  import Glibc
#endif

/// Waits for file descriptors to become readable, with `poll(2)`.
public enum Poller {
  /// The descriptors among `descriptors` that are readable (or closed) within `timeout`
  /// seconds (nil: no limit); empty when the time ran out.
  public static func readable(_ descriptors: [Int32], timeout: Double?) -> [Int32] {
    var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let milliseconds = timeout.map { Int32(max(0, min($0 * 1000, Double(Int32.max))).rounded(.up)) } ?? -1
    var ready: Int32
    repeat {
      ready = poll(&fds, nfds_t(fds.count), milliseconds)
    } while ready < 0 && errno == EINTR
    guard ready > 0 else { return [] }
    return fds.filter { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }.map(\.fd)
  }
}
