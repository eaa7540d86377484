import TourCore

extension CheckRule {
  public static let placeholderMismatch = CheckRule(rawValue: "placeholder-mismatch")
}

/// A translation whose placeholders are not the source's.
struct PlaceholderMismatchRule: TourRule {
  static let description = RuleDescription(
    id: .placeholderMismatch, severity: [.error], summary: "a translation that drops or adds a placeholder",
    finds:
      """
      a translation of a string the tour can show (named by a literal `tour.t("key")` or `titleKey`, or looked up while it plays) whose \
      placeholders (argument and kind, over all its plural forms) are not the source's: it drops a value the user needs, or shows one twice; \
      with `--all-strings`, every string of the file
      """,
    sources: [
      .init("Android Lint StringFormatMatches", "https://googlesamples.github.io/android-custom-lint-rules/checks/StringFormatMatches.md.html"),
      .init("aapt2", "https://developer.android.com/tools/aapt2"),
    ],
    scopes: [.tour],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hi", "Dana", 3) } end,
        """,
        files: [("strings/en.lua", "return { hi = 'Hi %@, %lld new' }"), ("strings/de.lua", "return { hi = 'Hallo %@' }")],
        finds: ["error: the 'de' translation of 'hi' drops %2$d (strings)"])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        """,
        files: [("strings/en.lua", "return { hi = 'Hi %@, %lld new' }"), ("strings/de.lua", "return { hi = 'Hallo %@, %lld neu' }")]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "strings",
        """,
        files: [("strings/en.lua", "return { hi = 'Hi %@, %lld new' }"), ("strings/de.lua", "return { hi = 'Hallo %@' }")]),
    ])

  static func findings(in tour: TourContext) -> [RawFinding] {
    guard let strings = tour.strings else { return [] }
    var found: [RawFinding] = []
    for key in tour.checkedKeys {
      let entries = strings.entries[key] ?? [:]
      guard let source = entries[strings.sourceLanguage], !source.isUnread else { continue }
      let expected = placeholders(source)
      for locale in strings.locales.dropFirst() {
        guard let entry = entries[locale], !entry.isUnread else { continue }
        let given = placeholders(entry)
        guard given != expected else { continue }
        let missing = expected.subtracting(given).sorted()
        let extra = given.subtracting(expected).sorted()
        let parts =
          (missing.isEmpty ? [] : ["drops \(missing.joined(separator: ", "))"]) + (extra.isEmpty ? [] : ["adds \(extra.joined(separator: ", "))"])
        found.append(
          tour.finding(
            .placeholderMismatch, .error,
            "the '\(locale)' translation of '\(key.quotedInMessage)' \(parts.joined(separator: " and ")) (\(strings.origin))",
            element: "\(key) [\(locale)]", line: tour.fieldLines["strings"]))
      }
    }
    return found
  }

  /// The placeholders of every form, by argument and kind (`%1$@`, `%2$d`).
  private static func placeholders(_ entry: StringTable.Entry) -> Set<String> {
    Set(entry.forms.flatMap { form in StringFormat.placeholders(in: form).map { "%\($0.argument)$\($0.kind)" } })
  }
}
