import Synchronization

/// Progress kept in memory, for a run that keeps nothing past its end: the same answers as a
/// fresh SQLite database given the same writes (`ProgressTablesTests` holds them to it), with
/// no database to make at every start.
final class MemoryProgressTables: ProgressTables {
  /// When a row was written: its time, then its order of arrival (for rows of one time), as
  /// the database orders them (by time, then id).
  private struct Stamp: Comparable {
    var time: Double
    var order: Int

    static func < (left: Stamp, right: Stamp) -> Bool { (left.time, left.order) < (right.time, right.order) }
  }

  private struct Tables {
    var tours: [String: TourProgress] = [:]
    /// Each start of each tour.
    var displays: [String: [Stamp]] = [:]
    var eventLog: [(name: String, stamp: Stamp)] = []
    var eventCounts: [String: Int] = [:]
    var parameters: [String: (json: String, time: Double?)] = [:]
    var arrivals = 0

    mutating func stamp(_ time: Double) -> Stamp {
      arrivals += 1
      return Stamp(time: time, order: arrivals)
    }

    /// Changes tour `id`'s record, made first when there is none.
    mutating func change(_ id: String, _ body: (inout TourProgress) -> Void) {
      body(&tours[id, default: TourProgress(id: id)])
    }
  }

  private let tables = Mutex(Tables())

  func progress(of id: String) -> TourProgress {
    tables.withLock { tables in
      var progress = tables.tours[id] ?? TourProgress(id: id)
      progress.displays = (tables.displays[id] ?? []).sorted().map(\.time)
      return progress
    }
  }

  func remembers(_ id: String) -> Bool { tables.withLock { $0.tours[id] != nil } }

  func tourIDs() -> [String] { tables.withLock { $0.tours.keys.sorted() } }

  func recordStart(of id: String, at time: Double) {
    tables.withLock { tables in
      tables.change(id) { tour in
        tour.displayCount += 1
        tour.completed = false
        tour.skipped = false
      }
      tables.displays[id, default: []].append(tables.stamp(time))
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
    tables.withLock { tables in
      tables.displays[id] = nil
      return tables.tours.removeValue(forKey: id) != nil
    }
  }

  func resetAll() { tables.withLock { $0 = Tables() } }

  func recordEvent(_ name: String, at time: Double) {
    tables.withLock { tables in
      tables.eventCounts[name, default: 0] += 1
      tables.eventLog.append((name, tables.stamp(time)))
    }
  }

  func eventTimes(named names: [String]?) -> [String: [Double]] {
    tables.withLock { tables in
      let wanted = names.map(Set.init)
      var times: [String: [Double]] = [:]
      for event in tables.eventLog.sorted(by: { $0.stamp < $1.stamp }) where wanted?.contains(event.name) ?? true {
        times[event.name, default: []].append(event.stamp.time)
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
