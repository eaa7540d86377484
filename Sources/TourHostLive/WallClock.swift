import Dispatch
import FoundationEssentials
import TourCore
import TourHostKit

/// The real clock, as instants on a tour's timeline: microseconds since `reset`.
struct WallClock {
  private var origin = DispatchTime.now().uptimeNanoseconds

  /// Makes now the timeline's 0 (a new tour starts).
  mutating func reset() {
    origin = DispatchTime.now().uptimeNanoseconds
  }

  var now: Instant {
    Instant(microseconds: Int64((DispatchTime.now().uptimeNanoseconds - origin) / 1000))
  }
}
