import TourCore

extension CheckRule {
  public static let stringMissing = CheckRule(rawValue: "string-missing")
}

/// A key without a translation in one of the strings' locales.
struct StringMissingRule: TourRule {
  static let description = RuleDescription(
    id: .stringMissing, severity: [.warning], summary: "a key missing in a locale of the strings",
    finds:
      """
      a key of the strings with no entry in one of their locales (keys that are not translated, such as Android's `translatable=\"false\"` or a \
      catalog's `shouldTranslate: false`, are never missing), or a string the strings file has that tourhost does not read: another language's is \
      shown
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
        """,
        files: [("strings/en.lua", "return { next = 'Next', done = 'Done' }"), ("strings/de.lua", "return { next = 'Weiter' }")],
        finds: ["warning: 'done' has no 'de' translation in strings"])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        """,
        files: [("strings/en.lua", "return { next = 'Next', done = 'Done' }"), ("strings/de.lua", "return { next = 'Weiter', done = 'Fertig' }")])
    ])

  static func findings(in tour: TourContext) -> [RawFinding] {
    guard let strings = tour.strings else { return [] }
    var found: [RawFinding] = []
    for key in strings.entries.keys.sorted() {
      let entries = strings.entries[key] ?? [:]
      for locale in strings.locales.dropFirst() where entries[locale] == nil && !strings.untranslated.contains(key) {
        found.append(
          tour.finding(
            .stringMissing, .warning, "'\(key.quotedInMessage)' has no '\(locale)' translation in \(strings.origin)", element: "\(key) [\(locale)]",
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
