import TourHostKit

#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT and SIGTERM as a readable descriptor, so that the interactive loop can quit cleanly
/// (and put the terminal back) from its `poll`.
enum SignalPipe {
  nonisolated(unsafe) private static var writer: Int32 = -1
  nonisolated(unsafe) private static var reader: Int32 = -1

  /// The descriptor that becomes readable when SIGINT or SIGTERM arrives.
  static func install() -> Int32 {
    if reader >= 0 { return reader }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    reader = ends[0]
    writer = ends[1]
    InterruptSignals.install { _ in
      var byte: UInt8 = 1
      _ = write(SignalPipe.writer, &byte, 1)
      // The first signal starts the watch's grace (QuitWatch): the loop may be busy in Lua.
      if QuitWatch.signalled.load(ordering: .relaxed) == 0 { QuitWatch.signalled.store(QuitWatch.now(), ordering: .relaxed) }
    }
    return reader
  }
}
