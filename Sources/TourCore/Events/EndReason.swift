/// What ended a skipped tour, when it was not the skip view or `ctl:skip()`.
public enum EndReason: String, Hashable, Sendable {
  /// A rich bubble's close control.
  case close
}
