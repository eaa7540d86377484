import Foundation
import GRDB
import TestSupport
import Testing

/// Remembered progress survives a crash: `tourhost` killed with SIGKILL while it writes
/// leaves a database that is whole and consistent (every write is one transaction).
@Suite("Progress across crashes")
struct ProgressCrashTests {
  /// A tour that writes progress as fast as it can: each `tour.emit` is one transaction that
  /// counts the event and logs it.
  static let tour = """
    return {
      id = "busy",
      maxDisplayCount = 1000000,
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 16, 100, 100, 40 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
      willShow = function(ctl) for i = 1, 200000 do tour.emit("tick") end end,
    }
    """

  /// An app whose tour counts ticks but starts at another event: each `event tick` of its
  /// input is written by the app itself, one transaction each, as is each `set`.
  static let app = #"return { tours = { "tip.lua" } }"#
  static let tip = """
    return {
      id = "tip", trigger = { event = "other" }, rules = { { event = "tick", count = 3, within = "1h" } },
      screen = { width = 390, height = 844, views = { { id = "a", frame = { 16, 100, 100, 40 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "a" } end,
    }
    """

  /// The ticks of the app's input, each followed by a `set`: minutes of writing.
  static let inputTicks = 50_000

  @Test("killed 100 times in the middle of writing, by a tour and by an app: the database is whole and consistent each time")
  func killed() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour)
    folder.write("app.lua", Self.app)
    folder.write("tip.lua", Self.tip)
    // Far more input than a round gets through before its kill: a reader can be kept out of
    // the database for a while by commits that follow each other closely, and the app must
    // still be writing when the test sees its first tick.
    folder.write("ticks.txt", (1...Self.inputTicks).map { "event tick\nset level \($0)\n" }.joined())
    let path = folder.path("progress.sqlite")
    var previous = 0
    var grew = 0
    var levelSet = false
    for round in 1...100 {
      // No time limit: on a loaded machine the writing hook may run past 5 s of wall time, and
      // must still be writing when it is killed.
      // Odd rounds: a tour's hook emits; even rounds: an app's input reports and sets.
      let arguments =
        round % 2 == 1
        ? ["run", "tour.lua", "--headless", "--state", path, "--time-limit", "0"]
        : ["run", "app.lua", "--headless", "--state", path, "--input", "ticks.txt", "--trace", "/dev/null"]
      let tourhost = try LiveProcess(arguments, in: folder.url)
      // Kill it once it is writing: a moment after its first new tick, at a random point.
      // A round that never writes cannot test a kill while writing: the test stops there.
      try #require(try waitForWrites(path, above: previous), "round \(round): it wrote nothing")
      usleep(UInt32.random(in: 0...30_000))
      tourhost.kill()
      let status = tourhost.waitForExit()
      #expect(status == 9, "round \(round): it had finished before the kill (\(tourhost.stderr))")
      let database = try DatabaseQueue(path: path)
      let (check, ticks, logged, starts, displays, level) = try database.read { db in
        (
          try String.fetchOne(db, sql: "PRAGMA integrity_check"),
          try Int.fetchOne(db, sql: "SELECT count FROM event WHERE name = 'tick'") ?? 0,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM eventLog WHERE name = 'tick'") ?? 0,
          try Int.fetchOne(db, sql: "SELECT displayCount FROM tour WHERE id = 'busy'") ?? 0,
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM display WHERE tour = 'busy'") ?? 0,
          try String.fetchOne(db, sql: "SELECT value FROM parameter WHERE name = 'level'")
        )
      }
      // A parameter is whole: a number the input set, never a part of one.
      if let level { #expect(Int(level).map { (1...Self.inputTicks).contains($0) } == true, "round \(round): level \(level)") }
      levelSet = levelSet || level != nil
      #expect(check == "ok", "round \(round)")
      #expect(ticks == logged, "round \(round): the count says \(ticks), the log holds \(logged)")
      #expect(starts == displays, "round \(round)")
      #expect(ticks >= previous, "round \(round)")
      if ticks > previous { grew += 1 }
      previous = ticks
    }
    // Every kill came while it was writing, and the app's rounds set their parameter.
    #expect(grew == 100)
    #expect(levelSet)
  }

  /// Waits until the database counts more than `count` ticks; false after 30 seconds (as long
  /// as the other waits of the tests: a loaded machine starts a run slowly).
  func waitForWrites(_ path: String, above count: Int) throws -> Bool {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(1)
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if FileManager.default.fileExists(atPath: path),
        let database = try? DatabaseQueue(path: path, configuration: configuration),
        let ticks = try? database.read({ db in try Int.fetchOne(db, sql: "SELECT count FROM event WHERE name = 'tick'") }),
        ticks > count
      {
        return true
      }
      usleep(2000)
    }
    return false
  }
}
