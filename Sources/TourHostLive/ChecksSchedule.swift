import Dispatch

/// When the checks of the configuration on show run: a tenth of a second after the save (or
/// the restart, the picker) that asked for them, not at once. The new picture is sent and
/// painted first, without a check run taking the processor from the browser, and a burst of
/// saves is checked once, after its last.
struct ChecksSchedule {
  /// How long after they are asked for the checks run.
  static let delay = 0.1
  /// When they run, in the system's uptime nanoseconds; nil when nothing asked for them.
  private var due: UInt64?

  /// Asks for the checks (again): they run `delay` from now.
  mutating func ask() {
    due = Self.now + UInt64(Self.delay * 1e9)
  }

  /// Whether the checks are due now; once it said so, not again until asked.
  mutating func take() -> Bool {
    guard let due, Self.now >= due else { return false }
    self.due = nil
    return true
  }

  /// Seconds until the checks are due; nil when nothing asked for them.
  var wait: Double? {
    due.map { max(0, Double(Int64(bitPattern: $0 &- Self.now)) / 1e9) }
  }

  private static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
}
