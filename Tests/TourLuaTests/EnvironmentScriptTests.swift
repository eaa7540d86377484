import Foundation
import TestSupport
import Testing
import TourCore

@testable import TourLua

extension ScriptRun {
  /// The frame on screen of the view named `name`.
  func frame(of name: String) -> Rect? {
    (try? controller.screen.resolve(name)).flatMap { controller.screen.frameOnScreen($0) }
  }
}

/// tour.t, the screen a device gets, autoresizing, ctl.screen's settings, through a real Lua state.
@Suite("Locales, devices and text sizes, from scripts")
struct EnvironmentScriptTests {
  static let catalog = #"""
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "hello": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Hello, %@!" } },
        "de": { "stringUnit": { "state": "translated", "value": "Hallo, %@!" } } } },
      "items": { "localizations": {
        "en": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld item" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld items" } } } } },
        "ar": { "variations": { "plural": {
          "zero": { "stringUnit": { "state": "translated", "value": "لا شيء" } },
          "one": { "stringUnit": { "state": "translated", "value": "واحد" } },
          "two": { "stringUnit": { "state": "translated", "value": "اثنان" } },
          "few": { "stringUnit": { "state": "translated", "value": "%lld قليلة" } },
          "many": { "stringUnit": { "state": "translated", "value": "%lld كثيرة" } },
          "other": { "stringUnit": { "state": "translated", "value": "%lld أخرى" } } } } } } },
      "order": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "%1$@ then %2$lld" } },
        "de": { "stringUnit": { "state": "translated", "value": "%2$lld, dann %1$@" } } } }
    } }
    """#

  /// A tour that logs what tour.t gives for `calls` (Lua expressions) when it starts.
  func logs(_ calls: [String], locale: String?) throws -> ScriptRun {
    let source = ScriptRun.tour(
      marks: 1,
      """
      strings = "Localizable.xcstrings",
      willShow = function(ctl, mark, index)
        \(calls.map { "tour.log(\($0))" }.joined(separator: "\n    "))
      end,
      """)
    return try ScriptRun(source, files: ["Localizable.xcstrings": Self.catalog], environment: TourEnvironment(locale: locale)).start()
  }

  @Test("tour.t: the locale's string, its plural form, its placeholders in their positions")
  func translated() throws {
    let calls = [#"tour.t("hello", "Dana")"#, #"tour.t("items", 1)"#, #"tour.t("items", 5)"#, #"tour.t("order", "a", 2)"#]
    #expect(try logs(calls, locale: nil).logs == ["Hello, Dana!", "1 item", "5 items", "a then 2"])
    #expect(try logs(calls, locale: "de").logs == ["Hallo, Dana!", "1 item", "5 items", "2, dann a"])
    let arabic = try logs([0, 1, 2, 3, 11, 100].map { #"tour.t("items", \#($0))"# }, locale: "ar")
    // %d in Arabic's digits, as Android and Apple write it for the locale.
    #expect(arabic.logs == ["لا شيء", "واحد", "اثنان", "٣ قليلة", "١١ كثيرة", "١٠٠ أخرى"])
  }

  /// A catalog as Xcode writes a string with two counts, one worded per device, and one
  /// left untranslated.
  static let xcodeCatalog = #"""
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "%lld items in %lld carts": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "%#@items@ in %#@carts@" },
          "substitutions": {
            "items": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%arg item" } },
              "other": { "stringUnit": { "state": "translated", "value": "%arg items" } } } } },
            "carts": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%arg cart" } },
              "other": { "stringUnit": { "state": "translated", "value": "%arg carts" } } } } } } },
        "de": { "stringUnit": { "state": "translated", "value": "%#@items@ in %#@carts@" },
          "substitutions": {
            "items": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%arg Artikel" } },
              "other": { "stringUnit": { "state": "translated", "value": "%arg Artikel" } } } } },
            "carts": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
              "one": { "stringUnit": { "state": "translated", "value": "%arg Warenkorb" } },
              "other": { "stringUnit": { "state": "translated", "value": "%arg Warenkörben" } } } } } } } } },
      "Tap here": { "localizations": {
        "en": { "variations": { "device": {
          "iphone": { "stringUnit": { "state": "translated", "value": "Tap here" } },
          "ipad": { "stringUnit": { "state": "translated", "value": "Tap here, beside the sidebar" } },
          "other": { "stringUnit": { "state": "translated", "value": "Select this" } } } } },
        "de": { "stringUnit": { "state": "translated", "value": "Hier tippen" } } } },
      "Shoply": { "shouldTranslate": false }
    } }
    """#

  @Test("a catalog as Xcode writes it: each part by its own count, the device's wording, through tour.t and the announce")
  func xcodeCatalog() throws {
    func run(_ locale: String?, _ device: String?) throws -> ScriptRun {
      let source = ScriptRun.tour(
        marks: 1,
        """
        strings = "Localizable.xcstrings",
        coachMarkViewsAt = function(ctl, index, mark)
          tour.log(tour.t("%lld items in %lld carts", 1, 1), tour.t("%lld items in %lld carts", 3, 2), tour.t("Shoply"))
          return ctl.helper:makeDefaultCoachViews { hint = tour.t("Tap here"), next = "OK" }
        end,
        """)
      let environment = TourEnvironment(device: device.flatMap(DeviceCatalog.device(named:)), locale: locale)
      return try ScriptRun(source, files: ["Localizable.xcstrings": Self.xcodeCatalog], environment: environment).start()
    }
    let phone = try run(nil, "iphone")
    #expect(phone.logs == ["1 item in 1 cart\t3 items in 2 carts\tShoply"])
    #expect(phone.warnings == [])
    let tablet = try run(nil, "ipad-13")
    #expect(
      tablet.log.events.compactMap { if case .announce(_, let message) = $0 { message } else { nil } }
        == ["Tap here, beside the sidebar. OK, button."])
    #expect(
      try run(nil, "pixel-8").log.events.contains { if case .announce(_, let message) = $0 { message.hasPrefix("Select this.") } else { false } })
    let german = try run("de", "ipad-13")
    #expect(german.logs == ["1 Artikel in 1 Warenkorb\t3 Artikel in 2 Warenkörben\tShoply"])
    #expect(german.warnings == [])
  }

  @Test("the skip view's title from the tour's strings (titleKey), and a built-in translation of Skip and Done by default")
  func skipTitle() throws {
    func title(_ skipView: String, _ locale: String?, pages: Bool = false) throws -> String? {
      let source = ScriptRun.tour(
        marks: 2,
        """
        strings = "Localizable.xcstrings",
        skipView = \(skipView),
        """)
      let run = try ScriptRun(source, files: ["Localizable.xcstrings": Self.catalog], environment: TourEnvironment(locale: locale)).start()
      guard case .skipButton(let title, _)? = run.controller.skip.view?.kind else { return nil }
      return title
    }
    #expect(try title(#"{ titleKey = "hello" }"#, "de") == "Hallo, %@!")
    #expect(try title(#"{ titleKey = "hello" }"#, nil) == "Hello, %@!")
    #expect(try title(#"{ titleKey = "hello" }"#, "en-XA") == "⟦Ĥéļļö, »%@«¡ one two three four five⟧")
    #expect(try title("{}", "de") == "Überspringen")
    #expect(try title("{}", "ja") == "スキップ")
    #expect(try title("{}", "xx") == "Skip")
    #expect(try title(#"{ title = "Leave" }"#, "de") == "Leave")
    #expect(ControlWords.done(locale: "fr") == "Terminé")
    #expect(try title("{}", "en-XA") == PseudoLocale.accented.transform("Skip"))
    // A key no language has is the tour's error, at its line.
    let source = ScriptRun.tour(
      marks: 1,
      """
      strings = "Localizable.xcstrings",
      skipView = { titleKey = "skp" },
      """)
    #expect(throws: (any Error).self) { try ScriptRun(source, files: ["Localizable.xcstrings": Self.catalog]) }
  }

  @Test("an Android res folder through tour.t: a string-array by index, untranslated strings, aapt2's escapes, the announce")
  func androidResources() throws {
    let files = [
      "res/values/strings.xml": #"""
      <resources xmlns:tools="http://schemas.android.com/tools">
        <string name="app_name" translatable="false">Shoply</string>
        <string name="legal" tools:ignore="MissingTranslation">Terms apply</string>
        <string name="tip">Tap \@home or \?help,   then    go on</string>
        <string-array name="steps"><item>Search</item><item>Add to cart</item></string-array>
      </resources>
      """#,
      "res/values/donottranslate.xml": #"<resources><string name="brand">SHOPLY</string></resources>"#,
      "res/values-de/strings.xml": #"""
      <resources>
        <string name="tip">Tippe \@home</string>
        <string-array name="steps"><item>Suchen</item><item>In den Warenkorb</item></string-array>
      </resources>
      """#,
    ]
    func run(_ locale: String?) throws -> ScriptRun {
      let source = ScriptRun.tour(
        marks: 1,
        """
        strings = "res",
        coachMarkViewsAt = function(ctl)
          tour.log(tour.t("steps", 2), tour.t("app_name"), tour.t("legal"), tour.t("brand"))
          return ctl.helper:makeDefaultCoachViews { hint = tour.t("tip"), next = tour.t("steps", 1) }
        end,
        """)
      return try ScriptRun(source, files: files, environment: TourEnvironment(locale: locale)).start()
    }
    let english = try run(nil)
    #expect(english.logs == ["Add to cart\tShoply\tTerms apply\tSHOPLY"])
    #expect(
      english.log.events.compactMap { if case .announce(_, let message) = $0 { message } else { nil } }
        == ["Tap @home or ?help, then go on. Search, button."])
    let german = try run("de")
    #expect(german.logs == ["In den Warenkorb\tShoply\tTerms apply\tSHOPLY"])
    #expect(german.warnings == [])  // the untranslated strings are not missing in German
    #expect(
      german.log.events.compactMap { if case .announce(_, let message) = $0 { message } else { nil } }
        == ["Tippe @home. Suchen, Taste."])
  }

  @Test("a locale the strings do not have is said once, when the tour loads, at the strings line")
  func unknownLocale() throws {
    let run = try logs([#"tour.t("hello", "Dana")"#], locale: "xx-YY")
    #expect(run.warnings == ["tour.lua:17: xx-YY is not a language of Localizable.xcstrings (en, ar, de); using en"])
    #expect(try logs([#"tour.t("hello", "Dana")"#], locale: "de-AT").warnings == [])
    #expect(try logs([#"tour.t("hello", "Dana")"#], locale: "en-XA").warnings == [])
  }

  @Test("a missing locale or key falls back to the source language with one warning each")
  func fallbacks() throws {
    let run = try logs([#"tour.t("hello", "Dana")"#, #"tour.t("hello", "Eli")"#, #"tour.t("nope")"#], locale: "fr")
    #expect(run.logs == ["Hello, Dana!", "Hello, Eli!", "nope"])
    #expect(
      run.warnings == [
        "tour.lua:17: fr is not a language of Localizable.xcstrings (en, ar, de); using en",
        "tour.lua:21: Localizable.xcstrings has no string 'nope'",
      ])
    let german = try logs([#"tour.t("items", 2)"#], locale: "de")
    #expect(german.warnings == ["Localizable.xcstrings: 'items' has no 'de' translation; using 'en'"])
  }

  @Test("pseudo-locales transform the source strings and keep placeholders")
  func pseudo() throws {
    // "Hello, %@!" is 10 characters: ×3 → 30, reached with "five" (34).
    #expect(try logs([#"tour.t("hello", "Dana")"#], locale: "en-XA").logs == ["⟦Ĥéļļö, »Dana«¡ one two three four five⟧"])
    #expect(try logs([#"tour.t("items", 2)"#], locale: "ar-XB").logs == ["\u{200F}\u{202E}2\u{202C}\u{200F} \u{200F}\u{202E}items\u{202C}\u{200F}"])
  }

  @Test("tour.t's mistakes are the script's errors, at its line")
  func mistakes() throws {
    let run = try logs([#"tour.t("items")"#, #"tour.t("hello")"#, #"tour.t("hello", {})"#], locale: nil)
    #expect(
      run.errors == [
        "tour.lua:19: bad argument #1 to 't' ('items' has plural forms: give the count among the arguments)"
      ])
    let second = try logs([#"tour.t("hello")"#], locale: nil)
    #expect(second.errors == ["tour.lua:19: bad argument #1 to 't' ('hello': %@ needs argument 1, but 0 were given)"])
    let third = try logs([#"tour.t("hello", {})"#], locale: nil)
    #expect(third.errors == ["tour.lua:19: bad argument #2 to 't' (a string or number expected, got table)"])
    let none = try ScriptRun(ScriptRun.tour(marks: 1, #"willShow = function() tour.log(tour.t("x")) end,"#)).start()
    #expect(
      none.errors == [
        #"tour.lua:17: bad argument #1 to 't' (tour.t needs the tour's strings: name them with strings = "Localizable.xcstrings", a res folder or a folder of <locale>.lua tables)"#
      ])
  }

  @Test("a folder of Lua tables per locale, and a right-to-left locale lays the screen out right to left")
  func luaTables() throws {
    let source = """
      return {
        strings = "strings",
        screen = { width = 320, height = 480, views = { { id = "a", frame = { 30, 30, 70, 20 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        willShow = function(ctl) tour.log(tour.t("next"), tour.t("n", 2), ctl.screen.locale) end,
      }
      """
    let files = [
      "strings/en.lua": #"return { next = "Next", n = { one = "%d one", other = "%d many" } }"#,
      "strings/he.lua": #"return { next = "הבא", n = { one = "אחד", two = "שניים", other = "%d" } }"#,
    ]
    let english = try ScriptRun(source, files: files).start()
    #expect(english.logs == ["Next\t2 many\ten"])
    #expect(english.controller.screen.layoutDirection == .leftToRight)
    let hebrew = try ScriptRun(source, files: files, environment: TourEnvironment(locale: "he")).start()
    #expect(hebrew.logs == ["הבא\tשניים\the"])
    #expect(hebrew.controller.screen.layoutDirection == .rightToLeft)
  }

  @Test("a device: the described screen takes its size and safe area, and the views follow their masks")
  func device() throws {
    let source = """
      return {
        screen = {
          width = 390, height = 844,
          views = {
            { id = "tabBar", frame = { 0, 795, 390, 49 }, autoresizing = { "flexibleTopMargin", "flexibleWidth" },
              children = { { id = "cart", frame = { 331, 4, 55, 41 }, autoresizing = { "flexibleLeftMargin" } } } },
          },
        },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "cart" } end,
        willShow = function(ctl)
          tour.log(ctl.screen.device, ctl.screen.orientation, ctl.screen.width, ctl.screen.height, ctl.screen.safeArea.left,
            ctl.screen.textSize, ctl.screen.reduceMotion)
        end,
      }
      """
    let environment = TourEnvironment(
      device: DeviceCatalog.device(named: "iphone-se"), orientation: .landscape, textSize: .accessibilityLarge, reduceMotion: true)
    let run = try ScriptRun(source, environment: environment).start()
    #expect(run.logs == ["iphone-se\tlandscape\t667\t375\t0\tAX2\ttrue"])
    #expect(run.frame(of: "tabBar.cart") == Rect(x: 608, y: 330, width: 55, height: 41))
    #expect(run.controller.screen.safeArea == .zero)
  }

  @Test("screen = function(device): the tour makes the screen for the device, or names a file for it")
  func screenFunction() throws {
    let source = """
      return {
        screen = function(device)
          if device.isTablet then return "tablet.json" end
          return { width = device.width, height = device.height, safeArea = device.safeArea,
            views = { { id = "a", frame = { 10, device.height - 60, device.width - 20, 50 } } } }
        end,
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      }
      """
    let files = ["tablet.json": #"{ "width": 1032, "height": 1376, "views": [ { "id": "a", "frame": [100, 100, 200, 50] } ] }"#]
    let phone = try ScriptRun(source, files: files, environment: TourEnvironment(device: DeviceCatalog.device(named: "iphone-mini")))
    #expect(phone.frame(of: "a") == Rect(x: 10, y: 752, width: 355, height: 50))
    #expect(phone.controller.screen.safeArea == EdgeInsets(top: 50, bottom: 34))
    let tablet = try ScriptRun(source, files: files, environment: TourEnvironment(device: DeviceCatalog.device(named: "ipad-13")))
    #expect(tablet.frame(of: "a") == Rect(x: 100, y: 100, width: 200, height: 50))
    let standard = try ScriptRun(source, files: files)
    #expect(standard.controller.screen.size == Size(width: 390, height: 844))
    #expect(
      ScriptRun.loadFailure("return { screen = function() return 3 end, numberOfCoachMarks = 1, coachMarkAt = function() end }")
        == "tour.lua:1: screen: the function must return a screen table or the path of a screen file, got number")
    let misspelt =
      #"return { screen = { width = 10, height = 10, views = { { id = "a", frame = { 0, 0, 1, 1 }, autoresizing = { "flexibleWidht" } } } }, numberOfCoachMarks = 1, coachMarkAt = function() end }"#
    let expected =
      "tour.lua:1: screen.views[1].autoresizing[1]: unknown autoresizing 'flexibleWidht' (did you mean 'flexibleWidth'?); "
      + "one of flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin"
    #expect(ScriptRun.loadFailure(misspelt) == expected)
  }

  @Test("the text size scales the default body's text: at AX5 the hint is 53/17 as large and the body grows")
  func textSize() throws {
    let source = ScriptRun.tour(
      marks: 1,
      """
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search", next = "Next" }
      end,
      """)
    func body(_ size: ContentSizeCategory) throws -> Rect {
      let run = try ScriptRun(source, environment: TourEnvironment(textSize: size)).start()
      return try #require(run.controller.machine.phase.displayed?.layout.body)
    }
    let large = try body(.large)
    let huge = try body(.accessibilityExtraExtraExtraLarge)
    // ApproximateTextMetrics: 0.55 em a character, lines 1.2 em.
    #expect(huge.height > large.height * 2.5)
    #expect(huge.width > large.width)
  }

  @Test("Reduce Motion: an appearance that slides becomes a cross-fade of the same timing; an idle wobble is left out")
  func reduceMotion() throws {
    let source = ScriptRun.tour(
      marks: 1,
      """
      fetchAppearanceTransition = function(ctl, view, index, manager)
        manager.parameters.duration = 0.5
        manager:animate { alpha = 1, translation = { 0, 0 }, fromInitialState = { alpha = 0, translation = { 0, 30 } } }
      end,
      fetchIdleAnimation = function(ctl, view, index, manager)
        manager.parameters.duration = 1
        manager:animate { scale = { 1.1, 1.1 } }
      end,
      willShow = function(ctl) tour.log(tostring(ctl.screen.reduceMotion)) end,
      """)
    func midway(_ reduce: Bool) throws -> ViewState {
      let run = try ScriptRun(source, environment: TourEnvironment(reduceMotion: reduce))
      run.session.start()
      run.session.timeline.advance(to: Instant(microseconds: 550_000))
      return try #require(run.controller.scene().marks.first?.state)
    }
    let moving = try midway(false)
    #expect(moving.translation.y > 0)
    let still = try midway(true)
    #expect(still.translation == .zero)
    #expect(still.alpha > 0 && still.alpha < 1)
    let calm = try ScriptRun(source, environment: TourEnvironment(reduceMotion: true)).start()
    #expect(calm.logs == ["true"])
    #expect(calm.controller.readout.idleAnimation == nil)
  }

  @Test("announce: what VoiceOver speaks when a mark appears, in the tour's language")
  func announce() throws {
    let source = ScriptRun.tour(
      marks: 2,
      """
      skipView = { title = "Skip" },
      coachMarkViewsAt = function(ctl, index, mark)
        local hints = { "Search everything", "Your cart is here!" }
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = hints[index], next = "Next" }
      end,
      """)
    func spoken(_ locale: String?) throws -> [String] {
      let run = try ScriptRun(source, environment: TourEnvironment(locale: locale)).start().input("next")
      return run.log.events.compactMap { if case .announce(let index, let message) = $0 { "\(index): \(message)" } else { nil } }
    }
    #expect(
      try spoken(nil) == [
        "1: Search everything. Step 1 of 2. Next, button. Skip, button.",
        "2: Your cart is here! Step 2 of 2. Next, button. Skip, button.",
      ])
    #expect(try spoken("de").first == "1: Search everything. Schritt 1 von 2. Next, Taste. Skip, Taste.")
    #expect(try spoken("ja").first == "1: Search everything。ステップ 1/2。Next、ボタン。Skip、ボタン。")
    #expect(try spoken("ar").first == "1: Search everything. الخطوة ١ من ٢. Next، زر. Skip، زر.")
    #expect(try spoken("en-XA").first == "1: Search everything. Step 1 of 2. Next, button. Skip, button.")
  }

  @Test("the spoken step is the shown one, once: a drawn progress line is the progress, and a skipped mark is not counted")
  func spokenStep() throws {
    func spoken(_ progress: String) throws -> [String] {
      let source = ScriptRun.tour(
        marks: 4,
        """
        coachMarkWillLoadAt = function(ctl, index) return index ~= 2 end,
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { hint = "Mark " .. index .. ".", next = "Next"\(progress) }
        end,
        """)
      let run = try ScriptRun(source).start().input("next").input("next")
      return run.log.events.compactMap { if case .announce(let index, let message) = $0 { "\(index): \(message)" } else { nil } }
    }
    #expect(
      try spoken(#", progress = "{current} of {total}""#) == [
        "1: Mark 1. 1 of 3. Next, button.", "3: Mark 3. 2 of 3. Next, button.", "4: Mark 4. 3 of 3. Next, button.",
      ])
    // A line break in a hint is a pause, spoken as a space: one announcement, one line of a log.
    let broken = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkViewsAt = function() return { body = { kind = "defaultBody", hint = "First line\\nsecond line", next = "OK" } } end,
        """)
    ).start()
    #expect(
      broken.log.events.compactMap { if case .announce(_, let message) = $0 { message } else { nil } }
        == ["First line second line. OK, button."])
    // Without a drawn line, the count is the same: mark 2, declined, is not counted from the first mark on.
    #expect(
      try spoken("") == ["1: Mark 1. Step 1 of 3. Next, button.", "3: Mark 3. Step 2 of 3. Next, button.", "4: Mark 4. Step 3 of 3. Next, button."])
  }

  @Test("the scene's accessibility: a modal dialog labelled by the hint, texts, progress, then controls with their actions")
  func accessibilityElements() throws {
    let source = ScriptRun.tour(
      marks: 2,
      """
      skipView = { title = "Skip" },
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search everything", next = "Next" }
      end,
      """)
    let run = try ScriptRun(source).start()
    let dialog = try #require(run.controller.scene().accessibility.first)
    #expect(dialog.index == 1 && dialog.label == "Search everything" && dialog.escapes)
    #expect(
      dialog.elements.map { "\($0.role.rawValue) \($0.label) \($0.action ?? "-")" } == [
        "text Search everything -", "progress Step 1 of 2 -", "button Next next", "button Skip skip",
      ])
  }
}
