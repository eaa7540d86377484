import Foundation
import TestSupport
import Testing

/// A declared policy for a missing target (`onMissing = { wait =, ["then"] = }`), through the
/// built binary: each outcome, the tour's default, what a mistake says, and tours without one.
@Suite("Declared policies for a missing target")
struct MissingPolicyTests {
  static func tour(_ fields: String, mark: String) -> String {
    """
    return {
      \(fields)
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 20, 100, 100, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { \(mark) } end,
      coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Here", next = "Next" } end,
    }
    """
  }

  /// The trace's events (no `t`) of a headless run with `input`.
  func events(_ script: String, _ input: String = "") throws -> [String] {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", script)
    folder.write("input.txt", input)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "input.txt"], in: folder.url)
    return result.lines.map { $0.replacingOccurrences(of: #"^\{"t":[0-9.]+,"#, with: "{", options: .regularExpression) }
      .filter { $0.contains("Missing") || $0.contains("Recovered") || $0.contains(#""end""#) || $0.contains(#""didShow""#) }
      .map { $0.contains("didShow") ? "didShow" : $0 }
  }

  @Test(
    "each outcome of a policy, in the trace's words",
    arguments: [
      (
        "skip", "wait 2",
        [
          #"{"event":"targetMissing","index":1,"view":"b","reason":"it is not on the screen","wait":1,"then":"skip"}"#,
          #"{"event":"missingView","index":1,"view":"b","onMissing":"skip"}"#, #"{"event":"end","skipped":false}"#,
        ]
      ),
      (
        "centre", "wait 2\nnext",
        [
          #"{"event":"targetMissing","index":1,"view":"b","reason":"it is not on the screen","wait":1,"then":"centre"}"#,
          #"{"event":"missingView","index":1,"view":"b","onMissing":"center"}"#, "didShow", #"{"event":"end","skipped":false}"#,
        ]
      ),
      (
        "end", "wait 2",
        [
          #"{"event":"targetMissing","index":1,"view":"b","reason":"it is not on the screen","wait":1,"then":"end"}"#,
          #"{"event":"missingView","index":1,"view":"b","onMissing":"stop"}"#, #"{"event":"end","skipped":false}"#,
        ]
      ),
      (
        "hold", "wait 30\nadd {\"id\": \"b\", \"frame\": [20, 300, 100, 44]}\nwait 1\nnext",
        [
          #"{"event":"targetMissing","index":1,"view":"b","reason":"it is not on the screen","wait":1,"then":"hold"}"#,
          #"{"event":"missingView","index":1,"view":"b","onMissing":"hold"}"#,
          #"{"event":"targetRecovered","index":1,"view":"b"}"#, "didShow", #"{"event":"end","skipped":false}"#,
        ]
      ),
    ])
  func outcomes(then: String, input: String, expected: [String]) throws {
    #expect(try events(Self.tour("", mark: #"view = "b", onMissing = { wait = 1, ["then"] = "\#(then)" }"#), input) == expected)
  }

  @Test("the tour's policy is each mark's that declares none; a mark's own comes first; a view that comes in time recovers")
  func tourDefault() throws {
    let fields = #"onMissing = { wait = 2, ["then"] = "end" },"#
    #expect(
      try events(Self.tour(fields, mark: #"view = "b""#), "wait 0.5\nadd {\"id\": \"b\", \"frame\": [20, 300, 100, 44]}\nwait 1\nnext") == [
        #"{"event":"targetMissing","index":1,"view":"b","reason":"it is not on the screen","wait":2,"then":"end"}"#,
        #"{"event":"targetRecovered","index":1,"view":"b"}"#,
        "didShow", #"{"event":"end","skipped":false}"#,
      ])
    #expect(
      try events(Self.tour(fields, mark: #"view = "b", onMissing = { ["then"] = "skip" }"#)) == [
        #"{"event":"targetMissing","index":1,"view":"b","reason":"it is not on the screen","wait":0,"then":"skip"}"#,
        #"{"event":"missingView","index":1,"view":"b","onMissing":"skip"}"#, #"{"event":"end","skipped":false}"#,
      ])
    // A mark whose view is there asks no policy.
    #expect(try events(Self.tour(fields, mark: #"view = "a""#), "next") == ["didShow", #"{"event":"end","skipped":false}"#])
  }

  @Test("a declared policy takes a target a person cannot see as missing, and the trace says why")
  func outOfSight() throws {
    let script = Self.tour("", mark: #"view = "a", onMissing = { wait = 1, ["then"] = "skip" }"#)
      .replacingOccurrences(of: "frame = { 20, 100, 100, 44 }", with: "frame = { 20, 100, 0, 0 }")
    #expect(
      try events(script, "wait 2") == [
        #"{"event":"targetMissing","index":1,"view":"a","reason":"it has no size","wait":1,"then":"skip"}"#,
        #"{"event":"missingView","index":1,"view":"a","onMissing":"skip"}"#, #"{"event":"end","skipped":false}"#,
      ])
  }

  @Test("without a policy the trace is as it was: a missing view is a script error, a wait says no targetMissing")
  func withoutPolicy() throws {
    #expect(try events(Self.tour("", mark: #"view = "b""#)) == [#"{"event":"end","skipped":false}"#])
    #expect(
      try events(Self.tour("", mark: #"view = "b", wait = 1, onMissing = "center""#), "wait 2\nnext") == [
        #"{"event":"missingView","index":1,"view":"b","onMissing":"center"}"#, "didShow", #"{"event":"end","skipped":false}"#,
      ])
  }

  @Test(
    "a mistake in a policy is one message at its line",
    arguments: [
      (#"onMissing = { wiat = 1 },"#, "tour.lua:2: onMissing: unknown field 'wiat'; did you mean 'wait'? valid fields: then, wait"),
      (#"onMissing = { wait = -1 },"#, "tour.lua:2: onMissing.wait: seconds from 0 to 86400 expected, got -1"),
      (#"onMissing = "skip","#, "tour.lua:2: onMissing: table expected, got string"),
    ])
  func mistakes(fields: String, message: String) throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour(fields, mark: #"view = "a""#))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless"], in: folder.url)
    #expect(result.stderr == "tourhost: \(message)\n")
    #expect(result.status == 2)
  }

  @Test("a mark's bad policy is an error at its makeCoachMark line")
  func markMistake() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour("", mark: #"view = "b", onMissing = { ["then"] = "later" }"#))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless"], in: folder.url)
    #expect(
      result.lines.contains {
        $0.contains(
          #"tour.lua:5: bad argument #1 to 'makeCoachMark' (onMissing.then: one of 'skip', 'centre', 'end', 'hold' expected, got 'later')"#)
      })
  }
}
