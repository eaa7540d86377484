import TestSupport
import Testing
import TourCore

/// `tour.t` over an Android `res` folder as aapt2 builds it: a `<plurals>` that lacks a
/// quantity, and errors that name the argument they are about; a catalog's translation that
/// lacks a category, as Foundation reads it.
@Suite("tour.t over an Android res folder")
struct AndroidStringsTests {
  static let files = [
    "res/values/strings.xml": """
    <resources>
      <plurals name="followers"><item quantity="one">%s follower</item><item quantity="other">%s followers</item></plurals>
      <plurals name="episodes"><item quantity="one">%d episode</item><item quantity="other">%d episodes</item></plurals>
      <string-array name="sizes"><item>%d small</item><item>%d large</item></string-array>
    </resources>
    """,
    "res/values-ru/strings.xml": """
    <resources>
      <plurals name="followers">
        <item quantity="one">%s подписчик</item>
        <item quantity="many">%s подписчиков</item>
      </plurals>
    </resources>
    """,
  ]

  static func tour(_ body: String) -> String {
    """
    return {
      strings = "res",
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 100, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl)
        \(body)
        return ctl.helper:makeCoachMark { view = "a" }
      end,
    }
    """
  }

  @Test("a count whose quantity has no item: 'other' where there is one, else the source language, each with a warning at the tour.t line")
  func missingQuantity() throws {
    let run = try ScriptRun(
      Self.tour(#"tour.log(tour.t("followers", 1)) tour.log(tour.t("followers", 3)) tour.log(tour.t("followers", 1.5))"#),
      files: Self.files, environment: TourEnvironment(locale: "ru")
    ).start()
    #expect(run.logs == ["1 подписчик", "3 followers", "1.5 followers"])
    #expect(
      run.warnings == [
        "res/values-ru/strings.xml:2: <plurals name=\"followers\"> has no item of quantity 'other' (Android Lint's MissingQuantity); "
          + "a count of a quantity it lacks takes the source language's string, where Android throws Resources.NotFoundException",
        "tour.lua:6: 'followers' has no 'few' item in 'ru' (res), nor an 'other' one: Android throws Resources.NotFoundException here; using 'en'",
        "tour.lua:6: 'followers' has no 'other' item in 'ru' (res): Android throws Resources.NotFoundException here; using 'en'",
      ])
  }

  @Test("a catalog's translation without a language's category takes its 'other' form, as Foundation does, saying so")
  func catalogMissingCategory() throws {
    let catalog = #"""
      { "sourceLanguage": "en", "version": "1.0", "strings": { "votes": { "localizations": {
        "uk": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld голос" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld голосів" } } } } } } } } }
      """#
    let run = try ScriptRun(
      Self.tour(#"tour.log(tour.t("votes", 1)) tour.log(tour.t("votes", 3))"#).replacingOccurrences(of: #""res""#, with: #""L.xcstrings""#),
      files: ["L.xcstrings": catalog], environment: TourEnvironment(locale: "uk")
    ).start()
    #expect(run.logs == ["1 голос", "3 голосів"])
    #expect(run.warnings == ["tour.lua:6: 'votes' has no 'few' form in 'uk' (L.xcstrings); its 'other' form is used, as Foundation does"])
  }

  @Test("an error about one argument names it as Lua counts: the key is argument #1")
  func argumentNumbers() throws {
    func error(_ call: String) throws -> [String] {
      try ScriptRun(Self.tour("tour.log(\(call))"), files: Self.files).start().errors
    }
    #expect(try error(#"tour.t("episodes", 1.5)"#) == ["tour.lua:6: bad argument #2 to 't' ('episodes': %d needs a whole number, got 1.5)"])
    #expect(
      try error(#"tour.t("sizes", 3)"#) == [
        "tour.lua:6: bad argument #2 to 't' ('sizes' is a list of 2: give the index (1 to 2) as the first argument)"
      ])
    #expect(try error(#"tour.t("sizes", 1, 2.5)"#) == ["tour.lua:6: bad argument #3 to 't' ('sizes': %d needs a whole number, got 2.5)"])
  }

  @Test("%d and %f in the locale's digits and decimal separator, as Android's String.format(Locale, ...) writes them")
  func localizedNumbers() throws {
    func said(_ locale: String) throws -> [String] {
      try ScriptRun(
        Self.tour(#"tour.log(tour.t("episodes", 5)) tour.log(tour.t("speed", 2.5))"#),
        files: Self.files.merging(["res/values/more.xml": #"<resources><string name="speed">%1$.2fx</string></resources>"#]) { $1 },
        environment: TourEnvironment(locale: locale)
      ).start().logs
    }
    #expect(try said("ar") == ["٥ episodes", "٢٫٥٠x"])
    #expect(try said("de") == ["5 episodes", "2,50x"])
    #expect(try said("en") == ["5 episodes", "2.50x"])
  }
}
