import TourHostKit

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C and SIGTERM during a capture: noted (by a handler that only sets a flag), so that the
/// waiting thread stops the browser, removes its profile and exits with 130.
enum CaptureSignals {
  nonisolated(unsafe) private static var flag: sig_atomic_t = 0

  /// Installs the handlers (and unblocks the two signals, which a parent may have blocked).
  static func install() {
    InterruptSignals.install { _ in CaptureSignals.flag = 1 }
  }

  /// Whether SIGINT or SIGTERM came (never, before `install`).
  static var arrived: Bool { flag != 0 }
}
