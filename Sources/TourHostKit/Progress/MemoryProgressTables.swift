import Synchronization

/// Progress kept in memory, for a run that keeps nothing past its end: the same answers as a
/// fresh SQLite database given the same writes (`ProgressTablesTests` holds them to it), with
/// no database to make at every start.
final class MemoryProgressTables: ProgressTables {
  private struct Tables {
    /// Each tour's record, its starts kept in order (`inserting`).
    var tours: [String: TourProgress] = [:]
    /// Each event reported, in order (`inserting`).
    var eventLog: [(name: String, time: Double)] = []
    var eventCounts: [String: Int] = [:]
    var parameters: [String: (json: String, time: Double?)] = [:]

    /// Changes tour `id`'s record, made first when there is none.
    mutating func change(_ id: String, _ body: (inout TourProgress) -> Void) {
      body(&tours[id, default: TourProgress(id: id)])
    }
  }

  /// Puts `row` after every row of `rows` whose time is not later, as the database orders rows
  /// (by time, then by id: the order they came). The clock only moves forward, so this is
  /// nearly always the end.
  private static func inserting<Row>(_ row: Row, into rows: inout [Row], time: (Row) -> Double) {
    let when = time(row)
    var place = rows.endIndex
    while place > rows.startIndex, time(rows[place - 1]) > when { place -= 1 }
    rows.insert(row, at: place)
  }

  private let tables = Mutex(Tables())

  func progress(of id: String) -> TourProgress {
    tables.withLock { $0.tours[id] ?? TourProgress(id: id) }
  }

  func remembers(_ id: String) -> Bool { tables.withLock { $0.tours[id] != nil } }

  func tourIDs() -> [String] { tables.withLock { $0.tours.keys.sorted() } }

  func recordStart(of id: String, at time: Double) {
    tables.withLock { tables in
      tables.change(id) { tour in
        tour.displayCount += 1
        tour.completed = false
        tour.skipped = false
        Self.inserting(time, into: &tour.displays) { $0 }
      }
    }
  }

  func recordMark(_ index: Int, of id: String) {
    tables.withLock { tables in
      tables.change(id) { tour in
        tour.seen = true
        tour.lastMark = index
      }
    }
  }

  func recordEnd(of id: String, skipped: Bool) {
    tables.withLock { tables in
      tables.change(id) { tour in
        tour.completed = !skipped
        tour.skipped = skipped
        tour.lastMark = nil
      }
    }
  }

  func recordInvalidation(of id: String, reason: String) {
    tables.withLock { tables in
      tables.change(id) { $0.invalidated = reason }
    }
  }

  func reset(_ id: String) -> Bool {
    tables.withLock { $0.tours.removeValue(forKey: id) != nil }
  }

  func resetAll() { tables.withLock { $0 = Tables() } }

  func recordEvent(_ name: String, at time: Double) {
    tables.withLock { tables in
      tables.eventCounts[name, default: 0] += 1
      Self.inserting((name, time), into: &tables.eventLog) { $0.time }
    }
  }

  func eventTimes(named names: [String]?) -> [String: [Double]] {
    tables.withLock { tables in
      let wanted = names.map(Set.init)
      var times: [String: [Double]] = [:]
      for event in tables.eventLog where wanted?.contains(event.name) ?? true {
        times[event.name, default: []].append(event.time)
      }
      return times
    }
  }

  func eventCounts() -> [String: Int] { tables.withLock { $0.eventCounts } }

  func setParameter(_ name: String, json: String, at time: Double?) {
    tables.withLock { $0.parameters[name] = (json, time) }
  }

  func parameterTimes() -> [String: Double] {
    tables.withLock { tables in tables.parameters.compactMapValues(\.time) }
  }

  func parameters() -> [String: String] { tables.withLock { tables in tables.parameters.mapValues(\.json) } }
}
