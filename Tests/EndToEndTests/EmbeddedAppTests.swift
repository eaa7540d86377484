import Foundation
import TestSupport
import Testing

/// Examples/EmbeddedApp: an app that links the engine's libraries only, with its own screen,
/// clock and touches, plays a tour as the command line does.
@Suite("The embedded app")
struct EmbeddedAppTests {
  /// (event, index) of each JSON line, leaving out the command line's `input` records (the
  /// app taps, it types no commands).
  func events(_ lines: [String]) throws -> [String] {
    try lines.compactMap { line in
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let event = try #require(object["event"] as? String)
      // `announce` is the host's (what a screen reader would speak); an app has VoiceOver itself.
      guard event != "input", event != "announce" else { return nil }
      return (object["index"] as? Int).map { "\(event) \($0)" } ?? event
    }
  }

  @Test("tapping through welcome.lua gives the events of tourhost run --headless --autoplay")
  func sameEvents() throws {
    let app = try TourhostBinary.run([], executable: TourhostBinary.sibling("embedded-app"))
    #expect(app.status == 0)
    #expect(app.stderr == "")
    let cli = try TourhostBinary.run(["run", "scripts/examples/welcome.lua", "--headless", "--autoplay", "--state", ":memory:"])
    #expect(cli.status == 0)
    let played = try events(app.lines)
    #expect(played == (try events(cli.lines)))
    #expect(played.prefix(5) == ["start", "willLoad 1", "willShow 1", "animation 1", "didShow 1"])
    #expect(played.filter { $0.hasPrefix("didShow") } == (1...5).map { "didShow \($0)" })
    #expect(played.last == "log")
  }

  @Test("a script that cannot load is one line on standard error and status 1")
  func badScript() throws {
    let folder = TemporaryDirectory()
    let script = folder.write("broken.lua", "return {")
    let app = try TourhostBinary.run([script.path], executable: TourhostBinary.sibling("embedded-app"))
    #expect(app.status == 1)
    #expect(app.stdout == "")
    #expect(app.stderr.hasPrefix("embedded-app: "))
    #expect(app.stderr.contains("broken.lua:1:"))
  }

  @Test("an app of four tours: the embedded decision point and tourhost run app.lua --headless decide the same at every trigger")
  func sameDecisions() throws {
    let input = try String(
      contentsOf: TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/app/first_week.input"), encoding: .utf8)
    let commands = input.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    let app = try TourhostBinary.run(["--app", "scripts/examples/app/app.lua"] + commands, executable: TourhostBinary.sibling("embedded-app"))
    #expect(app.status == 0, "\(app.stderr)")
    let cli = try TourhostBinary.run([
      "run", "scripts/examples/app/app.lua", "--headless", "--autoplay", "--input", "scripts/examples/app/first_week.input",
    ])
    #expect(cli.status == 0, "\(cli.stderr)")
    func decisions(_ lines: [String]) throws -> [String] {
      try lines.compactMap { line in
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        if let decision = object["decision"] as? String { return "\(object["trigger"] ?? "") → \(decision)" }
        guard object["event"] as? String == "decision", let tour = object["tour"], let status = object["status"] else { return nil }
        return "\(object["trigger"] ?? "") → \(tour): \(status)" + ((object["reason"] as? String).map { ": " + $0 } ?? "")
      }
    }
    let embedded = try decisions(app.lines)
    #expect(embedded == (try decisions(cli.lines)))
    #expect(embedded.count == 9)
    #expect(embedded.filter { $0.hasSuffix(": shows") }.count == 4)
    #expect(try events(app.lines.filter { !$0.contains(#""decision""#) }).filter { $0 == "start" || $0 == "end" }.count == 8)
  }
}
