import Dispatch
import TourCore
import TourPreview

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the live checks (`LiveChecks`) on a thread of their own at a low priority, so
/// that the loop that runs the tour never waits for them: a save made while they run is
/// reloaded and sent at once, the preview's frames keep coming, and the browser is not short of
/// a processor while it draws. Only the newest request counts: findings of a run that a newer
/// request overtook are dropped, and a run is never started for a request a newer one replaced.
final class BackgroundChecks: @unchecked Sendable {
  private let checks: LiveChecks
  private let lock = ThreadLock()
  private let work = DispatchSemaphore(value: 0)
  /// Signalled when findings are ready.
  private let wake = WakePipe()
  /// The newest request, its number and the configuration it asks about, until the thread
  /// takes it.
  private var pending: (number: Int, environment: TourEnvironment)?
  /// The number of the newest request.
  private var newest = 0
  /// Findings the thread made for the newest request, until the loop takes them.
  private var ready: [PreviewStatus.Finding]?
  /// Set by `finish`: the thread ends at its next turn.
  private var finished = false
  /// Whether the thread runs: it starts with the first request.
  private var started = false
  /// The nice value of the checks' thread. Beside a busy thread of nice 0 it gets about a
  /// tenth of the processor (weights 110 and 1024): the reload and the browser come first,
  /// and the checks still end in seconds on a machine busy with a build (at 19, the lowest,
  /// they got 1.4 %).
  static let niceness: Int32 = 10

  init(_ checks: LiveChecks) {
    self.checks = checks
  }

  /// Ends the thread once the run it is in (if any) is over; its findings are dropped.
  func finish() {
    lock.withLock { finished = true }
    work.signal()
  }

  /// Readable when findings are ready: the loop polls it and then calls `take`.
  var wakeDescriptor: Int32 { wake.descriptor }

  /// Asks for the findings of the configuration `environment` describes, replacing any
  /// request not yet answered. The first request starts the thread.
  func ask(seenIn environment: TourEnvironment) {
    let starts = lock.withLock {
      newest += 1
      pending = (newest, environment)
      defer { started = true }
      return !started
    }
    if starts { DetachedThread.start { [self] in serve() } }
    work.signal()
  }

  /// The findings of the newest request once they are ready (and quiets `wakeDescriptor`);
  /// nil before.
  func take() -> [PreviewStatus.Finding]? {
    wake.drain()
    return lock.withLock {
      defer { ready = nil }
      return ready
    }
  }

  /// The thread: runs each request it takes, and keeps its findings when no newer request
  /// came meanwhile.
  private func serve() {
    // On Linux the nice value is the thread's own, and 0 names the calling thread.
    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
    while true {
      work.wait()
      let (request, isFinished) = lock.withLock {
        defer { pending = nil }
        return (pending, finished)
      }
      if isFinished { return }
      guard let request else { continue }
      let findings = checks.findings(seenIn: request.environment)
      let current = lock.withLock {
        guard request.number == newest, !finished else { return false }
        ready = findings
        return true
      }
      if current { wake.signal() }
    }
  }
}
