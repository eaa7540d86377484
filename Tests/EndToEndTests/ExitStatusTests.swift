import Foundation
import TestSupport
import Testing
import TourHostKit

/// The one table of exit statuses (API.md, "Exit statuses"): each row of every command,
/// through the built binary.
@Suite("Exit statuses")
struct ExitStatusTests {
  static let good = """
    return {
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 40, 200, 100, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Here", next = "OK" } end,
    }
    """
  static let failing = good.replacingOccurrences(
    of: "numberOfCoachMarks = 1,", with: #"numberOfCoachMarks = 1, willShow = function() error("boom") end,"#)
  /// A tour with a warning: a field tourhost does not know.
  static let warned = good.replacingOccurrences(of: "numberOfCoachMarks = 1,", with: "numberOfCoachMarks = 1, colour = 1,")
  static let once = good.replacingOccurrences(of: "numberOfCoachMarks = 1,", with: #"id = "intro", once = true, numberOfCoachMarks = 1,"#)

  /// A folder with the tours and a capture, for each case.
  func folder() -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    folder.write("good.lua", Self.good)
    folder.write("failing.lua", Self.failing)
    folder.write("warned.lua", Self.warned)
    folder.write("once.lua", Self.once)
    folder.write("broken.lua", "return {")
    folder.write(
      "capture.xml", #"<hierarchy rotation="0"><node bounds="[0,0][1080,2400]" resource-id="root" class="android.widget.FrameLayout"/></hierarchy>"#)
    folder.write(
      "captured.lua",
      #"return { screen = { capture = "capture.xml", scale = 2.625 }, numberOfCoachMarks = 1, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "root" } end }"#
    )
    folder.write(
      "gone.xml", #"<hierarchy rotation="0"><node bounds="[0,0][1080,2400]" resource-id="other" class="android.widget.Button"/></hierarchy>"#)
    folder.write("doctype.xml", "<!DOCTYPE x [<!ENTITY a \"b\">]>\n<hierarchy/>")
    folder.write("notes.txt", "not a capture\n")
    folder.write("app.lua", #"return { tours = { "once.lua" } }"#)
    folder.write("bad-app.lua", #"return { tours = { "once.lua" }, colour = 1 }"#)
    return folder
  }

  /// (what is asked, the arguments, the status, the first line of standard error or nil for none)
  static let cases: [(String, [String], Int32, String?)] = [
    ("run --headless: success", ["run", "good.lua", "--headless", "--autoplay"], 0, nil),
    ("run --headless: a script error", ["run", "failing.lua", "--headless", "--autoplay"], 1, nil),
    (
      "run --headless: a script that does not load", ["run", "broken.lua", "--headless"], 2,
      "tourhost: broken.lua:1: unexpected symbol near <eof>"
    ),
    (
      "run --headless: an input file that is not there", ["run", "good.lua", "--headless", "--input", "no.txt"], 2,
      "tourhost: cannot read the input file no.txt: no such file or directory"
    ),
    ("run: a script that does not load", ["run", "broken.lua", "--no-preview"], 2, "tourhost: broken.lua:1: unexpected symbol near <eof>"),
    ("render: success", ["render", "good.lua", "--out", "pictures"], 0, nil),
    ("render: a script error", ["render", "failing.lua", "--out", "failed"], 1, nil),
    ("render: a folder that cannot be made", ["render", "good.lua", "--out", "/proc/tourhost"], 2, nil),
    ("check: no errors", ["check", "good.lua", "--devices", "iphone", "--text-sizes", "L", "--locales", "source"], 0, nil),
    ("check: warnings with --strict", ["check", "warned.lua", "--devices", "iphone", "--text-sizes", "L", "--strict"], 1, nil),
    ("check: a tour that does not load", ["check", "broken.lua"], 2, "tourhost: broken.lua:1: unexpected symbol near <eof>"),
    ("screen: success", ["screen", "capture.xml", "--scale", "2.625"], 0, nil),
    (
      "screen: a DOCTYPE", ["screen", "doctype.xml"], 2,
      "tourhost: doctype.xml:1:1: a DOCTYPE is refused: tourhost reads no DTDs and expands no entities"
    ),
    ("screen: not a capture", ["screen", "notes.txt"], 2, nil),
    ("screen: no such file", ["screen", "none.xml"], 2, "tourhost: cannot read the capture none.xml (no such file)"),
    ("drift: success", ["drift", "captured.lua", "--from", "capture.xml", "--to", "capture.xml", "--scale", "2.625"], 0, nil),
    ("drift: a target gone", ["drift", "captured.lua", "--from", "capture.xml", "--to", "gone.xml", "--scale", "2.625"], 1, nil),
    (
      "drift: no such capture", ["drift", "captured.lua", "--from", "capture.xml", "--to", "none.xml", "--scale", "2.625"], 2,
      "tourhost: none.xml: no such file or folder"
    ),
    ("state: success", ["state", "list", "--state", "progress.sqlite"], 0, nil),
    (
      "state: a tour not remembered", ["state", "show", "nope", "--state", "progress.sqlite"], 1,
      "tourhost: no tour 'nope' is remembered (it has not shown); with --app APP.lua, its rules and what is counted for them"
    ),
    ("state: no database", ["state", "list", "--state", "none.sqlite"], 2, "tourhost: no progress database at none.sqlite"),
    ("why: success", ["why", "app.lua", "intro", "--state", "none.sqlite"], 0, nil),
    ("why: no such tour", ["why", "app.lua", "nope", "--state", "none.sqlite"], 2, "tourhost: app.lua has no tour 'nope'; its tours: intro"),
    (
      "why: the app file does not load", ["why", "bad-app.lua", "intro"], 2,
      "tourhost: bad-app.lua:1: unknown field 'colour'; valid fields: cooldown, displayFrequency, fonts, groups, priority, tours"
    ),
    ("devices: success", ["devices"], 0, nil),
    ("devices: a bad option", ["devices", "--bogus"], 2, "Error: Unknown option '--bogus'"),
    ("a bad command line", ["run"], 2, "Error: Missing expected argument '<script>'"),
  ]

  @Test("each command's statuses, as the table says", arguments: cases)
  func status(_ item: (String, [String], Int32, String?)) throws {
    let folder = folder()
    if item.1.first == "state" {
      _ = try TourhostBinary.run(["run", "once.lua", "--headless", "--autoplay", "--state", "progress.sqlite"], in: folder.url)
    }
    let result = try TourhostBinary.run(item.1, in: folder.url)
    #expect(result.status == item.2, "\(item.0): \(result.stderr)")
    if let line = item.3 {
      #expect(result.stderr.split(separator: "\n").first.map(String.init) == line, "\(item.0)")
    }
    // The table names the status for the command.
    let command = item.1.contains("--headless") ? "run --headless" : item.1[0]
    let row = try #require(ExitStatus.table.first { $0.command == command })
    #expect(row.reasons.contains { reason in reason.0.rawValue == item.2 }, "\(item.0): the table has no \(item.2) for \(command)")
  }

  // The live mode's 0 (after q) and 130 (Ctrl-C, SIGTERM) are InteractiveCommandTests'; a
  // capture's 0 is CaptureCommandTests'.

  @Test("capture: a page that cannot be loaded is status 2")
  func capture() throws {
    let folder = folder()
    let result = try TourhostBinary.run(["capture", "http://127.0.0.1:9/", "--out", "page.json"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("tourhost: capture: "))
  }

  @Test("API.md's table is the one ExitStatus declares (TOURHOST_UPDATE_DOCS=1 rewrites it)")
  func documented() throws {
    let url = TourhostBinary.packageRoot.appendingPathComponent("docs/API.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let start = "<!-- exit statuses: made from ExitStatus.table -->\n"
    let end = "<!-- end of exit statuses -->"
    let head = try #require(text.range(of: start))
    let tail = try #require(text.range(of: end))
    let made = ExitStatus.markdown
    if ProcessInfo.processInfo.environment["TOURHOST_UPDATE_DOCS"] != nil {
      try (text[..<head.upperBound] + made + text[tail.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
    } else {
      #expect(String(text[head.upperBound..<tail.lowerBound]) == made)
    }
  }
}
