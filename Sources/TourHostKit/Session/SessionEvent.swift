import TourCore

/// What happened while a session played, as a host that judges the run (`tourhost check`)
/// needs it: typed, without reading the trace's lines.
public enum SessionEvent: Sendable {
  /// A warning of the engine's or the loader's (the load's come before the start).
  case warning(String)
  /// A hook failed: the message, with the script's file and line.
  case scriptError(String)
  /// Mark `index` waited for `view`, which never came.
  case missingView(index: Int, view: String)
  /// A mark appeared.
  case shown(ShownMark)
  /// Mark `index` starts to hide.
  case hiding(index: Int)
  /// The host gave an input command.
  case input(String)
  /// The overlay was tapped on mark `index`; `handled`: the tour went on.
  case overlayTap(index: Int, handled: Bool)
  /// Mark `index`'s idle animation started; `moves`: it moves, scales or turns (not only fades).
  case idleAnimation(index: Int, moves: Bool)
  /// The tour stopped moving for good (`the flow is paused in willShow of mark 2 and nothing
  /// will resume it`).
  case stalled(String)
}

/// A trace nobody reads: a session whose host only listens to its `SessionEvent`s.
public final class NoTrace: TraceRecorder {
  /// A recorder that keeps nothing.
  public init() {}
  public func record(_ record: TraceRecord, at time: Instant) {}
}

/// Passes every record on to the session's trace, and tells the session's listener the
/// ones it has a `SessionEvent` for.
final class SessionEventTap: TraceRecorder {
  private let trace: any TraceRecorder
  /// The session's listener (`TourSession.onEvent`).
  var listener: ((SessionEvent, Instant) -> Void)?

  init(into trace: any TraceRecorder) {
    self.trace = trace
  }

  var isFull: Bool { trace.isFull }

  func record(_ record: TraceRecord, at time: Instant) {
    trace.record(record, at: time)
    guard let listener, let event = Self.event(record) else { return }
    listener(event, time)
  }

  /// Tells the listener an event the trace has no line for.
  func emit(_ event: SessionEvent, at time: Instant) {
    listener?(event, time)
  }

  private static func event(_ record: TraceRecord) -> SessionEvent? {
    switch record {
    case .tour(.warning(let message)): .warning(message)
    case .tour(.missingView(let index, let view, _)): .missingView(index: index, view: view)
    case .tour(.willHide(let index)): .hiding(index: index)
    case .tour(.overlayTap(let index, let handled)): .overlayTap(index: index, handled: handled)
    case .script(.error(let message, _)): .scriptError(message)
    case .host(.input(let command)): .input(command)
    default: nil
    }
  }
}
