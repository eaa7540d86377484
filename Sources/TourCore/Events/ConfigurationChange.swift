/// Why a mark is being shown again: the `change` argument of `willShow` and `didShow`.
public enum ConfigurationChange: String, Hashable, Sendable, CaseIterable {
  /// A normal show.
  case none
  /// The screen changed size.
  case size
  /// The app called `restoreAfterChangeDidComplete` after changing frames.
  case frame
  /// The script was hot-reloaded.
  case reload
  /// The app came back to the mark's screen after showing another.
  case screen
}
