import TourCore

extension CheckRule {
  public static let tourSkippable = CheckRule(rawValue: "tour-skippable")
}

/// A tour of several marks that cannot be skipped.
struct TourSkippableRule: TourRule {
  static let description = RuleDescription(
    id: .tourSkippable, severity: "warning", summary: "a tour of several marks with no skip control",
    finds: "a tour of several marks (not pages) with no skip control: a user who does not want it must tap through every mark",
    sources: [.init("Apple HIG, Onboarding: make a tutorial optional", "https://developer.apple.com/design/human-interface-guidelines/onboarding")],
    scopes: [.tour],
    triggering: [RuleExample("skipView = false,", finds: ["warning: the tour has no skip control: a user who does not want it cannot leave it"])],
    passing: [RuleExample("skipView = false,\nnumberOfCoachMarks = 1,"), RuleExample("")])

  static func findings(in tour: TourContext) -> [RawFinding] {
    guard !tour.hasSkipView, !tour.isPages, tour.markCount > 1 else { return [] }
    return [
      tour.finding(
        .tourSkippable, .warning, "the tour has no skip control: a user who does not want it cannot leave it", element: "skipView",
        line: tour.fieldLines["skipView"] ?? tour.fieldLines["numberOfCoachMarks"])
    ]
  }
}
