#if canImport(Glibc)
  import Glibc
#endif
import TourHostKit

/// Ctrl-C and SIGTERM during a capture: noted (by a handler that only sets a flag), so that the
/// waiting thread stops the browser, removes its profile and exits with 130.
final class CaptureSignals: @unchecked Sendable {
  nonisolated(unsafe) private static var flag: sig_atomic_t = 0

  /// Installs the handlers (and unblocks the two signals, which a parent may have blocked).
  static func install() -> CaptureSignals {
    InterruptSignals.install { _ in CaptureSignals.flag = 1 }
    return CaptureSignals()
  }

  /// Whether SIGINT or SIGTERM came.
  var arrived: Bool { Self.flag != 0 }

  /// The flag, installed or not (not: it never arrives).
  static var current: CaptureSignals { CaptureSignals() }
}
