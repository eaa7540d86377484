import Foundation
import TestSupport
import Testing

/// The interactive mode playing the app's side: a command line after `:` in the
/// terminal (tmux), and `t` that rotates (the page's command field is in BrowserTests).
@Suite("Commands in the interactive mode")
struct LiveCommandTests {
  static let tour = SampleTours.basketEvent

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
}
