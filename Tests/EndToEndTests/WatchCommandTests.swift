import Foundation
import TestSupport
import Testing

/// `tourhost run --headless --watch`, end to end: the real binary, real files saved the ways
/// editors save them, and the trace it writes.
@Suite("Headless watch")
struct WatchCommandTests {
  static func script(_ version: String, broken: Bool = false) -> String {
    """
    local util = require "util"
    return {
      screen = "screen.json",
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = index == 1 and "a" or "b" } end,
      coachMarkViewsAt = function(ctl, index, mark)
        return { body = { width = util.width, height = 40 }, arrow = { width = 15, height = 9 } }
      end,
      willShow = function(ctl, mark, index, change)
        tour.state.shows = (tour.state.shows or 0) + 1
        tour.log("\(version)", index, change, tour.state.shows)
      end\(broken ? " oops" : ""),
    }
    """
  }

  static func screen(bY: Int) -> String {
    #"{ "width": 320, "height": 480, "views": [ { "id": "a", "frame": [30, 30, 70, 20] }, { "id": "b", "frame": [30, \#(bY), 70, 20] } ] }"#
  }

  /// An editor's save: a temporary file renamed over the old one.
  func saveByRename(_ folder: TemporaryDirectory, _ name: String, _ text: String) throws {
    let temporary = folder.url.appendingPathComponent(".\(name).swp")
    try Data(text.utf8).write(to: temporary)
    _ = rename(temporary.path, folder.path(name))
  }

  /// An editor's other save: the file truncated and written again in place.
  /// (Through `TemporaryDirectory.write`, which truncates the same file: a descriptor closed on
  /// exec, so that no child another test spawns holds the file open past the save.)
  func saveInPlace(_ folder: TemporaryDirectory, _ name: String, _ text: String) throws {
    folder.write(name, text)
  }

  /// A save that deletes the file and creates it again.
  func saveByDeleteAndCreate(_ folder: TemporaryDirectory, _ name: String, _ text: String) throws {
    try FileManager.default.removeItem(atPath: folder.path(name))
    usleep(20_000)
    folder.write(name, text)
  }

  /// The events of `lines` from `start` on, as "event detail" (log messages, reload files and
  /// messages, indices and changes), without animations and inputs.
  func events(_ lines: [String], from start: Int) -> [String] {
    lines[start...].compactMap { line -> String? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let event = object["event"] as? String, !["animation", "input", "announce"].contains(event)
      else { return nil }
      var parts = [event]
      for key in ["index", "change", "file", "message"] {
        if let value = object[key] { parts.append("\(value)") }
      }
      return parts.joined(separator: " ")
    }
  }

  @Test("saves of every kind reload the tour in place; a broken save leaves the last good version running")
  func savesOfEveryKind() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.script("v1"))
    folder.write("util.lua", "return { width = 100 }\n")
    folder.write("screen.json", Self.screen(bY: 300))
    let tourhost = try LiveProcess(["run", "tour.lua", "--headless", "--watch", "--input", "-"], in: folder.url)
    defer { tourhost.terminate() }
    func waitFor(_ fragment: String, after start: Int) throws -> Int {
      try #require(tourhost.waitForLine(from: start) { $0.contains(fragment) }, "no line with \(fragment)")
    }

    var mark = try waitFor(#""event":"didShow","index":1"#, after: 0)
    #expect(
      events(tourhost.lines, from: 0) == [
        "start", "willLoad 1", "willShow 1 none", "log v1\t1\tnone\t1", "didShow 1 none",
      ])

    // 1. Rename over the script.
    try saveByRename(folder, "tour.lua", Self.script("v2"))
    var reload = try waitFor(#""event":"reload""#, after: mark)
    mark = try waitFor(#""event":"didShow""#, after: reload)
    #expect(tourhost.lines[reload] == #"{"t":0.6,"event":"reload","file":"tour.lua"}"#)
    #expect(
      events(tourhost.lines, from: reload) == [
        "reload tour.lua", "willLoad 1", "willShow 1 reload", "log v2\t1\treload\t2", "didShow 1 reload",
      ])

    // 2. Truncate and rewrite in place.
    try saveInPlace(folder, "tour.lua", Self.script("v3"))
    reload = try waitFor(#""event":"reload""#, after: mark + 1)
    mark = try waitFor(#""event":"didShow""#, after: reload)
    #expect(
      events(tourhost.lines, from: reload) == [
        "reload tour.lua", "willLoad 1", "willShow 1 reload", "log v3\t1\treload\t3", "didShow 1 reload",
      ])

    // 3. Delete, then create: one reload, and no failure for the moment the file was gone.
    try saveByDeleteAndCreate(folder, "tour.lua", Self.script("v4"))
    reload = try waitFor(#""event":"reload""#, after: mark + 1)
    mark = try waitFor(#""event":"didShow""#, after: reload)
    #expect(
      events(tourhost.lines, from: reload) == [
        "reload tour.lua", "willLoad 1", "willShow 1 reload", "log v4\t1\treload\t4", "didShow 1 reload",
      ])

    // 4. A broken save: reported; the last good version runs on and takes input.
    try saveByRename(folder, "tour.lua", Self.script("v5", broken: true))
    let failed = try waitFor(#""event":"reloadFailed""#, after: mark + 1)
    #expect(
      tourhost.lines[failed]
        == #"{"t":0.6,"event":"reloadFailed","file":"tour.lua","message":"tour.lua:12: '}' expected (to close '{' at line 2) near 'oops'"}"#)
    tourhost.write("next\n")
    mark = try waitFor(#""event":"didShow","index":2"#, after: failed)
    #expect(
      events(tourhost.lines, from: failed + 1) == [
        "willHide 1", "didHide 1", "willLoad 2", "willShow 2 none", "log v4\t2\tnone\t5", "didShow 2 none",
      ])

    // 5. The fix loads, on the mark the flow is on.
    try saveByRename(folder, "tour.lua", Self.script("v6"))
    reload = try waitFor(#""event":"reload""#, after: mark + 1)
    mark = try waitFor(#""event":"didShow""#, after: reload)
    #expect(
      events(tourhost.lines, from: reload) == [
        "reload tour.lua", "willLoad 2", "willShow 2 reload", "log v6\t2\treload\t6", "didShow 2 reload",
      ])

    // 6. A change to a required module.
    try saveByRename(folder, "util.lua", "return { width = 150 }\n")
    reload = try waitFor(#""event":"reload""#, after: mark + 1)
    mark = try waitFor(#""event":"didShow""#, after: reload)
    #expect(tourhost.lines[reload].hasSuffix(#""event":"reload","file":"util.lua"}"#))
    #expect(tourhost.lines[mark].contains(#""body":[20,247,150,40]"#))

    // 7. A change to the screen file moves the mark.
    try saveInPlace(folder, "screen.json", Self.screen(bY: 400))
    reload = try waitFor(#""event":"reload""#, after: mark + 1)
    mark = try waitFor(#""event":"didShow""#, after: reload)
    #expect(tourhost.lines[reload].hasSuffix(#""event":"reload","file":"screen.json"}"#))
    #expect(tourhost.lines[mark].contains(#""cutout":[26,396,78,28]"#))

    // Closing standard input ends the run.
    tourhost.closeInput()
    #expect(tourhost.waitForExit() == 0)
    #expect(tourhost.stderr == "")
    #expect(!tourhost.lines.contains { $0.contains(#""event":"error""#) })
  }

  @Test("a module that a broken version requires is watched too: creating it retries")
  func missingModule() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1))
    let tourhost = try LiveProcess(["run", "tour.lua", "--headless", "--watch"], in: folder.url)
    defer { tourhost.terminate() }
    let shown = try #require(tourhost.waitForLine { $0.contains(#""event":"didShow""#) })
    try saveByRename(folder, "tour.lua", "local extra = require \"extra\"\n" + ScriptRun.tour(marks: 1))
    let failed = try #require(tourhost.waitForLine(from: shown) { $0.contains("reloadFailed") })
    #expect(
      tourhost.lines[failed].contains(#""message":"tour.lua:1: module 'extra' not found: no file 'extra.lua' (require looks beside the script only)"#)
    )
    folder.write("extra.lua", "return {}\n")
    let reload = try #require(tourhost.waitForLine(from: failed) { $0.contains(#""event":"reload""#) })
    #expect(tourhost.lines[reload].hasSuffix(#""event":"reload","file":"extra.lua"}"#))
    tourhost.closeInput()
    #expect(tourhost.waitForExit() == 0)
  }
}
