import TourCore

extension ProgressSnapshot {
  /// What `isEligible` is shown of a tour's remembered `progress` at `now` (seconds since
  /// 1970): its starts as ages, and the app's event counts and parameters from `store`.
  init(_ progress: TourProgress, store: ProgressStore, now: Double) {
    self.init(
      seen: progress.seen, completed: progress.completed, skipped: progress.skipped, lastMark: progress.lastMark,
      displayCount: progress.displayCount, displaysAgo: progress.displays.reversed().map { now - $0 },
      events: (try? store.eventCounts()) ?? [:], parameters: (try? store.parameters()) ?? [:])
  }
}
