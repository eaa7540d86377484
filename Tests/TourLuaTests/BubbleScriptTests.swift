import TestSupport
import Testing
import TourCore
import TourHostKit

/// A rich bubble from a script: `makeDefaultCoachViews`' options, the body table it returns,
/// `didSelectAction`, close, and the messages of options that are wrong.
@Suite("rich bubble from scripts")
struct BubbleScriptTests {
  /// Three marks whose views are `makeDefaultCoachViews(options)`; `extra` adds tour fields.
  func run(_ options: String, extra: String = "", environment: TourEnvironment = .standard) throws -> ScriptRun {
    try ScriptRun(
      ScriptRun.tour(
        marks: 3,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          local views = ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Hi", next = "Next", \(options) }
          local b = views.body
          local ids = {}
          for _, action in ipairs(b.actions or {}) do ids[#ids + 1] = action.id .. "=" .. action.title end
          tour.log(index, b.title, b.back, b.close, b.dots, b.step and (b.step[1] .. "/" .. b.step[2]), table.concat(ids, ","))
          return views
        end,
        \(extra)
        """), environment: environment)
  }

  @Test("the options become the body's fields; back is left out on the first mark unless backOnFirst")
  func fields() throws {
    let plain = try run(#"title = "T", back = true, close = true, dots = true, actions = { { id = "a", title = "Go" }, { id = "b" } }"#)
    plain.start().input("next", "next")
    #expect(
      plain.logs == [
        "1\tT\tnil\tClose\ttrue\t1/3\ta=Go,b=b", "2\tT\tBack\tClose\ttrue\t2/3\ta=Go,b=b", "3\tT\tBack\tClose\ttrue\t3/3\ta=Go,b=b",
      ])
    let first = try run(#"back = "Zurück!", backOnFirst = true"#).start()
    #expect(first.logs == ["1\tnil\tZurück!\tnil\tnil\tnil\t"])
    let german = try run("back = true, backOnFirst = true, close = true", environment: TourEnvironment(locale: "de")).start()
    #expect(german.logs == ["1\tnil\tZurück\tSchließen\tnil\tnil\t"])
  }

  @Test("an action runs didSelectAction as a hook that may wait; close ends the tour as skip, with reason close")
  func actionAndClose() throws {
    let run = try run(
      #"close = true, actions = { { id = "demo", title = "Show me" } }"#,
      extra: """
        didSelectAction = function(ctl, index, id)
          tour.log("action", index, id)
          tour.wait(0.5)
          ctl.flow:showNext()
        end,
        didEndShowingBySkipping = function(ctl, skipped) tour.log("end", skipped) end,
        """)
    run.start().input("action demo", "close")
    #expect(run.logs.filter { !$0.hasPrefix("1\t") && !$0.hasPrefix("2\t") } == ["action\t1\tdemo", "end\ttrue"])
    #expect(run.log.events.contains(.action(index: 1, id: "demo")))
    #expect(run.log.events.contains(.end(skipped: true, reason: .close)))
    #expect(run.log.events.filter { if case .didShow = $0 { true } else { false } }.count == 2)
  }

  @Test("a tap on the bubble outside its controls does nothing; the next command taps its next control")
  func bodyIsNotNext() throws {
    let run = try run("close = true").start()
    guard let body = run.controller.readout.shown?.layout.body else {
      Issue.record("no mark")
      return
    }
    run.input("tap \(body.minX + 20) \(body.maxY - 4)")
    #expect(run.controller.readout.shownIndex == 1)
    run.input("next")
    #expect(run.controller.readout.shownIndex == 2)
    run.input("back", "action x")
    #expect(run.warnings == ["back: mark 2 has no back control", "action: mark 2 has no actions"])
  }

  @Test("wrong options name the field and what was expected")
  func errors() throws {
    let cases: [(String, String)] = [
      (#"actions = "go""#, "actions: a list of { id =, title = } expected, got string"),
      (#"actions = { { id = "a" }, { id = "a" } }"#, "actions[2].id: the id 'a' is used twice"),
      (#"actions = { { title = "no id" } }"#, "actions[1]: an action needs an id"),
      (#"actions = { { id = "a", titel = "x" } }"#, "actions[1]: unknown field 'titel'; did you mean 'title'? valid fields: id, title"),
      ("dots = 1", "dots: boolean expected, got number"),
      ("close = 3", "close: a label or true expected, got number"),
    ]
    for (options, expected) in cases {
      let run = try run(options).start()
      #expect(run.errors == ["tour.lua:18: bad argument #1 to 'makeDefaultCoachViews' (\(expected))"])
    }
    let many = (1...9).map { #"{ id = "a\#($0)" }"# }.joined(separator: ", ")
    let tooMany = try run("actions = { \(many) }").start()
    #expect(tooMany.errors == ["tour.lua:18: bad argument #1 to 'makeDefaultCoachViews' (actions: 9 actions; a bubble holds at most 8)"])
  }
}

/// The skip view never covers the bubble: at the largest text size on the smallest phone,
/// where every corner covers the mark, it takes a band of its own and the mark is laid out
/// in the rest; its title shrinks to fit the screen's width.
@Suite("the skip view's band")
struct SkipBandTests {
  static let tour = """
    return {
      screen = { width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = { { id = "search", frame = { 16, 110, 361, 44 } } } },
      skipView = { title = "Überspringen" }, numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "search" } end,
      coachMarkViewsAt = function(ctl, i, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, title = "Suchen", close = true,
          hint = "Durchsuchen Sie jeden Gang auf einmal, mit Barcode und Sprache.", next = "Weiter" }
      end,
    }
    """

  @Test("German at AX5 on an iPhone SE: the skip view is whole on the screen and clear of the bubble, with no warning about it")
  func largestText() throws {
    let se = try #require(DeviceCatalog.device(named: "iphone-se"))
    let run = try ScriptRun(Self.tour, environment: TourEnvironment(device: se, textSize: .accessibilityExtraExtraExtraLarge)).start()
    let layout = try #require(run.log.events.compactMap { if case .didShow(_, _, let layout) = $0 { layout } else { nil } }.first)
    let skip = try #require(layout.skip)
    #expect(skip.minX >= 0 && skip.maxX <= 375)
    #expect(!skip.intersects(layout.body))
    // A band across the screen: the bubble is wholly above or below it.
    #expect(layout.body.maxY <= skip.minY || layout.body.minY >= skip.maxY)
    #expect(!run.warnings.contains { $0.contains("skip view covers") }, "\(run.warnings)")
  }

  @Test("held sideways, a bubble taller than the screen starts below the band and is cut at the bottom, never under the skip view")
  func tallerThanTheScreen() throws {
    let se = try #require(DeviceCatalog.device(named: "iphone-se"))
    let environment = TourEnvironment(device: se, orientation: .landscape, textSize: .accessibilityExtraExtraExtraLarge)
    let tour = Self.tour.replacingOccurrences(
      of: "coachMarkViewsAt = function(ctl, i, mark)",
      with: "coachMarkViewsAt = function() return { body = { width = 600, height = 500 } } end, unused = function(ctl, i, mark)")
    let run = try ScriptRun(tour, environment: environment).start()
    let layout = try #require(run.log.events.compactMap { if case .didShow(_, _, let layout) = $0 { layout } else { nil } }.first)
    let skip = try #require(layout.skip)
    #expect(!skip.intersects(layout.body), "\(skip) \(layout.body)")
    #expect(layout.body.minY == skip.maxY + 4)
    #expect(run.warnings.contains("mark 1 is 500 pt tall; the safe area is 375 pt"), "\(run.warnings)")
  }
}
