import Foundation
import TestSupport
import Testing

/// The interactive mode playing the app's side (issue 9): a command line after `:` in the
/// terminal (tmux), a command field in the page (Chromium), and `t` that rotates.
@Suite("Commands in the interactive mode")
struct LiveCommandTests {
  /// A guided step that waits for an app event, then a mark on the left edge.
  static let tour = """
    return {
      screen = { width = 390, height = 844, safeArea = { top = 47, bottom = 34 },
                 views = { { id = "basket", frame = { 300, 60, 80, 40 } }, { id = "side", frame = { 0, 300, 40, 40 } } } },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index)
        if index == 1 then return ctl.helper:makeCoachMark { view = "basket", advanceOn = { event = "basketOpened" } } end
        return ctl.helper:makeCoachMark { view = "side" }
      end,
    }
    """

  @Test("in the terminal, ':' takes any headless input command, with the parser's messages; t rotates")
  func terminalCommandLine() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    let terminal = try TmuxSession("\(TourhostBinary.url.path) run tour.lua --no-preview", in: folder.url)
    func shows(_ text: String) -> Bool { terminal.waitUntil { $0.contains { $0.contains(text) } } }
    #expect(shows("mark 1 of 2 · showing"))
    terminal.press(":")
    #expect(terminal.waitUntil { $0.last?.hasPrefix("Enter runs it") == true })
    terminal.press("-l", "evnt basketOpened")
    #expect(shows(":evnt basketOpened"))
    terminal.press("Enter")
    #expect(shows("command: unknown command 'evnt' (did you mean 'event'?)"))
    #expect(terminal.colouredScreen.contains { $0.contains("\u{1B}[31m") && $0.contains("unknown command 'evnt'") })
    terminal.press(":")
    terminal.press("-l", "event basketOpened")
    terminal.press("Enter")
    #expect(shows("appEvent basketOpened"))
    #expect(shows("mark 2 of 2 · showing"))
    // Escape closes a command line without running it; Backspace edits it.
    terminal.press(":")
    terminal.press("-l", "wait 5x")
    terminal.press("BSpace")
    #expect(shows(":wait 5"))
    terminal.press("Enter")
    #expect(shows("command: wait: the interactive mode runs on the real clock; it cannot be told to wait"))
    terminal.press(":")
    terminal.press("-l", "skip")
    terminal.press("Escape")
    #expect(terminal.waitUntil { $0.last == "o tap overlay  c tap cutout  t rotate  l language  : input command" })
    #expect(!terminal.screen.contains { $0.contains("input skip") })
    // t turns the screen with its safe area; t again turns it back.
    terminal.press("t")
    #expect(shows("input resize 844 390 0 47 21 47"))
    #expect(shows("willShow 2 size"))
    terminal.press("t")
    #expect(shows("input resize 390 844 47 0 34 0"))
    terminal.press("q")
    #expect(terminal.waitUntil { _ in !terminal.isRunning })
  }

  @Test("in the page, the command field runs input commands, and a bad one shows the parser's message")
  func pageCommandField() throws {
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour, in: folder)
    defer { tourhost.terminate() }
    let position = "document.getElementById('page-position').textContent"
    #expect(try browser.waitUntil("\(position) === 'mark 1 of 2'"))
    let field = try #require(
      try browser.evaluate(
        """
        (() => { const r = document.getElementById('page-command').getBoundingClientRect(); return [r.x + 10, r.y + r.height / 2]; })()
        """) as? [Double])
    try browser.click(x: field[0], y: field[1])
    try browser.type("event basket")
    try browser.pressEnter()
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("appEvent basket") })
    #expect(try browser.evaluate(position) as? String == "mark 1 of 2")
    try browser.type("event basketOpened extra")
    try browser.pressEnter()
    #expect(
      try browser.waitUntil(
        """
        [...document.querySelectorAll('#page-events li.error')].some(li => li.textContent.endsWith('command: event takes the name of an event (event NAME)'))
        """))
    try browser.type("event basketOpened")
    try browser.pressEnter()
    #expect(try browser.waitUntil("\(position) === 'mark 2 of 2'"))
    // Keys typed in the field are text, not the page's shortcuts.
    try browser.type("s")
    #expect(try browser.evaluate("document.getElementById('page-command').value") as? String == "s")
    #expect(!tourhost.lines.contains { $0.hasSuffix("input skip") })
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
