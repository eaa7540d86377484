/// An app's tours as one system (the app file): which tours there are, what starts
/// each, the rules each must pass, and the rules across them (TipKit's `Tips.configure`
/// display frequency, a cooldown, groups, priority). `TourDecider` decides from it.
public struct AppPlan: Hashable, Sendable {
  /// The tours, in the app file's order (the last word on priority).
  public var tours: [PlannedTour]
  /// How often any tour may show, unless it ignores the frequency (TipKit's global one).
  public var displayFrequency: DisplayFrequency?
  /// Seconds after a tour showed before another may, whatever the frequency.
  public var cooldown: Double
  /// Tours that show in a given order, or only the first that may.
  public var groups: [TourGroup]
  /// Tour ids, most important first: at one occasion, the first that may show does.
  public var priority: [String]

  /// A plan of `tours` with no rules across them.
  public init(
    tours: [PlannedTour], displayFrequency: DisplayFrequency? = nil, cooldown: Double = 0, groups: [TourGroup] = [],
    priority: [String] = []
  ) {
    self.tours = tours
    self.displayFrequency = displayFrequency
    self.cooldown = cooldown
    self.groups = groups
    self.priority = priority
  }

  /// The tour with `id`.
  public func tour(_ id: String) -> PlannedTour? { tours.first { $0.id == id } }

  /// The events the tours' rules count, each once, in the order the rules name them.
  public var countedEvents: [String] {
    var names: [String] = []
    for tour in tours {
      for case .event(let name, _, _) in tour.rules where !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The group `id` belongs to, if any.
  public func group(of id: String) -> TourGroup? { groups.first { $0.tours.contains(id) } }

  /// Where `id` stands among the tours: by `priority` first, then by the app file's order.
  func rank(of id: String) -> (Int, Int) {
    (priority.firstIndex(of: id) ?? priority.count, tours.firstIndex { $0.id == id } ?? tours.count)
  }
}

/// One tour of an app, and what it must pass to show.
public struct PlannedTour: Hashable, Sendable {
  /// The tour's id.
  public var id: String
  /// What makes it a candidate.
  public var trigger: TourTrigger
  /// TipKit's rules on events and parameters.
  public var rules: [TipRule]
  /// Its own rules: once, maxDisplayCount, its own display frequency.
  public var display: DisplayRules
  /// Whether the app's display frequency and cooldown leave it alone (TipKit's
  /// `ignoresDisplayFrequency`).
  public var ignoresDisplayFrequency: Bool

  /// A tour `id` started by `trigger`.
  public init(
    id: String, trigger: TourTrigger = .launch, rules: [TipRule] = [], display: DisplayRules = DisplayRules(),
    ignoresDisplayFrequency: Bool = false
  ) {
    self.id = id
    self.trigger = trigger
    self.rules = rules
    self.display = display
    self.ignoresDisplayFrequency = ignoresDisplayFrequency
  }
}

/// What makes a tour a candidate to show.
public enum TourTrigger: Hashable, Sendable {
  /// The app starts (or the tour is asked for by name).
  case launch
  /// The app shows the screen.
  case screen(String)
  /// The app reports the event.
  case event(String)
  /// The app sets the parameter.
  case parameter(String)
  /// The tour's own function decides, at each of the others (`trigger = function(occasion)`).
  case custom

  /// The trigger in words: `screen cart`, `event itemAdded`.
  public var description: String {
    guard self != .custom else { return "its trigger function" }
    return kind + (name.map { " " + $0 } ?? "")
  }

  /// When a tour whose conditions pass would show: its decision point is its trigger,
  /// never the moment asked about (`at the next event itemAdded`).
  public var nextOccasion: String {
    switch self {
    case .launch: "at the next launch"
    case .screen(let name): "the next time screen \(name) is shown"
    case .event(let name): "at the next event \(name)"
    case .parameter(let name): "the next time parameter \(name) is set"
    case .custom: "the next time its trigger function says so"
    }
  }

  /// Its kind, as a trigger function's occasion names it: `launch`, `screen`, `event`,
  /// `parameter` (`custom` for a function's own).
  public var kind: String {
    switch self {
    case .launch: "launch"
    case .screen: "screen"
    case .event: "event"
    case .parameter: "parameter"
    case .custom: "custom"
    }
  }

  /// The screen, event or parameter it names, if any.
  public var name: String? {
    switch self {
    case .screen(let name), .event(let name), .parameter(let name): name
    case .launch, .custom: nil
    }
  }
}

/// Tours that relate to one another (TipKit's `TipGroup`).
public struct TourGroup: Hashable, Sendable {
  /// How the group's tours take turns.
  public enum Order: String, Hashable, Sendable, CaseIterable {
    /// Each tour waits until those before it are done (completed, skipped, or invalidated).
    case ordered
    /// Only the first tour that may show does; the others wait for another occasion.
    case firstAvailable
  }

  /// The tours, in order.
  public var tours: [String]
  /// How they take turns.
  public var order: Order

  /// A group of `tours` taking turns by `order`.
  public init(_ tours: [String], order: Order) {
    self.tours = tours
    self.order = order
  }
}

/// A rule of TipKit's on what the app reported.
public enum TipRule: Hashable, Sendable {
  /// The event was reported at least `count` times (in the last `within` seconds, when given).
  case event(String, count: Int, within: Double?)
  /// The parameter is set to this value (JSON text: `true`, `3`, `"pro"`).
  case parameter(String, equals: String)
}

extension TipRule {
  /// A window as the app file writes it: a count of days, hours, minutes or seconds (`7d`,
  /// `24h`, `30m`, `45s`), in seconds; nil for anything else or a window of no length.
  public static func window(_ text: String) -> Double? {
    guard let unit = text.last, let count = Double(text.dropLast()), count > 0, count.isFinite, count <= 36_500 else { return nil }
    switch unit {
    case "d": return count * 86_400
    case "h": return count * 3600
    case "m": return count * 60
    case "s": return count
    default: return nil
    }
  }
}
