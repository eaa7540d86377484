/// What an app remembers of its tours, its events and its parameters, across runs (the
/// progress store): what the decision point decides on.
public struct AppMemory: Hashable, Sendable {
  /// What is remembered of one tour.
  public struct Tour: Hashable, Sendable {
    /// It ended on its last mark.
    public var completed = false
    /// The user skipped (or closed) it.
    public var skipped = false
    /// How many times it showed.
    public var displayCount = 0
    /// When it last showed (seconds, host clock).
    public var lastShown: Double?
    /// Why it will not show again (TipKit's invalidation reason), when it was invalidated.
    public var invalidated: String?

    /// Nothing remembered.
    public init() {}

    /// Whether it is done: completed, skipped or invalidated (a tour after it in an ordered
    /// group may show).
    public var isDone: Bool { completed || skipped || invalidated != nil }
  }

  /// What is remembered of each tour, by id.
  public var tours: [String: Tour]
  /// When each event was reported (seconds, host clock), by name, oldest first.
  public var events: [String: [Double]]
  /// The parameters, as JSON text, by name.
  public var parameters: [String: String]

  /// What is remembered of `tours`, `events` and `parameters`.
  public init(tours: [String: Tour] = [:], events: [String: [Double]] = [:], parameters: [String: String] = [:]) {
    self.tours = tours
    self.events = events
    self.parameters = parameters
  }

  /// What is remembered of the tour `id`.
  public func tour(_ id: String) -> Tour { tours[id] ?? Tour() }

  /// When any tour last showed.
  public var lastShown: (tour: String, at: Double)? {
    tours.compactMap { id, tour in tour.lastShown.map { (id, $0) } }.max { ($0.1, $1.0) < ($1.1, $0.0) }
  }

  /// The latest moment anything remembered happened at (a tour shown, an event reported):
  /// deciding before it would find that moment in the future.
  public var latest: Double? {
    (tours.values.compactMap(\.lastShown) + events.values.compactMap(\.last)).max()
  }

  /// How many times `event` was reported in the last `within` seconds before `now` (all of
  /// them without a window): a report exactly `within` seconds old is outside it.
  public func count(of event: String, within: Double?, now: Double) -> Int {
    let times = events[event] ?? []
    guard let within else { return times.count }
    return times.filter { now - $0 < within && $0 <= now }.count
  }
}
