/// A rule of `tourhost check`, by its id (`mark-off-screen`). Each rule is a type in its own
/// file under `Check/Rules/`, which declares its id beside its description and its code;
/// `CheckRules.all` is the one list of them.
public struct CheckRule: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  public let rawValue: String

  /// The rule with this id (one of `CheckRule.allCases` for a rule that exists).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  /// Every rule, in the order of `CheckRules.all` (docs/CHECKS.md's order).
  public static var allCases: [CheckRule] { CheckRules.descriptions.map(\.id) }

  /// The rule's description: what it finds, its severity, threshold, source and examples.
  public var rule: RuleDescription? { CheckRules.descriptions.first { $0.id == self } }

  /// One line on what the rule finds.
  public var summary: String { rule?.summary ?? rawValue }

  /// Where the rule comes from, by title (`WCAG 1.4.3 Contrast (Minimum)`).
  public var source: String { rule?.sources.map(\.title).joined(separator: "; ") ?? "tourhost" }

  public static func < (a: CheckRule, b: CheckRule) -> Bool { a.rawValue < b.rawValue }
}

/// How bad a finding is.
public enum CheckSeverity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
  case info
  case review
  case warning
  case error

  private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
  public static func < (a: CheckSeverity, b: CheckSeverity) -> Bool { a.rank < b.rank }
}
