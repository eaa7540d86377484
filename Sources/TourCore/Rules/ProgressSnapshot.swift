/// What `isEligible(ctl, progress)` is given: what is remembered of the tour, the events the
/// app reported and the parameters it set (TipKit's rules), at the moment of the start.
public struct ProgressSnapshot: Hashable, Sendable {
  public var seen: Bool
  public var completed: Bool
  public var skipped: Bool
  public var lastMark: Int?
  public var displayCount: Int
  /// Seconds since each start, most recent first.
  public var displaysAgo: [Double]
  /// How many times each event was reported.
  public var events: [String: Int]
  /// The parameters, as JSON text (a number, a string, a boolean) by name.
  public var parameters: [String: String]

  public init(
    seen: Bool, completed: Bool, skipped: Bool, lastMark: Int?, displayCount: Int, displaysAgo: [Double],
    events: [String: Int], parameters: [String: String]
  ) {
    self.seen = seen
    self.completed = completed
    self.skipped = skipped
    self.lastMark = lastMark
    self.displayCount = displayCount
    self.displaysAgo = displaysAgo
    self.events = events
    self.parameters = parameters
  }
}
