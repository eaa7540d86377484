import Foundation
import TestSupport
import Testing
import TourCore

@testable import TourHostKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `tourhost check`'s rules, each with a tour that breaks it and one that does not, on a
/// small matrix (one iPhone, portrait, Large, the source language).
@Suite("tourhost check: the rules")
struct CheckRuleTests {
  static let phone = CheckMatrix(
    devices: [DeviceCatalog.device(named: "iphone")!], orientations: [.portrait], textSizes: [.large], locales: [nil], appearances: [.light])

  /// The findings of a tour written from its fields, on `matrix`.
  func findings(
    _ fields: String, screen: String? = nil, matrix: CheckMatrix = phone, profile: CheckProfile = .apple, files: [String: String] = [:]
  ) throws -> [CheckFinding] {
    let folder = TemporaryDirectory()
    for (name, text) in files { folder.write(name, text) }
    let script = folder.write(
      "tour.lua",
      """
      return {
        screen = \(screen ?? #"{ width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } }"#),
        skipView = { title = "Skip" },
        \(fields)
      }
      """)
    return try CheckRunner.run(CheckOptions(tours: [script.path], matrix: matrix, profile: profile)).findings
  }

  func rules(_ found: [CheckFinding]) -> [String] { found.map { "\($0.rule.rawValue) \($0.severity.rawValue)" } }

  static let twoMarks = """
    numberOfCoachMarks = 2,
    coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "a", "b" })[index] } end,
    """

  static let defaultViews =
    #"coachMarkViewsAt = function(ctl, i, mark) return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Find it here.", next = "Next" } end,"#

  @Test("a clean tour has no findings: tourhost's default controls are touched over 44×44 pt, whatever they draw")
  func clean() throws {
    #expect(try findings(Self.twoMarks + Self.defaultViews).isEmpty)
    #expect(try findings(Self.twoMarks + Self.defaultViews, profile: .wcag).isEmpty)
    // Android's 48 is over iOS's 44: an iPhone's controls are under it.
    #expect(
      try findings(Self.twoMarks + Self.defaultViews, profile: .android).map(\.message) == [
        "Skip is 66.15×44 dp; needs at least 48×48 (Android accessibility)",
        "Next is 179.49×44 dp; needs at least 48×48 (Android accessibility)", "Next is 179.49×44 dp; needs at least 48×48 (Android accessibility)",
      ])
  }

  @Test("Android's line is in dp: --profile android, and an Android device in any profile")
  func androidUnits() throws {
    let folder = TemporaryDirectory()
    let script = folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } },
        skipView = { title = "Skip" },
      """ + Self.twoMarks + "}")
    let android = try CheckRunner.run(CheckOptions(tours: [script.path], matrix: Self.phone, profile: .android))
    #expect(android.findings.map(\.message).contains("Skip is 66.15×44 dp; needs at least 48×48 (Android accessibility)"))
    // On an Android device the default controls are touched over 48×48 dp: nothing to find.
    var pixel = Self.phone
    pixel.devices = [DeviceCatalog.device(named: "pixel-8")!]
    let onPixel = try CheckRunner.run(CheckOptions(tours: [script.path], matrix: pixel, profile: .android))
    #expect(onPixel.findings.filter { $0.rule == .controlSize }.isEmpty)
  }

  @Test("mark-off-screen and mark-too-tall: a body wider and taller than the screen")
  func offScreen() throws {
    let found = try findings(Self.twoMarks + "coachMarkViewsAt = function() return { body = { width = 300, height = 900 } } end,")
    #expect(found.contains { $0.rule == .markOffScreen && $0.severity == .error && $0.message.hasPrefix("mark 1 leaves the screen by") })
    #expect(
      found.contains {
        $0.rule == .markTooTall
          && $0.message == "mark 1 is 900 pt tall, more than two thirds of the safe area (759); shorten its text or give it a wider maxWidth"
      })
    let fits = try findings(Self.twoMarks + "coachMarkViewsAt = function() return { body = { width = 300, height = 100 } } end,")
    #expect(!fits.contains { $0.rule == .markOffScreen || $0.rule == .markTooTall })
  }

  @Test("mark-covers-target, unless the mark is shown over its cutout on purpose")
  func covers() throws {
    let over = "isDisplayedOverCutoutPath = true"
    let covering = try findings(
      """
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.arrowOrientation = "top"; return m end,
      willShow = function(ctl, mark) mark.gapBetweenCoachMarkAndCutoutPath = -60 end,
      """)
    #expect(covering.contains { $0.rule == .markCoversTarget && $0.message.hasPrefix("mark 1 covers ") })
    let onPurpose = try findings(
      """
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.\(over); return m end,
      """)
    #expect(!onPurpose.contains { $0.rule == .markCoversTarget })
  }

  @Test("target-missing and target-off-screen")
  func targets() throws {
    let missing = try findings(
      """
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "later", wait = 1 } end,
      """)
    #expect(
      missing.contains {
        $0.rule == .targetMissing && $0.severity == .review
          && $0.message == "mark 1's view 'later' never came (the mark waits for it; nothing adds it in a check)"
      })
    let off = try findings(
      "numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = \"a\" } end,",
      screen: #"{ width = 393, height = 852, views = { { id = "a", frame = { 360, 200, 100, 44 } } } }"#)
    #expect(
      off.contains {
        $0.rule == .targetOffScreen && $0.severity == .warning
          && $0.message == "mark 1's target is partly off the screen: 67 pt at the right; bring the view on screen before the mark (willShow)"
      })
    // On the described 393×852 screen, off a 320×568 one: the description may not follow the device.
    var small = Self.phone
    small.devices = [DeviceCatalog.device(named: "iphone-se-1")!]
    let moved = try findings(Self.twoMarks, matrix: small)
    #expect(
      moved.contains {
        $0.rule == .targetOffScreen && $0.severity == .review
          && $0.message
            == "mark 2's target (200.0, 600.0, 100.0, 44.0) is off the screen (it is on the described 393×852 screen: give the views autoresizing masks, or screen = function(device))"
      })
  }

  /// A custom body: `color` text on white, 15 pt (not large).
  func contrast(_ color: String, size: Int = 15) throws -> [CheckFinding] {
    try findings(
      Self.twoMarks + """
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = {
          { kind = "text", text = "Read me", size = \(size), color = "\(color)" } } } } end,
        """
    ).filter { $0.rule == .textContrast }
  }

  @Test("text-contrast at WCAG's boundaries: #767676 on white passes (4.54), #777777 fails (4.48); large text needs 3:1")
  func contrastBoundaries() throws {
    #expect(try contrast("#767676").isEmpty)
    let failing = try contrast("#777777")
    #expect(
      failing.first?.message
        == "the text is 4.47:1 against its background (#777777 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background")
    #expect(try contrast("#949494", size: 18).isEmpty)  // 3.03: large text needs 3:1
    #expect(
      try contrast("#959595", size: 18).first?.message
        == "the text is 2.99:1 against its background (#959595 on #FFFFFF); needs 3:1 (WCAG 1.4.3); darken the text or lighten its background")
    #expect(abs(Contrast.ratio(RGBAColor(hex: "#767676")!, RGBAColor(hex: "#FFFFFF")!) - 4.5422) < 0.0001)
    #expect(Contrast.ratio(RGBAColor(hex: "#777777")!, RGBAColor(hex: "#FFFFFF")!) < 4.5)
  }

  @Test("control-size measures the touch area: a skip button drawn 20×20 is touched over 44×44; WCAG 2.5.8's spacing exception")
  func controlSize() throws {
    let small = try findings(Self.twoMarks + #"skipView = { title = "x", width = 20, height = 20 },"#, profile: .android)
    #expect(
      small.contains {
        $0.rule == .controlSize && $0.element == "skip" && $0.severity == .warning
          && $0.message == "x is 44×44 dp; needs at least 48×48 (Android accessibility)"
      })
    #expect(!small.contains { $0.rule == .controlSize && $0.severity == .error })
    // The exception itself: a 24-point circle on the target's centre must meet no other target
    // and no other undersized target's circle.
    let small20 = Rect(x: 0, y: 0, width: 20, height: 20)
    #expect(ControlSizeRule.isSpaced(small20, from: [Rect(x: 24, y: 0, width: 20, height: 20)]))  // centres 24 apart
    #expect(!ControlSizeRule.isSpaced(small20, from: [Rect(x: 23, y: 0, width: 20, height: 20)]))  // 23: the circles meet
    #expect(ControlSizeRule.isSpaced(small20, from: [Rect(x: 22, y: 0, width: 44, height: 44)]))  // 12 from the centre
    #expect(!ControlSizeRule.isSpaced(small20, from: [Rect(x: 21, y: 0, width: 44, height: 44)]))  // 11: inside the circle
  }

  @Test("control-name and no-way-out: a body of plain shapes, no skip view, overlay taps off")
  func noWayOut() throws {
    let found = try findings(
      """
      numberOfCoachMarks = 1,
      skipView = false,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function() return { body = { kind = "rect", width = 100, height = 40, fill = "#FFFFFF" } } end,
      """)
    #expect(found.contains { $0.rule == .controlName && $0.message == "mark 1 has no text for a screen reader" })
    #expect(found.contains { $0.rule == .noWayOut && $0.severity == .error })
    #expect(found.contains { $0.rule == .tourSkippable } == false)  // one mark
    let two = try findings(Self.twoMarks + "skipView = false,")
    #expect(two.contains { $0.rule == .tourSkippable && $0.message == "the tour has no skip control: a user who does not want it cannot leave it" })
  }

  @Test("string-missing and placeholder-mismatch from the catalog; unlocalized-string under the pseudo-locales")
  func strings() throws {
    let catalog = #"""
      { "sourceLanguage": "en", "strings": {
        "hi": { "localizations": { "en": { "stringUnit": { "value": "Hi %@, %lld new" } },
                                   "de": { "stringUnit": { "value": "Hallo %@" } } } },
        "next": { "localizations": { "en": { "stringUnit": { "value": "Next" } } } } } }
      """#
    var matrix = Self.phone
    matrix.locales = [nil, "en-XA"]
    let found = try findings(
      Self.twoMarks + """
        strings = "L.xcstrings",
        coachMarkViewsAt = function(ctl, i, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = tour.t("hi", "Al", 2), next = "Next" }
        end,
        """, matrix: matrix, files: ["L.xcstrings": catalog])
    // 'next' is missing in German, but the tour does not show it (its next is a literal, which
    // unlocalized-string finds): not the tour's finding.
    #expect(!found.contains { $0.rule == .stringMissing })
    #expect(found.contains { $0.rule == .placeholderMismatch && $0.message == "the 'de' translation of 'hi' drops %2$d (L.xcstrings)" })
    let unlocalized = found.filter { $0.rule == .unlocalizedString }
    // The skip view's literal title too (F10): once, for the tour, at its line.
    #expect(
      unlocalized.map(\.message) == [
        "the skip 'Skip' is not from the tour's strings (titleKey)", "the next 'Next' is not from the tour's strings (tour.t)",
        "the next 'Next' is not from the tour's strings (tour.t)",
      ])
    #expect(unlocalized.first?.mark == nil)
    #expect(unlocalized.allSatisfy { $0.configurations == ["iphone portrait L en-XA light"] })
  }

  @Test(
    "mark-overlap's advice fits the tour: one that leaves the skip view to tourhost is told to place it, not to stop placing it (a target as tall as the safe area leaves no band for it)"
  )
  func skipAdvice() throws {
    let folder = TemporaryDirectory()
    _ = folder.write("tip.png", data: try Data(contentsOf: URL(fileURLWithPath: "scripts/examples/icons/tip.png")))
    let script = folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = { { id = "search", frame = { 16, 61, 361, 752 } } } },
        skipView = { title = "Überspringen" }, numberOfCoachMarks = 2,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "search" } end,
        coachMarkViewsAt = function(ctl, i, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, title = "Suchen",
            image = { file = "tip.png", size = { 32, 32 }, alt = "Tipp" }, close = true, back = true, dots = true,
            hint = "Durchsuchen Sie jeden Gang auf einmal, mit Barcode und Sprache.", next = "Weiter",
            actions = { { id = "later", title = "Später ansehen" } } }
        end,
      }
      """)
    let matrix = CheckMatrix(
      devices: [DeviceCatalog.device(named: "iphone-se")!], orientations: [.portrait], textSizes: [.accessibilityExtraExtraExtraLarge],
      locales: [nil], appearances: [.light])
    let overlaps = try CheckRunner.run(CheckOptions(tours: [script.path], matrix: matrix)).findings.filter {
      $0.rule == .markOverlap && $0.element == "skip view"
    }
    #expect(!overlaps.isEmpty)
    #expect(
      overlaps.allSatisfy {
        $0.message.hasSuffix(
          "the mark is in the skip view's corner: give the tour constraintsForSkipView returning a frame clear of it (the other corner, "
            + "or under the mark), or make the mark narrower (maxWidth) or shorter")
      }, "\(overlaps.map(\.message))")
  }

  @Test("unlocalized-string finds a picture's alt text written in the script, not one that came through tour.t")
  func untranslatedAlt() throws {
    let png = try Data(contentsOf: URL(fileURLWithPath: "scripts/examples/icons/tip.png"))
    var matrix = Self.phone
    matrix.locales = ["en-XA"]
    let folder = TemporaryDirectory()
    _ = folder.write("tip.png", data: png)
    folder.write("strings/en.lua", "return { hint = 'Tips live here ![a bulb](tip.png).', next = 'Next', skip = 'Skip', alt = 'A bulb' }")
    func found(_ alt: String) throws -> [String] {
      let script = folder.write(
        "tour.lua",
        """
        return {
          screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
          skipView = { titleKey = "skip" }, strings = "strings", numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
          coachMarkViewsAt = function(ctl)
            return ctl.helper:makeDefaultCoachViews { image = { file = "tip.png", alt = \(alt) }, title = tour.t("next"), hint = tour.t("hint"), next = tour.t("next") }
          end,
        }
        """)
      return try CheckRunner.run(CheckOptions(tours: [script.path], matrix: matrix)).findings.filter { $0.rule == .unlocalizedString }.map(\.message)
    }
    #expect(try found(#""A bulb""#) == ["the picture's alt text 'A bulb' is not from the tour's strings (tour.t)"])
    #expect(try found(#"tour.t("alt")"#) == [])
  }

  @Test("strings that are not translated are never missing; a string not read is said; a locale the strings lack is said once")
  func untranslatedAndUnread() throws {
    let catalog = #"""
      { "sourceLanguage": "en", "strings": {
        "next": { "localizations": { "en": { "stringUnit": { "value": "Next" } }, "de": { "stringUnit": { "value": "Weiter" } } } },
        "brand": { "shouldTranslate": false, "localizations": { "en": { "stringUnit": { "value": "Shoply" } } } },
        "later": { "localizations": { "de": { "variations": { "width": {} } } } } } }
      """#
    let folder = TemporaryDirectory()
    let script = folder.write(
      "tour.lua",
      "return {\n"
        + #"screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } },"#
        + Self.twoMarks + """
          skipView = { title = "Skip" },
          strings = "L.xcstrings",
          coachMarkViewsAt = function(ctl, i, mark)
            return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = tour.t("brand"), next = tour.t("next") }
          end,
          }
          """)
    folder.write("L.xcstrings", catalog)
    var matrix = Self.phone
    matrix.locales = [nil, "de", "xx-YY"]
    let result = try CheckRunner.run(CheckOptions(tours: [script.path], matrix: matrix))
    // A catalog key with no source localization is its own source string, as in Xcode.
    #expect(result.findings.filter { $0.rule == .stringUnknown } == [])
    // Elsewhere a key only a translation has is an error: where it falls back, the key is drawn.
    let tables = try findings(
      Self.twoMarks + #"strings = "strings", coachMarkViewsAt = function(ctl) return { body = { kind = "text", text = tour.t("only") } } end,"#,
      files: [
        "strings/en.lua": "return { next = 'Next' }", "strings/de.lua": "return { next = 'Weiter', only = 'Nur' }",
      ])
    #expect(
      tables.filter { $0.rule == .stringUnknown }.map(\.message)
        == ["'only' has no string in the source language 'en' in strings: where it falls back, the key itself is drawn"])
    // 'later' is not one the tour shows: only the whole file's audit reports it.
    #expect(result.findings.filter { $0.rule == .stringMissing } == [])
    var everything = CheckOptions(tours: [script.path], matrix: matrix)
    everything.allStrings = true
    let missing = try CheckRunner.run(everything).findings.filter { $0.rule == .stringMissing }.map(\.message)
    #expect(missing == ["'later' in 'de' was not read (variations.width are not read) in L.xcstrings; another language's is shown"])
    let note = "\(script.path): warning: xx-YY is not a language of L.xcstrings (en, de); using en"
    #expect(result.notes == [note])
    #expect(CheckReport.text(result).contains(note + "\n"))
  }

  @Test("check plays each device with its own wording: a String Catalog's iPad variation is what the iPad configurations see")
  func deviceWording() throws {
    let catalog = #"""
      { "sourceLanguage": "en", "strings": {
        "hint": { "localizations": { "en": { "variations": { "device": {
          "iphone": { "stringUnit": { "state": "translated", "value": "Tap here" } },
          "ipad": { "stringUnit": { "state": "translated", "value": "" } } } } } } } } }
      """#
    let matrix = CheckMatrix(
      devices: ["iphone", "ipad-13"].map { DeviceCatalog.device(named: $0)! }, orientations: [.portrait], textSizes: [.large],
      locales: [nil], appearances: [.light])
    let found = try findings(
      Self.twoMarks + """
        strings = "L.xcstrings",
        coachMarkViewsAt = function(ctl, i, mark)
          return { body = { kind = "text", text = tour.t("hint"), width = 120, height = 44, color = "#000000" } }
        end,
        """, matrix: matrix, files: ["L.xcstrings": catalog])
    let nameless = found.filter { $0.rule == .controlName }
    #expect(!nameless.isEmpty)
    #expect(nameless.allSatisfy { $0.configurations == ["ipad-13 portrait L source light"] })
  }

  @Test("a view the script names that no screen has is found when the tour loads (load-warning), not only when its mark comes")
  func literalViews() throws {
    let found = try findings(
      """
      numberOfCoachMarks = 3,
      coachMarkAt = function(ctl, index)
        if index == 1 then return ctl.helper:makeCoachMark { view = "a" } end
        if index == 2 then return ctl.helper:makeCoachMark { view = "b" .. "" } end
        if index == 4 then return ctl.helper:makeCoachMark { view = "later", wait = 2 } end
        return ctl.helper:makeCoachMark { view = "bb" }
      end,
      """)
    let loading = found.filter { $0.rule == .loadWarning }
    #expect(loading.map(\.message) == ["view 'bb' is not on the tour's screen"])
    #expect(loading.first?.line == 9)
    // The run itself says nothing at load: the app may add the view before the mark comes.
    #expect(
      CheckReport.text(CheckResult(configurations: 1, findings: loading, suppressions: [:]))
        .contains("    in the tour as written, whatever the configuration\n"))
  }

  @Test("check = { ignore = ... } leaves a rule out and the report says so")
  func ignore() throws {
    let folder = TemporaryDirectory()
    let script = folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
        check = { ignore = { "control-size" } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      }
      """)
    let result = try CheckRunner.run(CheckOptions(tours: [script.path], matrix: Self.phone))
    #expect(!result.findings.contains { $0.rule == .controlSize })
    #expect(CheckReport.text(result).contains("tour.lua: check ignores control-size (check = { ignore = ... })"))
  }

  @Test("check on one mark leaves a rule out for that mark only, and the report says so")
  func ignoreOnMark() throws {
    let folder = TemporaryDirectory()
    let script = folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } },
        skipView = false,
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, index)
          local mark = ctl.helper:makeCoachMark { view = ({ "a", "b" })[index] }
          if index == 1 then mark.check = { ignore = { "control-size" } } end
          return mark
        end,
        coachMarkViewsAt = function(ctl, i, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Find it here.", next = "Next" }
        end,
      }
      """)
    let result = try CheckRunner.run(CheckOptions(tours: [script.path], matrix: Self.phone, profile: .android))
    #expect(result.findings.filter { $0.rule == .controlSize }.map(\.mark) == [2])
    #expect(CheckReport.text(result).contains("tour.lua: check ignores control-size on mark 1 (check = { ignore = ... })"))
  }

  @Test("looping-motion: an idle animation that moves, not one that only fades")
  func loopingMotion() throws {
    func idle(_ change: String) throws -> [CheckFinding] {
      try findings(
        Self.twoMarks + """
          fetchIdleAnimation = function(ctl, view, index, manager)
            manager.parameters.duration = 1
            manager:animate { \(change) }
          end,
          """
      ).filter { $0.rule == .loopingMotion }
    }
    #expect(try idle("scale = { 1.1, 1.1 }").map(\.mark) == [1, 2])
    #expect(
      try idle("scale = { 1.1, 1.1 }").first?.message
        == "mark 1's idle animation moves for as long as the mark shows, with nothing to pause it (WCAG 2.2.2: over 5 s needs a pause); Reduce Motion leaves it out"
    )
    #expect(try idle("alpha = 0.8").isEmpty)
  }

  @Test("auto-advance: a mark a timer moves on before its reader taps, and not one that waits")
  func autoAdvance() throws {
    let timed = try findings(
      Self.twoMarks + "didShow = function(ctl, mark, index) if index == 1 then tour.after(4, function(c) c.flow:showNext() end) end end,")
    #expect(
      timed.filter { $0.rule == .autoAdvance }.map(\.message) == ["mark 1 moved on by itself after 4 s, with no way to extend the time (WCAG 2.2.1)"])
    let patient = try findings(
      Self.twoMarks + "didShow = function(ctl, mark, index) if index == 1 then tour.after(30, function(c) c.flow:showNext() end) end end,")
    #expect(!patient.contains { $0.rule == .autoAdvance })
  }

  @Test("findings are grouped: one per rule, mark and element, with every configuration it fails in")
  func grouping() throws {
    var matrix = Self.phone
    matrix.devices = [DeviceCatalog.device(named: "iphone-se-1")!, DeviceCatalog.device(named: "iphone")!]
    matrix.textSizes = [.large, .accessibilityExtraExtraExtraLarge]
    let found = try findings(Self.twoMarks + Self.defaultViews, matrix: matrix, profile: .android)
    let skip = try #require(found.first { $0.rule == .controlSize && $0.element == "skip" })
    #expect(skip.mark == nil)
    #expect(skip.configurations == ["iphone-se-1 portrait L source light", "iphone portrait L source light"])
    #expect(Set(found.map { "\($0.rule.rawValue)|\($0.mark ?? 0)|\($0.element)" }).count == found.count)
  }

  @Test("script-error: a hook that fails in a configuration is an error at its line")
  func scriptError() throws {
    let found = try findings(
      Self.twoMarks
        + #"coachMarkViewsAt = function(ctl, i) if i == 2 then error("no views") end return ctl.helper:makeDefaultCoachViews { hint = "x" } end,"#)
    let errors = found.filter { $0.rule == .scriptError }
    #expect(errors.count == 1)
    #expect(errors.first?.message.hasSuffix("tour.lua:5: no views") == true)
    #expect(errors.first?.line == 5)
    #expect(errors.first?.configurations == ["iphone portrait L source light"])
  }
}

/// The formats, read as their consumers read them, and the command's exit statuses, through
/// the built binary.
@Suite("tourhost check: formats and the command")
struct CheckFormatTests {
  static let tour = """
    return {
      screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
      skipView = { title = "Skip" }, colour = "blue",
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = {
        { kind = "text", text = "Faint, 50%", color = "#999999" } } } } end,
    }
    """
  static let small = ["--devices", "iphone,iphone-se", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"]

  func check(_ extra: [String], in folder: TemporaryDirectory) throws -> TourhostBinary.Result {
    folder.write("tour.lua", Self.tour)
    return try TourhostBinary.run(["check", "tour.lua"] + Self.small + extra, in: folder.url)
  }

  @Test("text in Android Lint's style; exit 1 with an error")
  func text() throws {
    let folder = TemporaryDirectory()
    let result = try check([], in: folder)
    #expect(result.status == 1)
    #expect(
      result.lines.contains(
        "tour.lua:6: error: the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background [text-contrast]"
      ))
    #expect(result.lines.contains("    in 2 of 2 configurations: iphone-se portrait L source light; iphone portrait L source light"))
    #expect(result.lines.last == "1 error, 1 warning in 2 configurations of 1 tour")
  }

  @Test("json with the documented fields; sarif 2.1.0 with what GitHub code scanning needs; junit that parses; github annotations")
  func formats() throws {
    let folder = TemporaryDirectory()
    let result = try check(
      [
        "--format", "json", "--output", "check.json", "--format", "sarif", "--output", "check.sarif", "--format", "junit", "--output",
        "check.xml", "--format", "github",
      ], in: folder)
    #expect(result.status == 1)
    // json
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("check.json"))) as? [String: Any])
    #expect(json["configurations"] as? Int == 2)
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["load-warning", "text-contrast"])
    #expect(Set(findings[1].keys) == ["rule", "severity", "message", "tour", "file", "line", "mark", "element", "configurations", "fingerprint"])
    #expect(findings[1]["line"] as? Int == 6 && findings[1]["mark"] as? Int == 1)
    // sarif: version, $schema, runs[].tool.driver.name and rules, results with ruleId, level, message.text, locations, partialFingerprints
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("check.sarif"))) as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "tourhost check")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == CheckRule.allCases.map(\.rawValue))
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let contrast = results[1]
    #expect(contrast["ruleId"] as? String == "text-contrast" && contrast["level"] as? String == "error")
    #expect(
      (contrast["message"] as? [String: Any])?["text"] as? String
        == "the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background (in 2 of 2 configurations)"
    )
    let location = try #require((contrast["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "tour.lua")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 6)
    #expect(((contrast["partialFingerprints"] as? [String: String])?["tourhostFinding/v1"])?.count == 16)
    // junit parses; its cases and failures are checked in full by CheckJUnitTests
    let junit = try Data(contentsOf: folder.url.appendingPathComponent("check.xml"))
    #expect((try? XMLDocument(data: junit)) != nil)
    #expect(driver["version"] as? String == TourhostVersion.current && driver["informationUri"] == nil)
    // github annotations on standard output
    #expect(
      result.lines == [
        "::warning file=tour.lua,line=3,title=load-warning::unknown tour field 'colour' is ignored (in the tour as written)",
        "::error file=tour.lua,line=6,title=text-contrast::the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background (in 2 of 2 configurations)",
      ])
  }

  @Test("a baseline hides the known findings and says which are fixed; --strict fails on warnings; a tour that cannot load is 2")
  func baselineAndStatus() throws {
    let folder = TemporaryDirectory()
    let first = try check(["--update-baseline", "baseline.json"], in: folder)
    #expect(first.status == 0)  // writing the baseline was asked: today's findings are its content
    let second = try check(["--baseline", "baseline.json"], in: folder)
    #expect(second.status == 0)
    #expect(second.lines.last == "0 errors, 0 warnings in 2 configurations of 1 tour; the baseline hid 2, and 0 of its findings are fixed")
    folder.write(
      "baseline.json", #"{"tourhostBaseline": 1, "findings": [{"fingerprint": "0000000000000000", "rule": "mark-overlap", "message": "gone"}]}"#)
    let third = try TourhostBinary.run(["check", "tour.lua", "--baseline", "baseline.json", "--strict"] + Self.small, in: folder.url)
    #expect(third.status == 1)
    #expect(third.lines.last == "1 error, 1 warning in 2 configurations of 1 tour; the baseline hid 0, and 1 of its findings are fixed")
    #expect(third.lines.contains("fixed since the baseline: mark-overlap: gone"))
    folder.write("broken.lua", "return {")
    let broken = try TourhostBinary.run(["check", "broken.lua"], in: folder.url)
    #expect(broken.status == 2)
    #expect(broken.stderr.hasPrefix("tourhost: broken.lua:1:"))
    let bad = try TourhostBinary.run(["check", "tour.lua", "--format", "html"], in: folder.url)
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix(
        "Error: The value 'html' is invalid for '--format <format>'. Please provide one of the following:\n  - text\n  - json\n  - sarif\n  - junit\n  - github\n  - markdown"
      ))
  }
}

/// F16: a finding about a mark points at the `makeCoachMark` that made it.
@Suite("tourhost check: the line of a finding")
struct CheckFindingLineTests {
  @Test("a mark's findings are at the line of its makeCoachMark, not of coachMarkAt")
  func makeCoachMarkLine() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } },
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, index)
          if index == 1 then
            return ctl.helper:makeCoachMark { view = "a" }
          end
          local mark = ctl.helper:makeCoachMark { view = "b" }
          mark.gapBetweenCoachMarkAndCutoutPath = -60
          return mark
        end,
      }
      """)
    let result = try TourhostBinary.run(["check", "tour.lua", "--text-sizes", "L", "--locales", "source"], in: folder.url)
    #expect(result.lines.contains { $0.hasPrefix("tour.lua:8: error: mark 2 covers ") && $0.hasSuffix("[mark-covers-target]") })
  }

  @Test("findings about what views show are at the line of the makeDefaultCoachViews that made them, not of coachMarkViewsAt")
  func viewsLine() throws {
    let folder = TemporaryDirectory()
    folder.write("tip.png", data: try Data(contentsOf: URL(fileURLWithPath: "scripts/examples/icons/tip.png")))
    folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, index, mark)
          if index == 1 then
            return ctl.helper:makeDefaultCoachViews {
              hint = "Tap here", next = "Next", image = { file = "tip.png", size = { 32, 32 } } }
          end
          local views = { body = { kind = "rect", fill = "#FFFFFF", width = 200, height = 60, children = {
            { kind = "text", text = "Later", color = "#BBBBBB" } } } }
          return views
        end,
      }
      """)
    let result = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"], in: folder.url)
    let places = result.lines.filter { !$0.hasPrefix(" ") }.compactMap { line -> String? in
      guard let rule = line.split(separator: "[").last, let place = line.split(separator: " ").first else { return nil }
      return "\(place) [\(rule)"
    }
    #expect(places.contains("tour.lua:7: [image-alt]"))
    // Views written as a table have no call to point at: the hook's line.
    #expect(places.contains("tour.lua:5: [text-contrast]"), "\(result.lines)")
  }
}

/// JUnit as the exit status reads a check: a case for the tour and each mark (an app file: the
/// app and each of its tours), failures for errors (and warnings with --strict), the rest as
/// the case's output.
@Suite("tourhost check: JUnit")
struct CheckJUnitTests {
  @Test("a case for the tour and each mark; a warning is the case's output, not a failure, unless --strict")
  func casesAndWarnings() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", CheckFormatTests.tour)
    let plain = try TourhostBinary.run(["check", "tour.lua", "--format", "junit"] + CheckFormatTests.small, in: folder.url)
    #expect(plain.status == 1)
    let contrast =
      "the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background"
    #expect(
      plain.stdout
        == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="tourhost check" tests="2" failures="1">
          <testsuite name="tour.lua" tests="2" failures="1">
            <testcase classname="tour.lua" name="the tour">
              <system-out>warning: unknown tour field 'colour' is ignored [load-warning] (in the tour as written)</system-out>
            </testcase>
            <testcase classname="tour.lua" name="mark 1">
              <failure type="text-contrast" message="error: \(contrast)">error: \(contrast) [text-contrast] (in 2 of 2 configurations)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    let strict = try TourhostBinary.run(["check", "tour.lua", "--format", "junit", "--strict"] + CheckFormatTests.small, in: folder.url)
    #expect(strict.stdout.contains(#"<testsuites name="tourhost check" tests="2" failures="2">"#))
    #expect(
      strict.stdout.contains(
        #"<failure type="load-warning" message="warning: unknown tour field 'colour' is ignored">warning: unknown tour field 'colour' is ignored [load-warning] (in the tour as written)</failure>"#
      ))
  }

  @Test("an app file is a suite of the app and its tours; its findings fail the tour they are about")
  func appFile() throws {
    let folder = TemporaryDirectory()
    folder.write("a.lua", WhyCommandTests.tour("a", #"trigger = { screen = "checkout" },"#))
    folder.write("b.lua", WhyCommandTests.tour("b"))
    folder.write("app.lua", #"return { tours = { "a.lua", "b.lua" } }"#)
    let result = try TourhostBinary.run(["check", "app.lua", "--format", "junit"] + CheckFormatTests.small, in: folder.url)
    let suite = try #require(result.stdout.range(of: #"<testsuite name="app.lua""#)).lowerBound
    let end = try #require(result.stdout.range(of: "</testsuite>", range: suite..<result.stdout.endIndex)).upperBound
    #expect(
      String(result.stdout[suite..<end])
        == """
        <testsuite name="app.lua" tests="3" failures="1">
            <testcase classname="app.lua" name="the app"/>
            <testcase classname="app.lua" name="tour a">
              <failure type="tour-unreachable" message="error: 'a' starts at screen checkout, but no tour of the app has a screen 'checkout' (its tours name no screens)">error: 'a' starts at screen checkout, but no tour of the app has a screen 'checkout' (its tours name no screens) [tour-unreachable] (in the app as written)</failure>
            </testcase>
            <testcase classname="app.lua" name="tour b"/>
          </testsuite>
        """)
  }
}

/// F13: a baseline hides a finding only as it was.
@Suite("tourhost check: a baseline keeps a finding as it was")
struct CheckBaselineTests {
  func tour(_ color: String) -> String {
    CheckFormatTests.tour.replacingOccurrences(of: "#999999", with: color)
  }

  @Test("a known finding that spreads to other configurations, or gets worse, is reported with what it was")
  func spreadsOrGrows() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour("#999999"))
    let phone = ["--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source"]
    let written = try TourhostBinary.run(["check", "tour.lua", "--update-baseline", "baseline.json"] + phone, in: folder.url)
    #expect(written.status == 0)
    // The same: hidden.
    let same = try TourhostBinary.run(["check", "tour.lua", "--baseline", "baseline.json"] + phone, in: folder.url)
    #expect(same.status == 0)
    // On one more device: it spread.
    let spread = try TourhostBinary.run(
      [
        "check", "tour.lua", "--baseline", "baseline.json", "--devices", "iphone,iphone-se", "--orientations", "portrait", "--text-sizes", "L",
        "--locales", "source",
      ],
      in: folder.url)
    #expect(spread.status == 1)
    #expect(
      spread.lines.contains(
        "tour.lua:6: error: the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background (changed since the baseline: it is in 1 configuration more: iphone-se portrait L source light) [text-contrast]"
      ))
    // On another device only: as many configurations, but another one; it moved.
    let moved = try TourhostBinary.run(
      [
        "check", "tour.lua", "--baseline", "baseline.json", "--devices", "iphone-se", "--orientations", "portrait", "--text-sizes", "L",
        "--locales", "source",
      ],
      in: folder.url)
    #expect(moved.status == 1)
    #expect(
      moved.lines.contains(
        "tour.lua:6: error: the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background (changed since the baseline: it moved to iphone-se portrait L source light, from iphone portrait L source light) [text-contrast]"
      ), "\(moved.lines)")
    // Fainter: it grew.
    folder.write("tour.lua", tour("#BBBBBB"))
    let worse = try TourhostBinary.run(["check", "tour.lua", "--baseline", "baseline.json"] + phone, in: folder.url)
    #expect(worse.status == 1)
    #expect(
      worse.lines.contains(
        "tour.lua:6: error: the text is 1.91:1 against its background (#BBBBBB on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background (changed since the baseline: it was 'the text is 2.84:1 against its background (#999999 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background') [text-contrast]"
      ))
  }
}

/// The default matrix is what the help and docs/CHECKS.md say, from one declaration.
@Suite("tourhost check: the default matrix")
struct CheckMatrixTests {
  @Test("the text sizes are L, xxxL, AX3 and AX5, and the help lists them from the matrix itself")
  func textSizes() throws {
    #expect(CheckMatrix.standard.textSizes == [.large, .extraExtraExtraLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge])
    #expect(CheckMatrix.standardTextSizeNames == "L, xxxL, AX3 and AX5")
    let help = try TourhostBinary.run(["check", "--help"])
    // The help as one line of words (the parser wraps it to the terminal's width).
    let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("the text sizes L, xxxL, AX3 and AX5, the source"))
    #expect(flat.contains("(default: L,xxxL,AX3,AX5). (values: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5)"))
    let docs = try String(contentsOf: TourhostBinary.packageRoot.appendingPathComponent("docs/CHECKS.md"), encoding: .utf8)
    #expect(docs.replacingOccurrences(of: "\n", with: " ").contains("the text sizes Large, xxxLarge, AX3 and AX5"))
  }

  @Test("the devices follow the app's minimum OS: without one, those still updated; the tour's check.minimumOS; --minimum-os")
  func minimumOS() throws {
    let names = { (devices: [Device]) in devices.map(\.name) }
    #expect(!names(CheckMatrix.standard.devices(tourMinimumOS: nil)).contains("iphone-se-1"))
    #expect(CheckMatrix.standard.devices(tourMinimumOS: nil).count == DeviceCatalog.all.count - 1)
    // Ten devices both ways, four text sizes, the source and ar-XB (a tour without strings has
    // nothing for en-XA to change); with strings in two languages, each, en-XA and ar-XB.
    #expect(CheckMatrix.standard.configurations(tourLocales: []).count == 160)
    #expect(CheckMatrix.standard.configurations(tourLocales: ["en", "de"]).count == 320)
    #expect(CheckMatrix.standard.configurations(tourLocales: []).allSatisfy { $0.locale != "en-XA" })
    #expect(names(CheckMatrix.standard.devices(tourMinimumOS: MinimumOS(ios: 15))).contains("iphone-se-1"))
    #expect(!names(CheckMatrix.standard.devices(tourMinimumOS: MinimumOS(ios: 17, android: 26))).contains("iphone-se-1"))
    var asked = CheckMatrix.standard
    asked.minimumOS = MinimumOS(ios: 15)
    #expect(names(asked.devices(tourMinimumOS: MinimumOS(ios: 18))).contains("iphone-se-1"))  // the command line wins
    #expect(CheckMatrix.full.devices(tourMinimumOS: nil).count == DeviceCatalog.all.count)
    // Through the binary: the tour's own minimum, and a bad --minimum-os.
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      """
      return {
        screen = { width = 390, height = 844, views = { { id = "a", frame = { 40, 200, 100, 44 }, autoresizing = { "flexibleRightMargin" } } } },
        check = { minimumOS = { ios = "15.0", android = 26 } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Here", next = "OK" } end,
      }
      """)
    let json = try TourhostBinary.run(["check", "tour.lua", "--format", "json", "--text-sizes", "L", "--locales", "source"], in: folder.url)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(report["configurations"] as? Int == DeviceCatalog.all.count * 2)
    let bad = try TourhostBinary.run(["check", "tour.lua", "--minimum-os", "windows=11"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Error: --minimum-os: 'windows' is not a platform: ios or android"))
  }

  @Test("text size names in any case: Large, large, L, ax5")
  func textSizeNames() {
    #expect(ContentSizeCategory(name: "Large") == .large)
    #expect(ContentSizeCategory(name: "large") == .large && ContentSizeCategory(name: "L") == .large)
    #expect(ContentSizeCategory(name: "ax5") == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "XXL") == .extraExtraLarge && ContentSizeCategory(name: "S") == .small)
    #expect(ContentSizeCategory(name: "AccessibilityLarge") == .accessibilityLarge)
    #expect(ContentSizeCategory(name: "huge") == nil)
  }
}

/// What check writes survives a kill and a second run (H12).
@Suite("tourhost check: outputs written whole")
struct CheckOutputTests {
  static let tour = """
    return {
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Here", next = "OK" } end,
    }
    """

  @Test("killed at any moment, a baseline and a SARIF report are the old one or the new one, never cut")
  func killed() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    let arguments = ["check", "tour.lua", "--update-baseline", "baseline.json", "--format", "sarif", "--output", "check.sarif"]
    _ = try TourhostBinary.run(arguments, in: folder.url)
    for round in 1...20 {
      let check = try LiveProcess(arguments, in: folder.url)
      usleep(UInt32(20_000 + (round * 7919) % 200_000))
      check.kill()
      _ = check.waitForExit()
      for name in ["baseline.json", "check.sarif"] {
        let data = try Data(contentsOf: folder.url.appendingPathComponent(name))
        #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "round \(round): \(name) is \(data.count) bytes")
      }
    }
    // Never written in place: the new file is another file, renamed over the old one (so that
    // a full disk fails before the old baseline is touched).
    func inode(_ name: String) throws -> Int {
      try FileManager.default.attributesOfItem(atPath: folder.path(name))[.systemFileNumber] as! Int
    }
    let before = try (inode("baseline.json"), inode("check.sarif"))
    #expect(try TourhostBinary.run(arguments, in: folder.url).status == 0)
    #expect(try inode("baseline.json") != before.0 && inode("check.sarif") != before.1)
    // A run that finishes removes what killed runs left half written beside them.
    #expect(try TourhostBinary.run(arguments, in: folder.url).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["baseline.json", "check.sarif", "tour.lua"])
  }

  @Test("the report's summary counts an app file as the text does (it said 5 tours for 4 tours and 1 app file)")
  func reportSummaryCountsApps() throws {
    let folder = TemporaryDirectory()
    let arguments = ["check", "scripts/examples/app/app.lua", "--devices", "iphone", "--text-sizes", "L", "--locales", "source"]
    let text = try TourhostBinary.run(arguments)
    let summary = try #require(text.stdout.split(separator: "\n").last.map(String.init))
    let scope = try #require(summary.range(of: " in ").map { String(summary[$0.lowerBound...]) })
    #expect(scope.hasSuffix(" tours and 1 app file"), "\(summary)")
    _ = try TourhostBinary.run(arguments + ["--report", folder.path("report")])
    let page = try String(contentsOfFile: folder.path("report/index.html"), encoding: .utf8)
    #expect(page.contains(scope + "."), "\(scope)")
  }

  @Test("a report folder written again holds only this run's pictures")
  func reportAgain() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    let stale = folder.write("report/pictures/finding-99.svg", "<svg/>")
    let result = try TourhostBinary.run(["check", "tour.lua", "--devices", "iphone", "--text-sizes", "L", "--report", "report"], in: folder.url)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: folder.path("report/index.html")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["report", "tour.lua"])
  }
}

/// The matrix's lists on the command line: values the parser knows, or exit 2 naming them.
@Suite("tourhost check: the matrix options")
struct CheckMatrixOptionTests {
  @Test("--orientations, --text-sizes and --appearances take comma lists of known values; an unknown one is refused by the parser")
  func commaLists() throws {
    for (arguments, message) in [
      (
        ["--orientations", "portrait,sideways"],
        "Error: The value 'portrait,sideways' is invalid for '--orientations <list>'. Please provide one of 'portrait' and 'landscape'."
      ),
      (["--appearances", "dim"], "Error: The value 'dim' is invalid for '--appearances <list>'. Please provide one of 'light' and 'dark'."),
      (["--text-sizes", "L,huge"], "Error: The value 'L,huge' is invalid for '--text-sizes <sizes>'. Please provide one of the following:"),
    ] {
      let result = try TourhostBinary.run(["check", "scripts/examples/welcome.lua"] + arguments)
      #expect(result.status == 2)
      #expect(result.stderr.hasPrefix(message), Comment(rawValue: result.stderr))
    }
    let good = try TourhostBinary.run([
      "check", "scripts/examples/welcome.lua", "--devices", "iphone", "--orientations", "landscape,portrait", "--text-sizes", "ax5,L",
      "--appearances", "dark", "--locales", "source", "--format", "json",
    ])
    #expect(good.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(good.stdout.utf8)) as? [String: Any])
    #expect(json["configurations"] as? Int == 4)
  }
}

/// The rules about strings look at the strings a tour can show, not at the whole file: a
/// three-mark tour over a large catalog hears of its own keys only.
@Suite("tourhost check: the tours' own strings")
struct CheckOwnStringsTests {
  func folder() -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    let keys = (1...200).map { "<string name=\"k\($0)\">Text \($0) %1$d</string>" }.joined(separator: "\n")
    let own = "<string name=\"hint\">Find it</string>\n<string name=\"next\">Next</string>"
    folder.write("res/values/strings.xml", "<resources>\n\(own)\n\(keys)\n</resources>")
    // German has none of the 200 (and k7 drops its placeholder), nor "next".
    folder.write("res/values-de/strings.xml", #"<resources><string name="hint">Hier</string><string name="k7">Text</string></resources>"#)
    folder.write(
      "tour.lua",
      """
      return {
        strings = "res",
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
        numberOfCoachMarks = 3,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, index)
          local keys = { "hint", "k" .. (index + 5) }
          return ctl.helper:makeDefaultCoachViews { hint = tour.t(keys[1]) .. " " .. tour.t(keys[2], index), next = tour.t("next") }
        end,
      }
      """)
    return folder
  }

  @Test("string-missing and placeholder-mismatch report the keys the tour names or looks up; --all-strings reports every key")
  func ownKeys() throws {
    let folder = folder()
    let small = ["--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--locales", "source,de", "--format", "json"]
    func found(_ more: [String]) throws -> [String] {
      let result = try TourhostBinary.run(["check", "tour.lua"] + small + more, in: folder.url)
      let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let findings = try #require(json["findings"] as? [[String: Any]])
      return findings.compactMap { finding in
        guard let rule = finding["rule"] as? String, ["string-missing", "placeholder-mismatch"].contains(rule) else { return nil }
        return "\(finding["severity"] ?? "") \(rule) \(finding["element"] ?? "")"
      }.sorted()
    }
    // Marks 1 to 3 look up k6, k7, k8 (by a computed key) and hint and next (by literals).
    #expect(
      try found([]) == [
        "error placeholder-mismatch k7 [de]", "error string-missing k6 [de]", "error string-missing k8 [de]", "error string-missing next [de]",
      ])
    #expect(try found(["--all-strings"]).filter { $0.hasPrefix("error string-missing") }.count == 200)
  }

  @Test("a key of the strings written as a text says it looks like that key")
  func keyAsText() throws {
    let folder = folder()
    folder.write(
      "tour.lua",
      """
      return {
        strings = "res",
        screen = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "hint", next = tour.t("next") } end,
      }
      """)
    let result = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--locales", "en-XA"], in: folder.url)
    #expect(
      result.lines.contains(
        "tour.lua:6: warning: the hint 'hint' looks like the key 'hint' of the tour's strings: use tour.t(\"hint\") [unlocalized-string]"),
      "\(result.lines)")
  }
}
