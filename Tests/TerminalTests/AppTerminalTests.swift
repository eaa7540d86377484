import Foundation
import TestSupport
import Testing

/// `tourhost run app.lua` in a terminal (tmux): the status says which tour shows and
/// why each other does not; keys act on the showing tour; `:` commands are the app's triggers.
@Suite("An app in the terminal")
struct AppTerminalTests {
  @Test("the status names the showing tour and each tour's verdict; next ends it; an event shows the next")
  func status() throws {
    let folder = TemporaryDirectory()
    folder.write("welcome.lua", SampleTours.appTour("welcome", "once = true,"))
    folder.write("ping_tip.lua", SampleTours.appTour("ping_tip", #"trigger = { event = "ping" }, rules = { { event = "ping", count = 2 } },"#))
    folder.write("app.lua", #"return { tours = { "welcome.lua", "ping_tip.lua" } }"#)
    let terminal = try TmuxSession(
      "\(TourhostBinary.url.path) run app.lua --no-preview --state \(folder.path("progress.sqlite"))", in: folder.url, height: 40)
    func shows(_ text: String) -> Bool { terminal.waitUntil { $0.contains { $0.contains(text) } } }
    #expect(shows("tourhost · welcome"))
    #expect(shows("why each tour shows or not:"))
    #expect(shows("  welcome: showing"))
    #expect(shows("  ping_tip: blocked: event ping: 0, needs 2"))
    #expect(shows("mark 1 of 1 · showing"))
    terminal.press("Enter")
    #expect(shows("tourhost · no tour showing"))
    #expect(shows("  welcome: blocked: once: it was completed"))
    for _ in 1...2 {
      terminal.press(":")
      terminal.press("-l", "event ping")
      terminal.press("Enter")
    }
    #expect(shows("decision event ping: ping_tip: blocked: event ping: 1, needs 2"))
    #expect(shows("decision event ping: ping_tip: shows"))
    #expect(shows("tourhost · ping_tip"))
    #expect(shows("  ping_tip: showing"))
    terminal.press("q")
    #expect(terminal.waitUntil { _ in !terminal.isRunning })
  }
}
