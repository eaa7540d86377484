/// How `tourhost run` exits (API.md section 4).
public enum ExitStatus: Int32, Sendable {
  /// The run had no script error.
  case success = 0
  /// The run had at least one script error.
  case scriptError = 1
  /// The script could not be loaded at all, or the input or options were bad.
  case unusable = 2
  /// The interactive mode was stopped by Ctrl-C or SIGTERM (128 + SIGINT, as shells report it).
  case interrupted = 130
}
