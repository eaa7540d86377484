import Foundation
import GRDB
import TestSupport
import Testing
import TourCore
import TourHostKit

/// The progress database, on disk and in memory.
@Suite("Progress store")
struct ProgressStoreTests {
  @Test("a tour's record: starts, marks, the end; kept on disk from one opening to the next")
  func tours() throws {
    let folder = TemporaryDirectory()
    let path = folder.path("nested/progress.sqlite")
    do {
      let store = try ProgressStore(path: path)
      try store.recordStart(of: "tips", at: 100)
      try store.recordMark(2, of: "tips")
      try store.recordStart(of: "tips", at: 200)
      try store.recordEnd(of: "tips", skipped: false)
    }
    let store = try ProgressStore(path: path)
    var expected = TourProgress(id: "tips")
    expected.seen = true
    expected.completed = true
    expected.displayCount = 2
    expected.displays = [100, 200]
    #expect(try store.progress(of: "tips") == expected)
    #expect(try store.progress(of: "other") == TourProgress(id: "other"))
    #expect(try store.tours().map(\.id) == ["tips"])
    #expect(try store.reset("tips"))
    #expect(try !store.reset("tips"))
    #expect(try store.tours() == [])
  }

  @Test("events count up; parameters keep their last value; reset --all forgets them")
  func eventsAndParameters() throws {
    let store = try ProgressStore(path: ":memory:")
    try store.recordEvent("opened", at: 1)
    try store.recordEvent("opened", at: 2)
    try store.recordEvent("paid", at: 3)
    try store.setParameter("plan", json: #""free""#)
    try store.setParameter("plan", json: #""pro""#)
    #expect(try store.eventCounts() == ["opened": 2, "paid": 1])
    #expect(try store.parameters() == ["plan": #""pro""#])
    try store.resetAll()
    #expect(try store.eventCounts() == [:])
    #expect(try store.parameters() == [:])
  }

  @Test("state needs --state; show --app gives a tour's rules with what is counted, whether or not it has shown")
  func showWithApp() throws {
    let folder = TemporaryDirectory()
    let rules = #"once = true, trigger = { event = "viewed" }, rules = { { event = "viewed", count = 3, within = "7d" } },"#
    folder.write("tip.lua", WhyCommandTests.tour("tip", rules))
    folder.write("app.lua", #"return { tours = { "tip.lua" } }"#)
    let list = try TourhostBinary.run(["state", "list"], in: folder.url)
    #expect(list.status == 2)
    #expect(
      list.stderr
        == "tourhost: give the database with --state PATH: tourhost remembers progress only in the database a run's --state names (runs without it, headless or live, keep it in memory)\n"
    )
    let store = try ProgressStore(path: folder.url.appendingPathComponent("p.sqlite").path)
    for _ in 1...2 { try store.recordEvent("viewed", at: Date().timeIntervalSince1970 - 60) }
    let show = try TourhostBinary.run(["state", "show", "tip", "--state", "p.sqlite", "--app", "app.lua"], in: folder.url)
    #expect(show.status == 0)
    #expect(
      show.stdout
        == """
        tour: tip
        state: new
        last mark: -
        starts: 0
        start times: -
        rules:
          ✔ once: not completed or skipped yet
          ✘ event viewed: 2 in the last 7 days, needs 3

        """)
    let other = try TourhostBinary.run(["state", "show", "nope", "--state", "p.sqlite", "--app", "app.lua"], in: folder.url)
    #expect(other.status == 2)
    #expect(other.stderr == "tourhost: app.lua has no tour 'nope'; its tours: tip\n")
  }

  @Test("a database that cannot be opened: one message naming the file")
  func unusable() throws {
    let folder = TemporaryDirectory()
    folder.write("not.sqlite", "this is not a database, and it is long enough to be read as one")
    do {
      _ = try ProgressStore(path: folder.path("not.sqlite"))
      Issue.record("it opened")
    } catch {
      #expect(error.description.hasPrefix("\(folder.path("not.sqlite")): cannot open the progress database ("))
    }
  }
}

/// A progress database someone else wrote into: every odd value is one message naming the
/// database, table and column, never a crash (H13).
@Suite("Progress: values tourhost did not write")
struct ProgressValuesTests {
  @Test(
    "an odd value in each column: state says which and exits 2; a run warns and remembers nothing",
    arguments: [
      ("UPDATE tour SET seen = 'yes'", "table tour, column seen: 'yes' is not a boolean (0 or 1)"),
      ("UPDATE tour SET lastMark = 'x'", "table tour, column lastMark: 'x' is not a whole number from 1 to 100000"),
      ("UPDATE tour SET displayCount = -3", "table tour, column displayCount: -3 is not a whole number from 0 to 2147483647"),
      ("INSERT INTO display (tour, time) VALUES ('tips', 1e308)", "table display, column time: 1e+308 is not a time from 1970 to 5138"),
      ("UPDATE event SET count = 2.5", "table event, column count: 2.5 is not a whole number from 0 to 2147483647"),
    ])
  func oddValues(_ item: (String, String)) throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 2, #"id = "tips", once = true, willShow = function() tour.emit("opened") end,"#))
    let first = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"], in: folder.url)
    #expect(first.status == 0)
    let database = try DatabaseQueue(path: folder.path("p.sqlite"))
    try database.write { try $0.execute(sql: item.0) }
    let list = try TourhostBinary.run(["state", "list", "--state", "p.sqlite"], in: folder.url)
    #expect(list.status == 2)
    #expect(list.stderr == "tourhost: p.sqlite: \(item.1)\n")
    if item.0.contains("event") { return }  // events are read by the rules that ask for them
    let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"], in: folder.url)
    #expect(run.lines.first == #"{"t":0,"event":"warning","message":"p.sqlite: \#(item.1)"}"#)
  }
}

/// The store of version 2: a database written by version 1 is read and gains the
/// invalidation column; invalidation and the app's memory of events with their times.
@Suite("Progress store migration")
struct ProgressStoreMigrationTests {
  /// A database as version 1 wrote it: its five tables, GRDB's record of the migration, a
  /// tour that started twice and completed, and two events.
  func versionOne(at path: String) throws {
    let sql = """
      CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
      INSERT INTO grdb_migrations VALUES ('v1');
      CREATE TABLE tour (id TEXT PRIMARY KEY, seen BOOLEAN NOT NULL DEFAULT 0, completed BOOLEAN NOT NULL DEFAULT 0,
        skipped BOOLEAN NOT NULL DEFAULT 0, lastMark INTEGER, displayCount INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE display (id INTEGER PRIMARY KEY AUTOINCREMENT, tour TEXT NOT NULL, time DOUBLE NOT NULL);
      CREATE TABLE event (name TEXT PRIMARY KEY, count INTEGER NOT NULL);
      CREATE TABLE eventLog (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, time DOUBLE NOT NULL);
      CREATE TABLE parameter (name TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO tour (id, seen, completed, displayCount) VALUES ('onboarding', 1, 1, 2);
      INSERT INTO display (tour, time) VALUES ('onboarding', 1000), ('onboarding', 90000);
      INSERT INTO event VALUES ('cartOpened', 2);
      INSERT INTO eventLog (name, time) VALUES ('cartOpened', 500), ('cartOpened', 700);
      INSERT INTO parameter VALUES ('plan', '"free"');
      """
    let database = try DatabaseQueue(path: path)
    try database.write { db in try db.execute(sql: sql) }
  }

  @Test("a version 1 database is read as it was, its tours can be invalidated and its parameters get their times")
  func migrates() throws {
    let folder = TemporaryDirectory()
    let path = folder.url.appendingPathComponent("progress.sqlite").path
    try versionOne(at: path)
    // Read-only (`tourhost state show`, `tourhost why`) it is read as it is, not migrated.
    #expect(try ProgressStore(existingAt: path, readOnly: true).progress(of: "onboarding").displayCount == 2)
    let result = try TourhostBinary.run(["state", "show", "onboarding", "--state", path])
    #expect(result.status == 0 && result.stdout.hasPrefix("tour: onboarding\nstate: completed\n"), "\(result.stderr)")
    let store = try ProgressStore(path: path)
    let onboarding = try store.progress(of: "onboarding")
    #expect(onboarding.completed && onboarding.displayCount == 2 && onboarding.displays == [1000, 90000])
    #expect(onboarding.invalidated == nil)
    try store.recordInvalidation(of: "onboarding", reason: "the user found it")
    #expect(try ProgressStore(path: path).progress(of: "onboarding").invalidated == "the user found it")
    var expected = AppMemory(events: ["cartOpened": [500, 700]], parameters: ["plan": #""free""#])
    var tour = AppMemory.Tour()
    tour.completed = true
    tour.displayCount = 2
    tour.lastShown = 90000
    tour.invalidated = "the user found it"
    expected.tours["onboarding"] = tour
    expected.tours["promo"] = AppMemory.Tour()
    #expect(try store.appMemory(of: ["onboarding", "promo"]) == expected)
    #expect(ProgressReport.show(try store.progress(of: "onboarding")).hasSuffix("\ninvalidated: the user found it"))
    // Version 3: a parameter of version 1 has no time; one set now has its time.
    #expect(try store.parameterTimes() == [:])
    #expect(try ProgressReport.list(store).hasSuffix("\nparameters: plan = \"free\""))
    try store.setParameter("plan", json: #""pro""#, at: 1_767_603_600)
    #expect(try store.parameterTimes() == ["plan": 1_767_603_600])
    #expect(try ProgressReport.list(store).hasSuffix("\nparameters: plan = \"pro\" (set 2026-01-05T09:00:00Z)"))
  }
}
