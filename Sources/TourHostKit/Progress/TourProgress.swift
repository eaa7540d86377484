/// What is remembered of a tour (by its id) across runs.
public struct TourProgress: Hashable, Sendable {
  public var id: String
  /// A mark of it was shown at least once.
  public var seen = false
  /// It ended on its last mark (or with its done control there).
  public var completed = false
  /// The user skipped it.
  public var skipped = false
  /// The last mark shown, while it is not over.
  public var lastMark: Int?
  /// How many times it started.
  public var displayCount = 0
  /// When it started, seconds since 1970 on the host clock, oldest first.
  public var displays: [Double] = []
  /// Why it will not show again (TipKit's invalidation reason), when the tour invalidated it.
  public var invalidated: String?

  public init(id: String) {
    self.id = id
  }

  /// When it last started.
  public var lastShown: Double? { displays.last }
}
