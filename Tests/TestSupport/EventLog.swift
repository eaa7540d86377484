import TourCore
import TourHostKit

/// Collects the events of a tour with their times, for assertions.
public final class EventLog: TourEventRecorder {
  public private(set) var entries: [(time: Double, event: TourEvent)] = []

  public init() {}

  public func record(_ event: TourEvent, at time: Instant) {
    entries.append((time.seconds, event))
  }

  /// The events, without times.
  public var events: [TourEvent] { entries.map(\.event) }

  /// Each event as "t name details", the way the tests compare sequences.
  public var lines: [String] { entries.map { "\(Self.format($0.time)) \(Self.describe($0.event))" } }

  /// Every line but the `animation` ones.
  public var flowLines: [String] {
    entries.filter { $0.event.name != "animation" }.map { "\(Self.format($0.time)) \(Self.describe($0.event))" }
  }

  /// Only the lines whose event has one of the names.
  public func lines(_ names: Set<String>) -> [String] {
    entries.filter { names.contains($0.event.name) }.map { "\(Self.format($0.time)) \(Self.describe($0.event))" }
  }

  public static func format(_ seconds: Double) -> String { EventSummary.format(seconds) }

  /// A compact description: `willLoad 2 false`, `didShow 1 none`, `warning <message>`.
  public static func describe(_ event: TourEvent) -> String { EventSummary.text(of: event) }
}
