import TourCore

/// A key of `ParsedBytesCache`: the bytes a value was parsed from, with whatever else the
/// parse depended on.
protocol ParsedBytesKey: Equatable {
  /// The bytes the key holds: what keeping it costs.
  var byteCount: Int { get }
}

/// Values a process has parsed from files, by the bytes they were parsed from: `check` loads a
/// tour in hundreds of configurations, and a live run loads it again at each save and once more
/// to find the step on show, each load reading the same strings and screen files. A load still
/// reads every file through the tour's door; only parsing bytes already parsed is saved. A
/// changed file is other bytes, parsed again. At most `most` values are kept, holding at most
/// `mostBytes` bytes of keys, the oldest going first; an error is not kept.
final class ParsedBytesCache<Key: ParsedBytesKey, Value>: @unchecked Sendable {
  /// The most values kept.
  let most: Int
  /// The most bytes the kept keys hold together.
  let mostBytes: Int
  private let lock = ThreadLock()
  private var entries: [(key: Key, value: Value)] = []

  init(most: Int, mostBytes: Int) {
    self.most = most
    self.mostBytes = mostBytes
  }

  /// The value parsed from `key`'s bytes: a kept one, else `parse()`'s, kept when it fits.
  func value<E: Error>(_ key: Key, parse: () throws(E) -> Value) throws(E) -> Value {
    lock.lock()
    let kept = entries.first { $0.key == key }?.value
    lock.unlock()
    if let kept { return kept }
    let value = try parse()
    guard key.byteCount <= mostBytes else { return value }
    lock.lock()
    defer { lock.unlock() }
    if !entries.contains(where: { $0.key == key }) {
      entries.append((key, value))
      var bytes = entries.reduce(0) { $0 + $1.key.byteCount }
      while entries.count > most || bytes > mostBytes {
        bytes -= entries.removeFirst().key.byteCount
      }
    }
    return value
  }
}
