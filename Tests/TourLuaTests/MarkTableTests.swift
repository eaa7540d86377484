import TestSupport
import Testing
import TourCore
import TourLua

@Suite("Marks, views and the screen from scripts")
struct MarkTableTests {
  @Test("makeCoachMark: the default cutout, a point of interest in the parent's coordinates")
  func makeCoachMark() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 320, height = 480, views = {
          { id = "list", frame = { 0, 100, 320, 200 }, children = { { id = "row", frame = { 0, 44, 320, 44 } } } },
        } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl)
          local mark = ctl.helper:makeCoachMark { view = "row", pointOfInterest = { 300, 66 } }
          local path = mark.cutoutPath
          tour.log(path.kind, path.rect.x, path.rect.y, path.rect.width, path.rect.height, path.radius)
          tour.log(mark.pointOfInterest.x, mark.pointOfInterest.y, mark.maxWidth, mark.arrowOrientation)
          local framed = ctl.helper:makeCoachMark { frame = { 10, 10, 20, 20 }, within = "list" }
          tour.log(framed.cutoutPath.rect.x, framed.cutoutPath.rect.y, framed.pointOfInterest)
          local empty = ctl.helper:makeCoachMark()
          tour.log(empty.cutoutPath, empty.isOverlayInteractionEnabled)
          return mark
        end,
      }
      """)
    run.start()
    // The row is at y = 44 in the list, which is at y = 100: (300, 66) in the list is (300, 166).
    #expect(run.logs == ["roundedRect\t-4\t140\t328\t52\t4", "300\t166\t350\tnil", "6\t106\tnil", "nil\ttrue"])
    guard case .didShow(_, _, let layout) = run.log.events.last(where: { $0.name == "didShow" }) else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.pointOfInterest == Point(x: 300, y: 166))
  }

  @Test("willShow edits its mark in place; coachMarkViewsAt gets the computed side")
  func editsAndViews() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl, mark) mark.maxWidth = 120; mark.cutoutPath = tour.path.oval(tour.rect(40, 40, 20, 20)) end,
        coachMarkViewsAt = function(ctl, index, mark)
          tour.log(mark.arrowOrientation, mark.pointOfInterest.x, mark.maxWidth)
          return { body = { width = 200, height = 60 } }
        end,
        """))
    run.start()
    #expect(run.logs == ["top\t50\t120"])
    guard case .didShow(_, _, let layout) = run.log.events.last(where: { $0.name == "didShow" }) else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.cutout == .oval(Rect(x: 40, y: 40, width: 20, height: 20)))
    #expect(layout.body == Rect(x: 20, y: 62, width: 120, height: 60))
    #expect(layout.arrow == nil)
  }

  @Test("a mark made from a view follows it when setFrame moves it")
  func follows() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 320, height = 480, views = { { id = "drawer", frame = { 0, 470, 320, 10 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "drawer" } end,
        willShow = function(ctl) ctl.screen:setFrame("drawer", { 0, 300, 320, 180 }) end,
        coachMarkViewsAt = function() return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } } end,
      }
      """)
    run.start()
    guard case .didShow(_, _, let layout) = run.log.events.last(where: { $0.name == "didShow" }) else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.cutout?.bounds == Rect(x: -4, y: 296, width: 328, height: 188))
    #expect(layout.frame == Rect(x: 60, y: 227, width: 200, height: 67))
  }

  @Test("makeDefaultCoachViews returns tables the script can change")
  func defaultViews() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkViewsAt = function(ctl, index, mark)
          local views = ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Hi", next = "OK" }
          tour.log(views.body.kind, views.body.hint, views.body.next, views.body.nextLabelPosition, views.arrow.kind, views.arrow.orientation)
          local bare = ctl.helper:makeDefaultCoachViews { withArrow = false, withNextText = false, next = "x" }
          tour.log(bare.arrow, bare.body.next)
          views.body.hint = "Changed"
          return views
        end,
        """))
    run.start()
    #expect(run.logs == ["defaultBody\tHi\tOK\ttrailing\tdefaultArrow\ttop", "nil\tnil"])
    #expect(run.errors == [])
  }

  @Test("updateCurrentCoachMark with a function, and its converter")
  func updateWithFunction() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 320, height = 480, views = { { id = "list", frame = { 0, 100, 320, 200 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "list" } end,
        willShow = function(ctl)
          ctl.flow:pause()
          ctl.helper:updateCurrentCoachMark(function(mark, converter)
            mark.cutoutPath = tour.path.rect(converter:convert(tour.rect(0, 0, 100, 20), "list"))
            mark.pointOfInterest = converter:convert({ 50, 10 }, "list")
          end)
          ctl.flow:resume()
        end,
        coachMarkViewsAt = function() return { body = { width = 200, height = 60 } } end,
      }
      """)
    run.start()
    guard case .didShow(_, _, let layout) = run.log.events.last(where: { $0.name == "didShow" }) else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.cutout == .rect(Rect(x: 0, y: 100, width: 100, height: 20)))
    #expect(layout.pointOfInterest == Point(x: 50, y: 110))
  }

  @Test("after the view moved: the hooks see the mark where the view is, and their edits stay put")
  func editsAfterAMove() throws {
    let run = try ScriptRun(
      """
      return {
        screen = { width = 320, height = 480, views = { { id = "list", frame = { 0, 100, 320, 200 }, children = {
          { id = "row", frame = { 0, 0, 320, 40 } } } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl)
          local mark = ctl.helper:makeCoachMark { view = "list.row" }
          ctl.screen:setFrame("list", { 0, 20, 320, 200 })  -- the list scrolls before willShow
          return mark
        end,
        willShow = function(ctl, mark)
          tour.log("willShow", mark.cutoutPath.rect.y)
          ctl.flow:pause()
          ctl.screen:animate("list", { 0, 60, 320, 200 }, 0.4)
          ctl.helper:updateCurrentCoachMark(function(mark, converter)
            tour.log("update", mark.cutoutPath.rect.y)
            mark.pointOfInterest = converter:convert({ 300, 20 }, "list.row")
          end)
          ctl.flow:resume()
        end,
        coachMarkViewsAt = function() return { body = { width = 200, height = 60 } } end,
      }
      """)
    run.start()
    #expect(run.errors == [])
    #expect(run.logs == ["willShow\t16", "update\t56"])
    guard case .didShow(_, _, let layout) = run.log.events.last(where: { $0.name == "didShow" }) else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.pointOfInterest == Point(x: 300, y: 80))
    #expect(layout.cutout?.bounds == Rect(x: -4, y: 56, width: 328, height: 48))
  }

  @Test("updateCurrentCoachMark when not paused: a warning, nothing else")
  func updateNotPaused() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        willShow = function(ctl) ctl.helper:updateCurrentCoachMark(function(mark) error("never called") end) end,
        """))
    run.start()
    #expect(run.warnings == ["updateCurrentCoachMark ignored: the flow is not paused"])
    #expect(run.errors == [])
  }

  @Test("ctl.flow, ctl.screen and ctl.overlay read the engine's state")
  func properties() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 2,
        """
        overlay = { backgroundColor = "#11223344", isUserInteractionEnabled = true },
        willShow = function(ctl, mark, index)
          tour.log(ctl.flow.currentIndex, ctl.flow.isStarted, ctl.flow.isPaused, ctl.flow.numberOfCoachMarks)
          tour.log(ctl.screen.width, ctl.screen.height, ctl.screen:frame("c").y)
          tour.log(ctl.overlay.backgroundColor, ctl.overlay.blurEffectStyle, ctl.overlay.isUserInteractionEnabled, ctl.overlay.fadeAnimationDuration)
          ctl.overlay.blurEffectStyle = "dark"
        end,
        """))
    run.start()
    #expect(run.logs == ["1\ttrue\tfalse\t2", "320\t480\t100", "#11223344\tnil\ttrue\t0.3"])
    #expect(run.controller.overlay.blurEffectStyle == .dark)
  }

  @Test("a screen from a JSON file and from a Lua file")
  func screenFiles() throws {
    let json = try ScriptRun(
      """
      return { screen = "screens/phone.json", numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "tabBar.profile" } end }
      """,
      files: [
        "screens/phone.json": """
        { "width": 390, "height": 844, "safeArea": { "top": 47, "bottom": 34 }, "layoutDirection": "rtl",
          "views": [ { "id": "tabBar", "frame": [0, 761, 390, 83], "children": [
            { "id": "profile", "frame": { "x": 292, "y": 0, "width": 98, "height": 49 } } ] } ] }
        """
      ])
    #expect(json.controller.screen.size == Size(width: 390, height: 844))
    #expect(json.controller.screen.safeArea == EdgeInsets(top: 47, bottom: 34))
    #expect(json.controller.screen.layoutDirection == .rightToLeft)
    #expect(json.tour.watchedFiles.map(\.lastPathComponent) == ["tour.lua", "phone.json"])
    let lua = try ScriptRun(
      """
      return { screen = "phone.lua", numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end }
      """, files: ["phone.lua": "return { width = 200, height = 300, views = { { id = 'a', frame = { 1, 2, 3, 4 } } } }"])
    #expect(lua.controller.screen.views == [ScreenView(id: "a", frame: Rect(x: 1, y: 2, width: 3, height: 4))])
  }
}
