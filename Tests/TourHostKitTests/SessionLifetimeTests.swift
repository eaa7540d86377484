import Foundation
import TestSupport
import Testing
import TourCore
import TourHostKit
import TourLua

/// A session, its tour and its Lua state are freed once nothing holds the session, whatever
/// the tour did (found by the bridge fuzzer under LeakSanitizer: every session leaked).
@Suite("Session lifetime")
struct SessionLifetimeTests {
  /// Runs `source` with `input`, drops the run, and says what outlived it.
  func survivors(_ source: String, input: [String] = [], state: String? = nil) throws -> [String] {
    weak var session: TourSession?
    weak var tour: LuaTour?
    do {
      let directory = TemporaryDirectory()
      let log = EventLog()
      let script = directory.write("tour.lua", source)
      let run = try TourSession(
        script: script, recorder: log, configuration: .standard, displayName: "tour.lua", progress: .given(state))
      session = run
      tour = run.tour
      run.start()
      for line in input {
        guard let command = try InputParser.parse(line, line: 1, source: "test") else { continue }
        run.settle()
        run.enter(command, as: line)
      }
      run.settle()
    }
    return (session == nil ? [] : ["session"]) + (tour == nil ? [] : ["tour"])
  }

  @Test("a tour that ends is freed")
  func endedTour() throws {
    #expect(try survivors(ScriptRun.tour(marks: 2), input: ["next", "next"]) == [])
  }

  @Test("a tour whose marks all fail is freed")
  func failingMarks() throws {
    #expect(
      try survivors("return { numberOfCoachMarks = 2, coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = 'nope' } end }") == [])
  }

  @Test("a tour with a progress database is freed")
  func withState() throws {
    #expect(try survivors(ScriptRun.tour(marks: 1), input: ["next"], state: ":memory:") == [])
  }
}
