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
  /// The default database (`ProgressStore.defaultPath`), as a person's device remembers; a
  /// tour alone opens it only when its rules need it (`once`, `resume`, `isEligible`, ...).
  case standard

  /// A headless run is a test: it keeps progress only where `--state` says.
  public static func headless(_ state: String?) -> ProgressPlace { state.map(ProgressPlace.file) ?? .memory }

  /// The live mode remembers as a person's app would, in the default database unless
  /// `--state` says where.
  public static func live(_ state: String?) -> ProgressPlace { state.map(ProgressPlace.file) ?? .standard }

  /// The database's path, or nil for none; `standard` opens the default one.
  var path: String? {
    switch self {
    case .none: nil
    case .memory: ":memory:"
    case .file(let path): path
    case .standard: ProgressStore.defaultPath
    }
  }

  /// The database opened, or nil when there is none to open: `none`, or `standard` for a tour
  /// whose rules do not need one (`needed` false).
  func opened(needed: Bool) throws(ProgressStoreError) -> ProgressStore? {
    if self == .standard, !needed { return nil }
    guard let path else { return nil }
    return try ProgressStore(path: path)
  }
}
