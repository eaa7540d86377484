/// Receives the events of a tour, in order, with the time each happened.
public protocol TourEventRecorder: AnyObject {
  func record(_ event: TourEvent, at time: Instant)
}
