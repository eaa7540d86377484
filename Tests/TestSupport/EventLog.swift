import TourCore
import TourHostKit

/// Collects the lines of a tour's trace with their times, for assertions: as a session's
/// recorder, or subscribed to a controller (the engine's events alone).
public final class EventLog: TraceRecorder, TourEventRecorder {
  public private(set) var entries: [(time: Double, record: TraceRecord)] = []

  public init() {}

  public func record(_ record: TraceRecord, at time: Instant) {
    entries.append((time.seconds, record))
  }

  public func record(_ event: TourEvent, at time: Instant) {
    record(.tour(event), at: time)
  }

  /// The lines, without times.
  public var records: [TraceRecord] { entries.map(\.record) }

  /// The engine's events, without times.
  public var events: [TourEvent] { entries.compactMap { if case .tour(let event) = $0.record { event } else { nil } } }

  /// Each line as "t name details", the way the tests compare sequences.
  public var lines: [String] { entries.map { "\(Self.format($0.time)) \(Self.describe($0.record))" } }

  /// Every line but the `animation` ones.
  public var flowLines: [String] {
    entries.filter { $0.record.name != "animation" }.map { "\(Self.format($0.time)) \(Self.describe($0.record))" }
  }

  /// Only the lines whose event has one of the names.
  public func lines(_ names: Set<String>) -> [String] {
    entries.filter { names.contains($0.record.name) }.map { "\(Self.format($0.time)) \(Self.describe($0.record))" }
  }

  public static func format(_ seconds: Double) -> String { EventSummary.format(seconds) }

  /// A compact description: `willLoad 2 false`, `didShow 1 none`, `warning <message>`.
  public static func describe(_ record: TraceRecord) -> String { EventSummary.text(of: record) }

  /// A compact description of an engine event.
  public static func describe(_ event: TourEvent) -> String { EventSummary.text(of: event) }
}
