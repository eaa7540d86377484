import TestSupport
import Testing
import TourCore
import TourLua

@Suite("View tables, ornaments and appearance from scripts")
struct ViewTablesTests {
  @Test("a custom body tree reaches the engine as written")
  func customTree() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkViewsAt = function()
          return { body = { kind = "rect", fill = "#0A84FFFF", cornerRadius = 12, padding = { 8, 12 }, spacing = 4, axis = "horizontal",
            alignment = "center", width = 200, children = {
              { kind = "image", name = "i.png", width = 20, height = 20 },
              { kind = "text", text = "Hi", size = 17, weight = "bold", color = "#FFFFFFFF", alignment = "center" },
            } } }
        end,
        """))
    run.start()
    #expect(run.errors == [])
    let views = try #require(run.controller.machine.phase.displayed?.laidOut.views)
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    #expect(
      views.body
        == ViewSpec(
          kind: .box(
            BoxStyle(
              fill: RGBAColor(red: 0x0A, green: 0x84, blue: 0xFF), cornerRadius: 12, padding: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12),
              axis: .horizontal, spacing: 4, alignment: .center),
            [
              ViewSpec(kind: .image("i.png"), width: 20, height: 20),
              ViewSpec(kind: .text("Hi", TextStyle(size: 17, weight: .bold, color: white, alignment: .center))),
            ]), width: 200))
    #expect(views.arrow == nil)
  }

  @Test("default views take Instructions' style fields")
  func defaultStyles() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        coachMarkViewsAt = function()
          return {
            body = { kind = "defaultBody", hint = "Hi", next = "OK", innerColor = "#000000FF", textColor = "#FFFFFFFF", cornerRadius = 12, hintSize = 13 },
            arrow = { kind = "defaultArrow", innerColor = "#000000FF", highlightedInnerColor = "#333333FF" },
          }
        end,
        """))
    run.start()
    let views = try #require(run.controller.machine.phase.displayed?.laidOut.views)
    let black = RGBAColor(red: 0, green: 0, blue: 0)
    #expect(
      views.body.kind
        == .defaultBody(
          DefaultBodyContent(hint: "Hi", next: "OK"),
          DefaultViewStyle(innerColor: black, textColor: RGBAColor(red: 255, green: 255, blue: 255), cornerRadius: 12, fontSize: 13)))
    #expect(
      views.arrow?.kind == .defaultArrow(DefaultViewStyle(innerColor: black, highlightedInnerColor: RGBAColor(red: 0x33, green: 0x33, blue: 0x33))))
  }

  @Test("bad view tables are reported with the field, and the default views are shown")
  func badViews() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 4,
        """
        coachMarkViewsAt = function(ctl, index)
          if index == 1 then return { body = { kind = "rect", children = { { kind = "box" } } } } end
          if index == 2 then return { body = { kind = "text" } } end
          if index == 3 then return { body = { kind = "rect", padding = { 1, 2, 3 } } } end
          return { body = { kind = "defaultBody", innerColor = "blue" } }
        end,
        """))
    run.start().input("next", "next", "next")
    #expect(
      run.errors == [
        "tour.lua:17: coachMarkViewsAt returned bad views for mark 1: body.children[1].kind: 'rect', 'text' or 'image' expected",
        "tour.lua:17: coachMarkViewsAt returned bad views for mark 2: body.text: a string is required",
        "tour.lua:17: coachMarkViewsAt returned bad views for mark 3: body.padding: insets take 1, 2 or 4 numbers, got 3",
        "tour.lua:17: coachMarkViewsAt returned bad views for mark 4: body.innerColor: a colour \"#RRGGBBAA\" expected, got 'blue'",
      ])
    #expect(run.log.lines(["didShow"]).count == 4)
  }

  @Test("ornaments: view tables with a frame; a bad one is reported")
  func ornaments() throws {
    let run = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        configureOrnamentsOfOverlay = function(ctl, ornaments)
          ornaments[#ornaments + 1] = { kind = "text", text = "Hello", size = 20, frame = { 10, 300, 200, 30 } }
          ornaments[#ornaments + 1] = { kind = "rect", fill = "#FF0000FF", frame = { x = 10, y = 340, width = 50, height = 4 } }
        end,
        """))
    run.start()
    #expect(
      run.controller.ornaments == [
        Ornament(view: ViewSpec(kind: .text("Hello", TextStyle(size: 20))), frame: Rect(x: 10, y: 300, width: 200, height: 30)),
        Ornament(
          view: ViewSpec(kind: .box(BoxStyle(fill: RGBAColor(red: 255, green: 0, blue: 0)), [])), frame: Rect(x: 10, y: 340, width: 50, height: 4)),
      ])
    let bad = try ScriptRun(
      ScriptRun.tour(
        marks: 1,
        """
        configureOrnamentsOfOverlay = function(ctl, ornaments) ornaments[1] = { kind = "text", text = "x" } end,
        """))
    bad.start()
    #expect(
      bad.errors == ["tour.lua:17: configureOrnamentsOfOverlay added a bad ornament: [1].frame: an ornament needs a frame in screen coordinates"])
  }

  @Test("appearance picks the palette and the overlay's default colour")
  func appearance() throws {
    let run = try ScriptRun(ScriptRun.tour(marks: 1, "appearance = 'dark',"))
    #expect(run.controller.appearance == .dark)
    #expect(run.controller.overlay.backgroundColor == DefaultPalette(.dark).overlay)
    let custom = try ScriptRun(ScriptRun.tour(marks: 1, "appearance = 'dark', overlay = { backgroundColor = '#00000080' },"))
    #expect(custom.controller.overlay.backgroundColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x80))
    do {
      _ = try ScriptRun(ScriptRun.tour(marks: 1, "appearance = 'sepia',"))
      Issue.record("sepia loaded")
    } catch {
      #expect(error.message == "tour.lua:17: appearance: one of 'light', 'dark' expected, got 'sepia'")
    }
  }
}
