/// What a reload did: the new version took over, or it did not load (and why, as the
/// `reloadFailed` event says), and the running version carries on.
public enum ReloadOutcome: Hashable, Sendable {
  case loaded
  case failed(message: String)

  /// Whether the new version took over.
  public var isLoaded: Bool { self == .loaded }
}
