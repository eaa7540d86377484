import TourCore

/// What a tour script says for itself, in order with the engine's events: a line of the trace
/// (API.md section 4).
public enum ScriptRecord: Hashable, Sendable {
  /// `tour.log(...)` (or `print`): the arguments, joined with a tab.
  case log(message: String)
  /// A hook failed, or answered badly: the message names the file and line; the traceback is
  /// Lua's.
  case error(message: String, traceback: String)

  /// The record's name in the trace.
  public var name: String {
    switch self {
    case .log: "log"
    case .error: "error"
    }
  }
}

/// Receives a tour script's records, with the time each was made.
public protocol ScriptRecorder: AnyObject {
  /// Receives `record`, made at `time`.
  func record(_ record: ScriptRecord, at time: Instant)
}
