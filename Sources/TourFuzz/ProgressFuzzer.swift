import Foundation
import GRDB
import TourHostKit

/// Fuzz target `progress`: a progress database that tourhost wrote, then changed by someone
/// else: the bytes say which columns of which tables get which values (NULL, whole numbers,
/// reals, text, blobs, at any size). Every way tourhost reads it (a tour's progress, the list
/// of tours, the event counts, the parameters) must give values in their ranges or one error
/// naming the database (and, for a bad value, its table and column); never a crash (H13 was a
/// `try!` on a text in a boolean column).
public enum ProgressFuzzer {
  static let path: String = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-progress-\(getpid()).sqlite").path

  /// The columns someone may change, by table.
  static let columns: [(table: String, column: String)] = [
    ("tour", "id"), ("tour", "seen"), ("tour", "completed"), ("tour", "skipped"), ("tour", "lastMark"), ("tour", "displayCount"),
    ("display", "tour"), ("display", "time"), ("event", "name"), ("event", "count"), ("eventLog", "name"), ("eventLog", "time"),
    ("parameter", "name"), ("parameter", "value"),
  ]

  public static func run(_ bytes: [UInt8]) -> [String] {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    do {
      let store = try ProgressStore(path: path)
      try store.recordStart(of: "tour", at: 1_000)
      try store.recordMark(2, of: "tour")
      try store.recordEnd(of: "tour", skipped: false)
      try store.recordEvent("opened", at: 1_001)
      try store.setParameter("plan", json: "\"pro\"")
    } catch {
      return ["a fresh database could not be written: \(error)"]
    }
    var data = FuzzedData(bytes)
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        for _ in 0..<Int(data.byte() % 6) {
          let (table, column) = columns[Int(data.byte()) % columns.count]
          try db.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [value(&data)])
        }
      }
    } catch {
      // A change SQLite refuses (NOT NULL, a second primary key): nothing to read then.
    }
    return read()
  }

  private static func value(_ data: inout FuzzedData) -> DatabaseValue {
    switch data.byte() % 6 {
    case 0: return .null
    case 1: return Int64(bitPattern: data.uint64()).databaseValue
    case 2: return Double(bitPattern: data.uint64()).databaseValue
    case 3: return (Int64(data.byte()) - 128).databaseValue
    case 4: return data.text(maxLength: 64).databaseValue
    default: return Data(data.bytes(count: Int(data.byte()))).databaseValue
    }
  }

  private static func read() -> [String] {
    var found: [String] = []
    func check(_ what: String, _ read: () throws(ProgressStoreError) -> Void) {
      do { try read() } catch {
        if !error.description.hasPrefix(path) { found.append("\(what): an error that does not name the database: \(error)") }
      }
    }
    let store: ProgressStore
    do { store = try ProgressStore(existingAt: path, readOnly: true) } catch { return [] }
    check("progress") { () throws(ProgressStoreError) in
      let progress = try store.progress(of: "tour")
      if progress.displayCount < 0 { found.append("a negative display count") }
      if let mark = progress.lastMark, mark < 1 { found.append("a last mark of \(mark)") }
      if !progress.displays.allSatisfy({ $0.isFinite && $0 >= 0 }) { found.append("a display time out of range") }
    }
    check("tours") { () throws(ProgressStoreError) in _ = try store.tours() }
    check("events") { () throws(ProgressStoreError) in
      if try store.eventCounts().values.contains(where: { $0 < 0 }) { found.append("a negative event count") }
    }
    check("parameters") { () throws(ProgressStoreError) in _ = try store.parameters() }
    return found
  }
}
