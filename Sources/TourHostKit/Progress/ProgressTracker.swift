import TourCore

/// Writes what happens in a tour to the progress database as it happens, subscribed to the
/// controller's events beside the trace: a shown mark is the last mark, an end on the last
/// mark completes the tour (an end before it, by a skip, skips it; by a stop, leaves it to
/// resume), and the app's events are counted. A write that fails becomes a warning.
final class ProgressTracker: TourEventRecorder {
  let store: ProgressStore
  let tourID: () -> String
  let clock: (Instant) -> Double
  /// Reports a write that failed.
  private let warn: (String) -> Void
  private var count = 0
  private var lastShown: Int?

  init(store: ProgressStore, tourID: @escaping () -> String, clock: @escaping (Instant) -> Double, warn: @escaping (String) -> Void) {
    self.store = store
    self.tourID = tourID
    self.clock = clock
    self.warn = warn
  }

  func record(_ event: TourEvent, at time: Instant) {
    do throws(ProgressStoreError) {
      switch event {
      case .start(let count):
        self.count = count
        lastShown = nil
      case .didShow(let index, _, _):
        lastShown = index
        try store.recordMark(index, of: tourID())
      case .end(let skipped):
        if skipped {
          try store.recordEnd(of: tourID(), skipped: true)
        } else if lastShown == count {
          try store.recordEnd(of: tourID(), skipped: false)
        }
      case .appEvent(let name):
        try store.recordEvent(name, at: clock(time))
      default:
        break
      }
    } catch {
      warn(error.description)
    }
  }
}
