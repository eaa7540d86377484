import TourCore

/// What the host records in the trace besides the engine's events and the script's records
/// (API.md section 4).
public enum HostRecord: Hashable, Sendable {
  /// An input command, as given.
  case input(command: String)
  /// The tour does not start: `reason` says which rule (`once`, `maxDisplayCount`,
  /// `displayFrequency`, `isEligible`) kept it from starting.
  case ineligible(reason: String)
  /// The tour starts again where the user stopped (`resume = true`).
  case resumeAt(index: Int)
  /// A new version of the script took over; `file` names the file whose change caused it.
  case reload(file: String)
  /// A changed script could not be loaded; the last good version keeps running.
  case reloadFailed(file: String, message: String)
  /// The tour was loaded again in another locale (the interactive mode's `l`).
  case locale(tag: String)
  /// The tour was loaded again in another environment (a picker of the live preview: `name`
  /// is an `EnvironmentAxis`, `value` its new value).
  case setting(name: String, value: String)
  /// An app's decision point on one candidate of a trigger (`tourhost run app.lua`): it
  /// shows, or why not.
  case decision(trigger: String, TourDecider.Verdict)
  /// An app file, or a tour of it that is not showing, was loaded again (`file` changed).
  case appReload(file: String)

  /// The record's name in the trace.
  public var name: String {
    switch self {
    case .input: "input"
    case .ineligible: "ineligible"
    case .resumeAt: "resumeAt"
    case .reload: "reload"
    case .reloadFailed: "reloadFailed"
    case .locale: "locale"
    case .setting: "setting"
    case .decision: "decision"
    case .appReload: "appReload"
    }
  }
}
