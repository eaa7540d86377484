import Foundation
import TestSupport
import Testing

/// `tourhost check --faults` through the built binary: each fault on each step's target, the
/// declared policies that hold and those that leave no way out, and a tour's own faults.
@Suite("check --faults")
struct CheckFaultsTests {
  static func tour(_ fields: String, mark: String) -> String {
    """
    return {
      \(fields)
      screen = { width = 390, height = 844, views = {
        { id = "search", frame = { 20, 100, 350, 44 } },
        { id = "bar", frame = { 0, 700, 390, 80 }, children = { { id = "buy", frame = { 20, 10, 100, 44 } } } },
      } },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index)
        if index == 1 then return ctl.helper:makeCoachMark { view = "search" } end
        return ctl.helper:makeCoachMark { \(mark) }
      end,
      coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Here", next = "Next" } end,
    }
    """
  }

  func check(_ script: String, files: [String: String] = [:], faults: Bool = true) throws -> (lines: [String], status: Int32, stderr: String) {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", script)
    for (name, text) in files { folder.write(name, text) }
    let result = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone", "--orientations", "portrait"] + (faults ? ["--faults"] : []), in: folder.url)
    return (result.lines.filter { $0.hasSuffix("[target-loss]") }, result.status, result.stderr)
  }

  @Test("policies that hold, with a skip view, pass every fault; without --faults nothing is played again")
  func holding() throws {
    let script = Self.tour(
      #"skipView = { title = "Skip" }, onMissing = { wait = 1, ["then"] = "skip" },"#,
      mark: #"view = "buy", onMissing = { wait = 2, ["then"] = "hold" }"#)
    let result = try check(script)
    #expect(result.lines == [])
    #expect(result.status == 0)
  }

  @Test("a hold without a skip view is found under every fault that hides the target, a duplicated id among them")
  func holdWithoutWayOut() throws {
    let script = Self.tour("", mark: #"view = "buy", onMissing = { ["then"] = "hold" }"#)
    #expect(
      try check(script).lines == [
        "tour.lua:8: error: mark 2 under faults 'absent', 'late 0.5 s', 'late 2 s', 'late 10 s', 'duplicate', 'offscreen', 'covered', 'zero-size', 'hidden': it holds for 'bar.buy' with no way out (the tour has no skip view); give the tour a skipView [target-loss]"
      ])
    #expect(try check(script, faults: false).lines == [])
  }

  @Test("faults.lua beside the tour adds faults; a mistake in it is one message, exit 2")
  func faultFile() throws {
    let script = Self.tour("", mark: #"view = "buy", onMissing = { wait = 5, ["then"] = "hold" }"#)
    let added = try check(script, files: ["faults.lua": #"return { { kind = "late", seconds = 30 }, "covered" }"#])
    #expect(added.lines.count == 1)
    #expect(added.lines.first?.contains("'hidden', 'late 30 s': it holds for 'bar.buy'") == true)
    for (text, message) in [
      (#"return { "gone" }"#, "faults.lua: [1].kind: one of 'absent', 'late', 'duplicate', 'offscreen', 'covered', 'zero-size', 'hidden' expected"),
      (#"return { { kind = "late" } }"#, "faults.lua: [1].seconds: a late fault needs seconds from 0 to 86400"),
      (#"return { { kind = "absent", seconds = 2 } }"#, "faults.lua: [1].seconds: only a late fault has seconds"),
      ("return 3", "faults.lua: the fault file must return a table, got number"),
    ] {
      let result = try check(script, files: ["faults.lua": text])
      #expect(result.stderr == "tourhost: \(message)\n")
      #expect(result.status == 2)
    }
  }

  @Test("a guided step with no skip view: stuck when its target is covered, out of reach or of no size; centred by a policy, stuck too")
  func guided() throws {
    let script = Self.tour("", mark: #"view = "buy""#).replacingOccurrences(
      of: #"return ctl.helper:makeCoachMark { view = "buy" }"#,
      with: #"local mark = ctl.helper:makeCoachMark { view = "buy" } mark.advanceOn = "tap" return mark"#)
    #expect(
      try check(script).lines.map { $0.components(separatedBy: ": the mark was shown").first ?? $0 } == [
        "tour.lua:8: error: mark 2 under fault 'covered'", "tour.lua:8: error: mark 2 under fault 'offscreen'",
        "tour.lua:8: error: mark 2 under fault 'zero-size'",
      ])
    let centred = script.replacingOccurrences(
      of: #"makeCoachMark { view = "buy" }"#, with: #"makeCoachMark { view = "buy", onMissing = { wait = 1, ["then"] = "centre" } }"#)
    #expect(
      try check(centred).lines == [
        "tour.lua:8: error: mark 2 under faults 'absent', 'late 2 s', 'late 10 s', 'duplicate', 'offscreen', 'covered', 'zero-size', 'hidden': the mark was shown, but nothing moves it on: it waits for a tap on its target, and it has no cutout to tap (no skip view, no next control); give the tour a skipView [target-loss]"
      ])
  }
}
