import Foundation
import TestSupport
import Testing

/// Every example in scripts/examples, run by the built binary as its header says.
@Suite("Examples")
struct ExamplesTests {
  /// Runs an example with its input file (or --autoplay) and returns the trace lines whose
  /// event is in `events`, as "t event fields".
  func run(_ name: String, events: Set<String>) throws -> (status: Int32, lines: [String]) {
    let input = "scripts/examples/\(name).input"
    let exists = FileManager.default.fileExists(atPath: TourhostBinary.packageRoot.appendingPathComponent(input).path)
    let arguments = ["run", "scripts/examples/\(name).lua", "--headless"] + (exists ? ["--input", input] : ["--autoplay"])
    let result = try TourhostBinary.run(arguments)
    #expect(result.stderr == "")
    let lines = result.lines.compactMap { line -> String? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let event = object["event"] as? String, events.contains(event)
      else { return nil }
      let t = object["t"] as! NSNumber
      var parts = ["\(t)", event]
      for key in ["index", "result", "handled", "view", "message", "skipped", "style"] {
        if let value = object[key] { parts.append("\(value)") }
      }
      return parts.joined(separator: " ")
    }
    return (result.status, lines)
  }

  @Test("welcome: five marks over the shop screen, tapped through")
  func welcome() throws {
    let (status, lines) = try run("welcome", events: ["didShow", "end", "log", "error", "warning"])
    #expect(status == 0)
    #expect(lines == ["0.6 didShow 1", "1.2 didShow 2", "1.8 didShow 3", "2.4 didShow 4", "3 didShow 5", "3.6 end 0", "3.6 log the user finished the tour"])
  }

  @Test("pause_resume: the straight-down style and the callback style")
  func pauseResume() throws {
    let (status, lines) = try run("pause_resume", events: ["willShow", "didShow", "pause", "resume", "error"])
    #expect(status == 0)
    #expect(lines == [
      "0.3 willShow 1", "0.6 didShow 1", "0.9 willShow 2", "0.9 pause hideNothing", "1.3 resume", "1.6 didShow 2",
      "1.9 willShow 3", "1.9 pause hideInstructions", "2.3 resume", "2.6 didShow 3",
    ])
  }

  @Test("skip_mark: the mark that does not apply is skipped both ways")
  func skipMark() throws {
    let (status, lines) = try run("skip_mark", events: ["willLoad", "end", "log"])
    #expect(status == 0)
    #expect(lines == [
      "0.3 willLoad 1 1", "0.9 willLoad 2 0", "0.9 willLoad 3 1", "1.5 willLoad 2 0", "1.5 willLoad 1 1",
      "2.1 willLoad 2 0", "2.1 willLoad 3 1", "2.7 willLoad 4 1", "3.6 end 0", "3.6 log done, skipped: false",
    ])
  }

  @Test("pilot_from_code: a timer, calls from the app, jumps both ways")
  func pilot() throws {
    let (status, lines) = try run("pilot_from_code", events: ["didShow", "end"])
    #expect(status == 0)
    #expect(lines == ["0.6 didShow 1", "4.2 didShow 2", "4.8 didShow 3", "5.4 didShow 5", "6 didShow 3", "6.6 didShow 4", "7.2 didShow 5", "7.8 end 0"])
  }

  @Test("overlay_taps: handled, refused, switched off")
  func overlayTaps() throws {
    let (status, lines) = try run("overlay_taps", events: ["overlayTap", "appTap", "willHide", "end"])
    #expect(status == 0)
    #expect(lines == ["0.6 overlayTap 1 1", "0.6 willHide 1", "1.2 overlayTap 2 0", "1.2 appTap compose", "1.2 willHide 2", "1.8 willHide 3", "2.4 end 0"])
  }

  @Test("custom_cutouts: every shape reaches the trace")
  func customCutouts() throws {
    let result = try TourhostBinary.run(["run", "scripts/examples/custom_cutouts.lua", "--headless", "--autoplay"])
    #expect(result.status == 0)
    let cutouts = result.lines.filter { $0.contains("didShow") }.map { line -> String in
      let start = line.range(of: #""cutout":"#)!.upperBound
      return String(line[start...].prefix { $0 != "]" }) + "]"
    }
    #expect(cutouts == ["[16,66,72,72]", "[0,150,390,44]", "[290,290,80,80]", "[147,412,96,96]", "[36,616,318,40]"])
  }
}
