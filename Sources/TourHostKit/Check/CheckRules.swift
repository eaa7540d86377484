/// The rules of `tourhost check`, the one list: the order of docs/CHECKS.md, of
/// `--list-rules` and of SARIF's `tool.driver.rules`.
enum CheckRules {
  static var all: [any CheckRuleKind.Type] {
    [
      MarkOffScreenRule.self, MarkCoversTargetRule.self, MarkOverlapRule.self, ArrowMissesTargetRule.self, TargetMissingRule.self,
      TargetOffScreenRule.self, TargetScrolledAwayRule.self, TextClippedRule.self, ImageAltRule.self, TextContrastRule.self, ControlSizeRule.self,
      ControlNameRule.self, ControlInertRule.self,
      StringMissingRule.self, StringStateRule.self,
      StringUnknownRule.self, LoadWarningRule.self, PlaceholderMismatchRule.self, NoWayOutRule.self, TourSkippableRule.self, MarkTooTallRule.self,
      TargetLossRule.self,
      UnlocalizedStringRule.self, ScriptErrorRule.self, LoopingMotionRule.self, AutoAdvanceRule.self,
      TourConflictRule.self, TourUnreachableRule.self, GroupOrderRule.self,
    ]
  }

  /// Every rule's description, in the list's order.
  static let descriptions: [RuleDescription] = all.map { $0.description }

  static var markRules: [any MarkRule.Type] { all.compactMap { $0 as? any MarkRule.Type } }
  static var runRules: [any RunRule.Type] { all.compactMap { $0 as? any RunRule.Type } }
  static var tourRules: [any TourRule.Type] { all.compactMap { $0 as? any TourRule.Type } }
  static var appRules: [any AppRule.Type] { all.compactMap { $0 as? any AppRule.Type } }
}

extension RuleDescription {
  /// Every rule's description, in the order of docs/CHECKS.md.
  public static var all: [RuleDescription] { CheckRules.descriptions }
}
