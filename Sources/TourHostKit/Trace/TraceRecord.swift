import TourCore
import TourLua

/// One line of the trace: an event of the engine, a record of the script, or one of the host.
public enum TraceRecord: Hashable, Sendable {
  case tour(TourEvent)
  case script(ScriptRecord)
  case host(HostRecord)

  /// The line's `event` name.
  public var name: String {
    switch self {
    case .tour(let event): event.name
    case .script(let record): record.name
    case .host(let record): record.name
    }
  }
}

/// Receives every line of a tour's trace, in order, with the time each happened.
public protocol TraceRecorder: AnyObject {
  /// Receives `record`, made at `time`.
  func record(_ record: TraceRecord, at time: Instant)
  /// Whether the recorder takes no more lines (a trace at its cap): the run ends.
  var isFull: Bool { get }
}

extension TraceRecorder {
  /// Recorders that keep everything are never full.
  public var isFull: Bool { false }
}

/// Gathers the engine's events and the script's records into one `TraceRecorder`, in the
/// order they happen.
public final class TraceFunnel: TourEventRecorder, ScriptRecorder {
  private let next: any TraceRecorder

  /// A funnel into `next`.
  public init(into next: any TraceRecorder) {
    self.next = next
  }

  /// Passes an engine event on.
  public func record(_ event: TourEvent, at time: Instant) {
    next.record(.tour(event), at: time)
  }

  /// Passes a script's record on.
  public func record(_ record: ScriptRecord, at time: Instant) {
    next.record(.script(record), at: time)
  }
}
