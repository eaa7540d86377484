import TestSupport
import Testing
import TourCore
import TourLua

/// The layout's promises as a tour script meets them: the skip view off the
/// target, warnings that name the mark, views off screen, cutout padding, options that leave
/// no room, and the default body's text.
@Suite("Layout from scripts")
struct LayoutFromScriptsTests {
  /// The layout and skip frame of the `didShow` events.
  func shown(_ run: ScriptRun) -> [MarkLayout] {
    run.log.events.compactMap { if case .didShow(_, _, let layout) = $0 { layout } else { nil } }
  }

  static let navigationBar = """
    screen = { width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = {
      { id = "bar", frame = { 0, 59, 393, 44 }, children = { { id = "add", frame = { 341, 2, 40, 40 } } } } } },
    """

  @Test("4. the skip view moves off a guided step's target, and a tap there reaches the target")
  func skipOffTarget() throws {
    let run = try ScriptRun(
      "return {\n" + Self.navigationBar + """
          skipView = { title = "Skip", width = 60, height = 30 },
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "bar.add", advanceOn = "tap" } end,
          coachMarkViewsAt = function(ctl, index, mark) return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } } end,
        }
        """
    ).start()
    #expect(shown(run).map(\.skip) == [Rect(x: 10, y: 61, width: 60, height: 30)])
    #expect(run.controller.skipViewFrame == Rect(x: 10, y: 61, width: 60, height: 30))
    run.input("tap 361 83")
    #expect(run.log.lines(["appTap", "end"]) == ["0.6 appTap bar.add 361 83", "1.2 end false"])
  }

  @Test("4. a skip view constraintsForSkipView puts over the target stays, with a warning; the target still takes the tap")
  func skipGivenCovers() throws {
    let run = try ScriptRun(
      "return {\n" + Self.navigationBar + """
          skipView = { title = "Skip", width = 60, height = 30 },
          constraintsForSkipView = function(ctl, skipView, parent) return { 330, 60, 60, 40 } end,
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "bar.add", advanceOn = "tap" } end,
          coachMarkViewsAt = function(ctl, index, mark) return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } } end,
        }
        """
    ).start()
    #expect(run.warnings == ["mark 1: the skip view covers the mark or its cutout where constraintsForSkipView puts it"])
    #expect(shown(run).map(\.skip) == [Rect(x: 330, y: 60, width: 60, height: 40)])
    run.input("tap 361 83")
    #expect(run.log.lines(["appTap", "end"]) == ["0.6 appTap bar.add 361 83", "1.2 end false"])
  }

  @Test("4. the pages' done control, right to left on an iPad, moves off a page's target")
  func doneControl() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 1024, height = 1366, safeArea = { top = 24, bottom = 20 }, layoutDirection = "rtl",
                   views = { { id = "back", frame = { 16, 30, 44, 44 } } } },
        pages = { { marks = { { view = "back", hint = "Back to your library" } } } },
      }
      """
    ).start()
    let skip = try #require(shown(run).first?.skip)
    #expect(skip.maxX == 1024 - 10)
    #expect(skip.minY == 26)
    #expect(run.warnings == [])
  }

  @Test("8. a view off screen: a warning naming it, the mark centred; a view partly off: its visible part")
  func viewsOffScreen() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 320, height = 480, views = {
          { id = "sidebar", frame = { -300, 0, 280, 480 }, children = { { id = "compose", frame = { 20, 20, 100, 40 } } } },
          { id = "peek", frame = { 280, 100, 80, 40 } } } },
        numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = index == 1 and "sidebar.compose" or "peek" } end,
        coachMarkViewsAt = function(ctl, index, mark) return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } } end,
      }
      """
    ).start()
    run.input("next")
    #expect(run.warnings == ["mark 1: its view 'sidebar.compose' is off screen"])
    let layouts = shown(run)
    #expect(layouts[0].cutout == nil && layouts[0].arrow == nil)
    #expect(layouts[0].body == Rect(x: 60, y: 210, width: 200, height: 60))
    // The visible part of "peek" is 280…320: the cutout grows around it, the arrow points at its middle.
    #expect(layouts[1].cutout == .roundedRect(Rect(x: 276, y: 96, width: 48, height: 48), cornerRadius: 4))
    #expect(layouts[1].pointOfInterest == Point(x: 300, y: 120))
  }

  @Test("cutoutPadding and cutoutCornerRadius shape the cutout, and follow the view")
  func cutoutPadding() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl) ctl.screen:setFrame("a", { 40, 30, 70, 20 }) end,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", cutoutPadding = 10, cutoutCornerRadius = 15 } end,
        """)
    ).start()
    #expect(shown(run).first?.cutout == .roundedRect(Rect(x: 30, y: 20, width: 90, height: 40), cornerRadius: 15))
    let bad = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl)
          tour.log(select(2, pcall(function() return ctl.helper:makeCoachMark { view = "a", cutoutPadding = -1 } end)))
          tour.log(select(2, pcall(function() return ctl.helper:makeCoachMark { cutoutCornerRadius = 2 } end)))
          tour.log(select(2, pcall(function() return ctl.helper:makeCoachMark { view = "a", horizontalMargin = 500 } end)))
          tour.log(select(2, pcall(function() return ctl.helper:makeCoachMark { view = "a", maxWidth = 0 } end)))
        end,
        """)
    ).start()
    #expect(
      bad.logs.map { $0.replacingOccurrences(of: #"tour.lua:\d+: "#, with: "", options: .regularExpression) } == [
        "bad argument #1 to 'makeCoachMark' (cutoutPadding: must not be negative, got -1)",
        "bad argument #1 to 'makeCoachMark' (cutoutCornerRadius shapes the cutout made around a view or a frame (not a cutoutPath))",
        "bad argument #1 to 'makeCoachMark' (horizontalMargin 500 leaves no width on a 320-point screen)",
        "bad argument #1 to 'makeCoachMark' (maxWidth 0 leaves no width)",
      ])
  }

  @Test("warnings name the mark: a preset side replaced, a group part away from its cutout")
  func warnings() throws {
    let preset = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = index == 1 and "a" or "b", arrowOrientation = "top" } end,
        """)
    ).start()
    preset.input("next")
    #expect(preset.warnings == ["mark 2: arrowOrientation 'top' does not fit; the mark is on side 'bottom'"])
    let group = try ScriptRun(
      """
      return {
        screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 }, views = {
          { id = "one", frame = { 16, 100, 100, 40 } }, { id = "two", frame = { 140, 100, 100, 40 } }, { id = "three", frame = { 270, 100, 100, 40 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl)
          return { ctl.helper:makeCoachMark { view = "one" }, ctl.helper:makeCoachMark { view = "two" }, ctl.helper:makeCoachMark { view = "three" } }
        end,
        coachMarkViewsAt = function() return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } } end,
      }
      """
    ).start()
    #expect(
      group.warnings == [
        "mark 1: part 2 had to move away from its cutout, so it has no arrow", "mark 1: part 3 had to move away from its cutout, so it has no arrow",
      ])
  }

  @Test("7, 10. the default body: a long next label goes below the hint; an empty hint takes no room")
  func defaultBodyText() throws {
    let metrics = ApproximateTextMetrics(advance: 0.5, lineSpacing: 1.2)
    func body(_ hint: String, next: String?, maxWidth: Double = 280) -> DefaultBodyLayout {
      DefaultBodyLayout(DefaultBodyContent(hint: hint, next: next), maxWidth: maxWidth, direction: .leftToRight, measurer: metrics)
    }
    // "Verstanden, los geht's" is 22 × 8.5 = 187 wide: beside it the hint would get 280 − 30 − 21 − 187 = 42.
    let german = body("Tippe hier, um deine Einstellungen und Benachrichtigungen zu ändern.", next: "Verstanden, los geht's")
    #expect(german.separator == nil)
    // Below it, the hint has the whole 250 points: no word is broken.
    #expect(german.hintLines == ["Tippe hier, um deine", "Einstellungen und", "Benachrichtigungen zu ändern."])
    #expect(german.size == Size(width: 217.5 + 30, height: 3 * 18 + 18 + 20.4 + 18 * 2))
    #expect(german.next == Rect(x: 247.5 - 18 - 187, y: german.size.height - 18 - 20.4, width: 187, height: 20.4))
    // Short enough to sit beside the hint on one line: it stays there.
    let short = body("Search everything", next: "Got it")
    #expect(short.separator != nil)
    #expect(short.hintLines == ["Search everything"])
    // No hint: the next label alone, no blank area, no separator.
    let bare = body("", next: "Next")
    #expect(bare.separator == nil && bare.hintLines == [])
    #expect(bare.size == Size(width: 15 + 34 + 15, height: 10 + 20.4 + 10))
    #expect(bare.next == Rect(x: 15, y: 10, width: 34, height: 20.4))
  }
}
