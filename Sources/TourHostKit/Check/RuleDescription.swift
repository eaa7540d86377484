/// A rule described beside its code, as SwiftLint's `RuleDescription` does: what `tourhost
/// check --list-rules` prints, docs/CHECKS.md is made from, SARIF's `tool.driver.rules`
/// carries, and the examples one test runs.
public struct RuleDescription: Sendable {
  /// Where a rule looks.
  public enum Scope: String, Sendable {
    /// Each shown mark, in each configuration.
    case mark
    /// What happens while the tour plays, in each configuration.
    case run
    /// The tour as written: its strings and settings, once.
    case tour
    /// An app file's tours together: their triggers, rules, groups and priority, once.
    case app
  }

  /// A guideline or a tool the rule follows, by title, with its address.
  public struct Source: Sendable {
    public let title: String
    public let link: String?

    public init(_ title: String, _ link: String? = nil) {
      self.title = title
      self.link = link
    }
  }

  public let id: CheckRule
  /// The severities its findings have.
  public let severity: RuleSeverities
  /// One line on what it finds.
  public let summary: String
  /// What it finds, in full, with what to change.
  public let finds: String
  /// Where it starts to find (`more than 0.5 pt`), when it has a line.
  public let threshold: String?
  public let sources: [Source]
  public let scopes: [Scope]
  /// Tours it finds, with exactly what it says (`severity: message`).
  public let triggering: [RuleExample]
  /// Tours it says nothing about, near the triggering ones.
  public let passing: [RuleExample]
  /// Tours where it cannot decide and asks a person (`review`).
  public let review: [RuleExample]

  public init(
    id: CheckRule, severity: RuleSeverities, summary: String, finds: String, threshold: String? = nil, sources: [Source],
    scopes: [Scope], triggering: [RuleExample], passing: [RuleExample], review: [RuleExample] = []
  ) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.finds = finds
    self.threshold = threshold
    self.sources = sources
    self.scopes = scopes
    self.triggering = triggering
    self.passing = passing
    self.review = review
  }
}

/// The severities a rule's findings have, as the docs name them (`error / warning`), with a
/// note on when (`error (review over a blur or a picture)`).
public struct RuleSeverities: Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
  /// The severities, in the order the docs name them.
  public let levels: [CheckSeverity]
  /// When the rule gives which, when the levels alone do not say.
  public let note: String?

  public init(_ levels: [CheckSeverity], note: String? = nil) {
    self.levels = levels
    self.note = note
  }

  public init(arrayLiteral levels: CheckSeverity...) { self.init(levels) }

  /// `error / warning`, `error (review over a blur or a picture)`.
  public var description: String { levels.map(\.rawValue).joined(separator: " / ") + (note.map { " (\($0))" } ?? "") }
}
