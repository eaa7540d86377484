import FoundationEssentials
import TourCore

/// The strings files a process has read, by the bytes they were read from: `check` loads a
/// tour in hundreds of configurations and each load reads the tour's strings, so that a `res`
/// folder of 134 languages (6 MB of XML) would be parsed hundreds of times. A load still reads
/// every file through the tour's door; only parsing bytes already parsed is saved. A changed
/// file is other bytes, and is parsed again (a live run's save).
final class StringsFileCache: @unchecked Sendable {
  static let shared = StringsFileCache()

  /// What a table was read from: the strings' path, the source language the tour gives, and
  /// each file's name and bytes.
  struct Key: Hashable {
    var path: String
    var sourceLanguage: String
    var files: [String]
    var contents: [Data]
  }

  /// The most tables kept: a check of an app reads a few strings files, a live run one.
  static let mostTables = 4

  private let lock = ThreadLock()
  private var tables: [(key: Key, table: StringTable)] = []

  /// The table read from `key`'s bytes: a kept one, else `read()`'s, kept (an error is not).
  func table<E: Error>(_ key: Key, read: () throws(E) -> StringTable) throws(E) -> StringTable {
    lock.lock()
    let kept = tables.first { $0.key == key }?.table
    lock.unlock()
    if let kept { return kept }
    let table = try read()
    lock.lock()
    defer { lock.unlock() }
    if !tables.contains(where: { $0.key == key }) {
      tables.append((key, table))
      if tables.count > Self.mostTables { tables.removeFirst() }
    }
    return table
  }
}
