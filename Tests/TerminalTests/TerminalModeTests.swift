import Foundation
import TestSupport
import Testing

/// The interactive mode in a real terminal (tmux): the live status and every key.
@Suite("Interactive run in a terminal")
struct TerminalModeTests {
  @Test("the status shows where the tour is, and every key does what it says")
  func keys() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "tour.lua",
      ScriptRun.tour(
        marks: 3,
        """
        skipView = { title = "Skip" },
        shouldHandleOverlayTap = function(ctl, index) tour.log("overlay tapped on", index); return false end,
        overlay = { isUserInteractionEnabled = true },
        """))
    let terminal = try TmuxSession("\(TourhostBinary.url.path) run tour.lua --no-preview", in: folder.url)
    func shows(_ text: String) -> Bool { terminal.waitUntil { $0.contains { $0.contains(text) } } }

    #expect(shows("mark 1 of 3 · showing"))
    #expect(terminal.screen.first == "tourhost · tour tour.lua")
    #expect(terminal.screen.contains("preview: off"))
    #expect(
      terminal.screen.suffix(3) == [
        "← previous  →/Enter next  s skip  p pause/resume  r restart  R restart here  q quit", "b back  x close  a first action",
        "o tap overlay  c tap cutout  t rotate  l language  : input command",
      ])
    terminal.press("Right")
    #expect(shows("mark 2 of 3 · showing"))
    terminal.press("Enter")
    #expect(shows("mark 3 of 3 · showing"))
    terminal.press("Left")
    #expect(shows("mark 2 of 3 · showing"))
    terminal.press("p")
    #expect(shows("mark 2 of 3 · showing · paused (hideNothing)"))
    terminal.press("p")
    #expect(shows("resume"))
    #expect(shows("mark 2 of 3 · showing"))
    terminal.press("o")
    #expect(shows("overlayTap 2 false"))
    terminal.press("c")
    #expect(shows("input cutout"))
    terminal.press("s")
    #expect(shows("ended · over: r starts it again"))
    terminal.press("r")
    #expect(shows("mark 1 of 3 · showing"))
    terminal.press("q")
    #expect(terminal.waitUntil { _ in !terminal.isRunning })
  }

  @Test("a save that does not load shows its error in red until a good save")
  func reloadError() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 2))
    let terminal = try TmuxSession("\(TourhostBinary.url.path) run tour.lua --no-preview", in: folder.url)
    #expect(terminal.waitUntil { $0.contains { $0.contains("mark 1 of 2 · showing") } })
    folder.write("tour.lua", "return {\n  numberOfCoachMarks = 2\n  coachMarkAt = nil,\n}\n")
    #expect(terminal.waitUntil { $0.contains("The last save could not be loaded; the previous version still runs:") })
    #expect(terminal.screen.contains("tour.lua:3: '}' expected (to close '{' at line 1) near 'coachMarkAt'"))
    // In red: tmux writes the colour back as its own escapes, SGR 31 among them.
    #expect(
      terminal.colouredScreen.contains {
        $0.contains("\u{1B}[31m") && $0.hasSuffix("tour.lua:3: '}' expected (to close '{' at line 1) near 'coachMarkAt'")
      })
    folder.write("tour.lua", ScriptRun.tour(marks: 2))
    #expect(terminal.waitUntil { !$0.contains("The last save could not be loaded; the previous version still runs:") })
    #expect(terminal.screen.contains { $0.hasSuffix("reload tour.lua") })
    terminal.press("q")
  }
}
