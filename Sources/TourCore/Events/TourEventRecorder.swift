/// Receives the events of a tour, in order, with the time each happened.
public protocol TourEventRecorder: AnyObject {
  /// Receives `event`, which happened at `time`.
  func record(_ event: TourEvent, at time: Instant)
}

/// A subscriber, held weakly.
struct WeakRecorder {
  weak var recorder: (any TourEventRecorder)?
}
