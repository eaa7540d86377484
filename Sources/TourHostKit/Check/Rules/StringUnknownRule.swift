import TourCore

extension CheckRule {
  public static let stringUnknown = CheckRule(rawValue: "string-unknown")
}

/// A key the tour asks for that its strings do not have where it matters.
final class StringUnknownRule: TourRule, RunRule {
  static let description = RuleDescription(
    id: .stringUnknown, severity: [.error], summary: "tour.t of a key that no language of the strings has",
    finds:
      """
      `tour.t` of a key that no language of the strings has (a typo: the key itself would be drawn), at the line that asked, with the closest key; \
      and a key the tour can show that a translation has but the source language does not (where the tour falls back, the key is drawn; a String \
      Catalog's key is its own source string; with `--all-strings`, every such key of the file)
      """,
    sources: [.init("aapt2 and Xcode: a string resource that does not exist does not build", "https://developer.android.com/tools/aapt2")],
    scopes: [.tour, .run],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("serach"), next = "Next" } end,
        """, files: [("strings/en.lua", "return { search = 'Search everything' }")],
        finds: ["error: tour.t('serach'): no language of strings has the key; did you mean 'search'?"]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("only"), next = tour.t("next") } end,
        """,
        files: [("strings/en.lua", "return { next = 'Next' }"), ("strings/de.lua", "return { next = 'Weiter', only = 'Nur' }")],
        finds: ["error: 'only' has no string in the source language 'en' in strings: where it falls back, the key itself is drawn"]),
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("search"), next = "Next" } end,
        """, files: [("strings/en.lua", "return { search = 'Search everything' }")])
    ])

  static func findings(in tour: TourContext) -> [RawFinding] {
    guard let strings = tour.strings else { return [] }
    return tour.checkedKeys.compactMap { key in
      guard strings.entries[key]?[strings.sourceLanguage] == nil else { return nil }
      return tour.finding(
        .stringUnknown, .error,
        """
        '\(key.quotedInMessage)' has no string in the source language '\(strings.sourceLanguage)' in \(strings.origin): where it falls back, the \
        key itself is drawn
        """,
        element: "\(key) [\(strings.sourceLanguage)]", line: tour.fieldLines["strings"])
    }
  }

  init(_ run: CheckRun) {}

  func observe(_ event: SessionEvent, at time: Instant) {}

  func findings(after played: PlayedRun) -> [RawFinding] {
    let origin = played.strings?.origin ?? "the strings"
    let keys = played.strings.map { Array($0.entries.keys).sorted() } ?? []
    return played.unknownStrings.map { key, line in
      let suggestion = Spelling.closest(to: key, among: keys).map { "; did you mean '\($0.quotedInMessage)'?" } ?? ""
      return RawFinding(
        rule: .stringUnknown, severity: .error, message: "tour.t('\(key.quotedInMessage)'): no language of \(origin) has the key\(suggestion)",
        mark: nil, element: key, line: line)
    }
  }
}
