import TourCore

extension CheckRule {
  public static let stringState = CheckRule(rawValue: "string-state")
}

/// A string the tour shows whose translation its strings file marks as not done.
struct StringStateRule: TourRule {
  static let description = RuleDescription(
    id: .stringState, severity: [.warning], summary: "a string the tour shows is marked as not translated, to review, or stale",
    finds:
      """
      a string the tour can show (named by a literal `tour.t("key")` or `titleKey`, or looked up while it plays) whose translation a String \\
      Catalog marks `new` (not translated yet) or `needs_review` (the source changed since, or a translator asked for a review), in that \\
      locale; or whose key it marks `stale` (Xcode no longer finds it in the app's code, and drops it on export); with `--all-strings`, every \\
      string of the file. Android's `strings.xml` keeps no such states (its translation tools keep them outside the file): a tour imports \
      them, or Xcode's, from XLIFF with `xliff = { "de.xliff" }`, each file's language taking the states it marks
      """,
    sources: [
      .init(
        "Xcode: Localizing and varying text with a string catalog",
        "https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog")
    ],
    scopes: [.tour],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "L.xcstrings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hint"), next = tour.t("next") } end,
        """,
        files: [("L.xcstrings", Self.catalog)],
        finds: [
          "warning: the 'de' translation of 'hint' is marked needs_review in L.xcstrings: the source changed since it was translated, or a translator asked for a review",
          "warning: the 'fr' translation of 'next' is marked new in L.xcstrings: it is not translated yet",
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "res",
        xliff = { "l10n/de.xliff" },
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hint"), next = tour.t("next") } end,
        """,
        files: [
          ("res/values/strings.xml", #"<resources><string name="hint">Find it here.</string><string name="next">Next</string></resources>"#),
          ("res/values-de/strings.xml", #"<resources><string name="hint">Hier finden.</string><string name="next">Next</string></resources>"#),
          ("l10n/de.xliff", Self.xliff(hint: "translated", next: "needs-translation")),
        ],
        finds: ["warning: the 'de' translation of 'next' is marked new in l10n/de.xliff: it is not translated yet"]),
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "L.xcstrings",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("done") } end,
        """,
        files: [("L.xcstrings", Self.catalog)]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        strings = "L.xcstrings",
        xliff = "de.xliff",
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = tour.t("hint") } end,
        """,
        files: [("L.xcstrings", Self.catalog), ("de.xliff", Self.xliff(hint: "signed-off", next: "final"))]),
    ])

  /// A German XLIFF 1.2 file marking `hint` and `next` with the states given.
  static func xliff(hint: String, next: String) -> String {
    #"""
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="L.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="hint"><source>Find it here.</source><target state="\#(hint)">Hier finden.</target></trans-unit>
        <trans-unit id="next"><source>Next</source><target state="\#(next)">Weiter</target></trans-unit>
      </body></file>
    </xliff>
    """#
  }

  /// A catalog with a translation to review, one not done, and one done.
  static let catalog = #"""
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "hint": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Find it here." } },
        "de": { "stringUnit": { "state": "needs_review", "value": "Hier finden." } } } },
      "next": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Next" } },
        "fr": { "stringUnit": { "state": "new", "value": "Next" } } } },
      "done": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Done" } },
        "de": { "stringUnit": { "state": "translated", "value": "Fertig" } },
        "fr": { "stringUnit": { "state": "translated", "value": "Terminé" } } } } } }
    """#

  static func findings(in tour: TourContext) -> [RawFinding] {
    guard let strings = tour.strings else { return [] }
    var found: [RawFinding] = []
    for key in tour.checkedKeys {
      for (locale, state) in (strings.states[key] ?? [:]).sortedByKey {
        let file = strings.stateSources[locale] ?? strings.origin
        let message: String
        switch state {
        case .stale:
          message = "'\(key.quotedInMessage)' is marked stale in \(strings.origin): Xcode no longer finds it in the app's code, and drops it"
        case .new:
          message = "the '\(locale)' translation of '\(key.quotedInMessage)' is marked new in \(file): it is not translated yet"
        case .needsReview:
          message =
            "the '\(locale)' translation of '\(key.quotedInMessage)' is marked needs_review in \(file): the source changed since it was translated, or a translator asked for a review"
        }
        found.append(
          tour.finding(.stringState, .warning, message, element: locale.isEmpty ? key : "\(key) [\(locale)]", line: tour.fieldLines["strings"]))
      }
    }
    return found
  }
}
