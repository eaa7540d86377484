import TourCore

/// A rule of `tourhost check`: its description, beside its code.
protocol CheckRuleKind {
  static var description: RuleDescription { get }
}

/// A rule fed each shown mark of each configuration.
protocol MarkRule: CheckRuleKind {
  static func findings(in mark: MarkContext) -> [RawFinding]
}

/// A rule that observes what happens while the tour plays in one configuration: one
/// instance a run.
protocol RunRule: CheckRuleKind, AnyObject {
  init(_ run: CheckRun)
  /// Hears each event of the run, in order.
  func observe(_ event: SessionEvent, at time: Instant)
  /// What it found, once the run is over.
  func findings(after run: PlayedRun) -> [RawFinding]
}

/// A rule that reads the tour as written, once: its strings and settings.
protocol TourRule: CheckRuleKind {
  static func findings(in tour: TourContext) -> [RawFinding]
}

/// What a run rule may read once the tour has played: the keys `tour.t` asked for that no
/// language has, with the lines that asked, and the strings' keys.
struct PlayedRun {
  let unknownStrings: [(key: String, line: Int?)]
  let strings: StringTable?
}

/// What a tour rule reads: the tour as written, and what loading it said.
struct TourContext {
  /// The warnings of the load, as the loader gave them (`tour.lua:3: unknown tour field ...`).
  let loadWarnings: [String]
  /// Views named by a string literal that no screen has, with their lines.
  let unknownLiteralViews: [(line: Int, message: String)]
  let strings: StringTable?
  /// The script lines of the tour's fields (`strings`, `skipView`, ...).
  let fieldLines: [String: Int]
  /// The keys of the strings the tour can show (named by a literal in its script, or looked up
  /// while it played); nil: every key (`--all-strings`).
  var shownKeys: Set<String>? = nil

  /// The keys of the strings the rules about strings look at, sorted: those the tour can
  /// show, or every key of the strings.
  var checkedKeys: [String] {
    guard let strings else { return [] }
    return (shownKeys.map { $0.filter { strings.entries[$0] != nil } } ?? Set(strings.entries.keys)).sorted()
  }

  /// A finding about the tour as a whole.
  func finding(_ rule: CheckRule, _ severity: CheckSeverity, _ message: String, element: String, line: Int?) -> RawFinding {
    RawFinding(rule: rule, severity: severity, message: message, mark: nil, element: element, line: line)
  }
}
