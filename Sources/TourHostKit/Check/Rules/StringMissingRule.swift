import TourCore

extension CheckRule {
  public static let stringMissing = CheckRule(rawValue: "string-missing")
}

/// A key without a translation in one of the strings' locales.
struct StringMissingRule: TourRule {
  static let description = RuleDescription(
    id: .stringMissing, severity: [.error, .warning], summary: "a string the tour shows is missing in a locale of the strings",
    finds:
      """
      a string the tour can show (named by a literal `tour.t("key")` or `titleKey`, or looked up while it plays) with no entry in one of the \
      locales the strings ship, an error as Android Lint's MissingTranslation (keys that are not translated, such as Android's \
      `translatable=\"false\"` or a catalog's `shouldTranslate: false`, are never missing); a warning for one the strings file has that \
      tourhost does not read (another language's is shown); with `--all-strings`, every key of the file
      """,
    sources: [
      .init("Android Lint MissingTranslation", "https://googlesamples.github.io/android-custom-lint-rules/checks/MissingTranslation.md.html")
    ],
    scopes: [.tour],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("done"), next = tour.t("next") } end,
        """,
        files: [("strings/en.lua", "return { next = 'Next', done = 'Done' }"), ("strings/de.lua", "return { next = 'Weiter' }")],
        finds: ["error: 'done' has no 'de' translation in strings"])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        """,
        files: [("strings/en.lua", "return { next = 'Next', done = 'Done' }"), ("strings/de.lua", "return { next = 'Weiter', done = 'Fertig' }")]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("next") } end,
        """,
        files: [("strings/en.lua", "return { next = 'Next', done = 'Done' }"), ("strings/de.lua", "return { next = 'Weiter' }")]),
    ])

  static func findings(in tour: TourContext) -> [RawFinding] {
    guard let strings = tour.strings else { return [] }
    var found: [RawFinding] = []
    for key in tour.checkedKeys {
      let entries = strings.entries[key] ?? [:]
      for locale in strings.locales.dropFirst() where entries[locale] == nil && !strings.untranslated.contains(key) {
        found.append(
          tour.finding(
            .stringMissing, .error, "'\(key.quotedInMessage)' has no '\(locale)' translation in \(strings.origin)", element: "\(key) [\(locale)]",
            line: tour.fieldLines["strings"]))
      }
      for locale in strings.locales {
        guard case .unread(let what)? = entries[locale] else { continue }
        found.append(
          tour.finding(
            .stringMissing, .warning,
            "'\(key.quotedInMessage)' in '\(locale)' was not read (\(what)) in \(strings.origin); another language's is shown",
            element: "\(key) [\(locale)]", line: tour.fieldLines["strings"]))
      }
    }
    return found
  }
}
