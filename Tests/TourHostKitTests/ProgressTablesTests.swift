import Testing

@testable import TourHostKit

/// The progress a run keeps in memory answers as a fresh SQLite database does, given the same
/// writes: random sequences of every write, each followed by every read, on both.
@Suite("Progress in memory and in SQLite")
struct ProgressTablesTests {
  /// A small generator with a seed, so that a failure is the same sequence every time.
  struct Seeded {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let tours = ["a", "b", "c"]
  static let events = ["opened", "bought", "shared"]

  /// One write, the same on both; what it did, for a failure's message.
  static func write(_ random: inout Seeded, to tables: [any ProgressTables]) throws -> String {
    let tour = tours[random.next(tours.count)]
    // Few distinct times, so that they repeat and come out of order.
    let time = Double(random.next(4)) * 10
    let (choice, mark, skipped, reason) = (random.next(20), 1 + random.next(5), random.next(2) == 0, "r\(random.next(3))")
    let (forgetsAll, event, parameter) = (random.next(4) == 0, events[random.next(events.count)], "p\(random.next(3))")
    let (json, timeless) = ("\(random.next(100))", random.next(3) == 0)
    var forgotten: [Bool] = []
    for table in tables {
      switch choice {
      case 0..<4: try table.recordStart(of: tour, at: time)
      case 4..<8: try table.recordMark(mark, of: tour)
      case 8..<10: try table.recordEnd(of: tour, skipped: skipped)
      case 10: try table.recordInvalidation(of: tour, reason: reason)
      case 11: forgotten.append(try table.reset(tour))
      case 12: if forgetsAll { try table.resetAll() }
      case 13..<17: try table.recordEvent(event, at: time)
      default: try table.setParameter(parameter, json: json, at: timeless ? nil : time)
      }
    }
    #expect(Set(forgotten).count <= 1, "reset of \(tour): \(forgotten)")
    return "write \(choice) on \(tour) at \(time)"
  }

  /// Everything a reader can ask, as text.
  static func reads(_ table: any ProgressTables) throws -> String {
    var lines: [String] = []
    for tour in tours + ["never"] {
      lines.append("\(tour): \(try table.progress(of: tour)) remembered \(try table.remembers(tour))")
    }
    lines.append("ids \(try table.tourIDs())")
    lines.append("times \(try table.eventTimes(named: nil).sorted { $0.key < $1.key })")
    lines.append("times of two \(try table.eventTimes(named: ["bought", "shared"]).sorted { $0.key < $1.key })")
    lines.append("times of none \(try table.eventTimes(named: []))")
    lines.append("counts \(try table.eventCounts().sorted { $0.key < $1.key })")
    lines.append("parameters \(try table.parameters().sorted { $0.key < $1.key })")
    lines.append("parameter times \(try table.parameterTimes().sorted { $0.key < $1.key })")
    return lines.joined(separator: "\n")
  }

  @Test("200 random sequences of 40 writes: every read after every write is the same")
  func sameAnswers() throws {
    for seed in 0..<200 {
      let database = try SQLiteConnection(path: ":memory:")
      try ProgressSchema.migrate(database)
      let tables: [any ProgressTables] = [SQLiteProgressTables(database: database), MemoryProgressTables()]
      var random = Seeded(state: UInt64(seed))
      var done: [String] = []
      for _ in 0..<40 {
        done.append(try Self.write(&random, to: tables))
        let (onDisk, inMemory) = (try Self.reads(tables[0]), try Self.reads(tables[1]))
        guard onDisk == inMemory else {
          Issue.record("seed \(seed), after \(done.joined(separator: ", ")):\nSQLite:\n\(onDisk)\nmemory:\n\(inMemory)")
          return
        }
      }
    }
  }

  @Test("a store at :memory: keeps progress in memory; a path, in SQLite")
  func storeChoosesItsTables() throws {
    let store = try ProgressStore(path: ":memory:")
    try store.recordStart(of: "a", at: 5)
    try store.recordStart(of: "a", at: 5)
    try store.recordMark(2, of: "a")
    try store.recordEvent("opened", at: 1)
    let progress = try store.progress(of: "a")
    #expect(progress.displayCount == 2 && progress.displays == [5, 5] && progress.lastMark == 2 && progress.seen)
    #expect(try store.appMemory(of: ["a"]).events == ["opened": [1]])
    #expect(try store.reset("a") && !store.remembers("a"))
  }
}
