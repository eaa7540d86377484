import TourCore

/// Writes what happens in a tour to the progress database as it happens, subscribed to the
/// controller's events beside the trace: a shown mark is the last mark, an end on the last
/// mark completes the tour (an end before it, by a skip, skips it; by a stop, leaves it to
/// resume), and the app's events are counted. A write that fails becomes a warning, and no
/// later write of the run is tried: what is remembered of the run is what happened before
/// the failure, never its end without its start. The run then fails (exit 1).
final class ProgressTracker: TourEventRecorder {
  let store: ProgressStore
  let tourID: () -> String
  let clock: (Instant) -> Double
  /// Reports a write that failed.
  private let warn: (String) -> Void
  private var count = 0
  private var lastShown: Int?
  /// The first write that failed; nothing more is written after it.
  private(set) var failure: String?

  init(store: ProgressStore, tourID: @escaping () -> String, clock: @escaping (Instant) -> Double, warn: @escaping (String) -> Void) {
    self.store = store
    self.tourID = tourID
    self.clock = clock
    self.warn = warn
  }

  /// A write of the run failed (the start, which the session writes): says so once.
  func fail(_ error: ProgressStoreError) {
    guard failure == nil else { return }
    failure = error.description
    warn(error.description)
  }

  func record(_ event: TourEvent, at time: Instant) {
    guard failure == nil else { return }
    do throws(ProgressStoreError) {
      switch event {
      case .start(let count, _):
        self.count = count
        lastShown = nil
      case .didShow(let index, _, _):
        lastShown = index
        try store.recordMark(index, of: tourID())
      case .end(let skipped, _):
        if skipped {
          try store.recordEnd(of: tourID(), skipped: true)
        } else if lastShown == count {
          try store.recordEnd(of: tourID(), skipped: false)
        }
      case .appEvent(let name):
        try store.recordEvent(name, at: clock(time))
      case .invalidate(let reason):
        try store.recordInvalidation(of: tourID(), reason: reason)
      default:
        break
      }
    } catch {
      fail(error)
    }
  }
}
