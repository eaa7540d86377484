/// Where a run keeps what it remembers (tours shown, completed, skipped; an app's events and
/// parameters): one choice, made where a run is opened (`ScriptDoor`).
public enum ProgressPlace: Equatable, Sendable {
  /// Nothing kept and nothing read: every run starts whatever the tour's rules say
  /// (`tourhost check`).
  case none
  /// A database in memory: the run starts afresh and keeps nothing.
  case memory
  /// The database at the path (`--state`), created when missing.
  case file(String)

  /// A run keeps progress only where `--state` says; without it, in memory. A headless run is
  /// a test that gives the same trace every time; the live mode is a designer who runs the
  /// tour again and again and expects to see it each time (a `once` tour included).
  public static func given(_ state: String?) -> ProgressPlace { state.map(ProgressPlace.file) ?? .memory }

  /// The database opened, or nil for `none`.
  func opened() throws(ProgressStoreError) -> ProgressStore? {
    switch self {
    case .none: nil
    case .memory: try ProgressStore(path: ":memory:")
    case .file(let path): try ProgressStore(path: path)
    }
  }
}
