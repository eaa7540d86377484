import CLua
import TourImport

/// What one read of a script's value as plain data may take: a table shared in many places
/// (`t = { t, t }` forty times over is 41 small tables in Lua) is counted each time it is met,
/// so that it cannot expand into 2^40 values in the host.
struct ReadAllowance {
  /// Values read (every table, string, number and boolean met, each time it is met).
  static let mostValues = 1_000_000
  /// Bytes of strings (keys and values) copied out of Lua.
  static let mostBytes = 64 << 20

  private(set) var values = 0
  private(set) var bytes = 0

  mutating func spend(values: Int = 1, bytes: Int = 0) throws(DecodingError) {
    self.values += values
    self.bytes += bytes
    if self.values > Self.mostValues {
      throw DecodingError(
        "more than \(Self.mostValues) values (a table met in several places counts each time it is met)")
    }
    if self.bytes > Self.mostBytes {
      throw DecodingError(
        "more than \(Self.mostBytes) bytes of text (a string met in several places counts each time it is met)")
    }
  }
}

extension LuaStack {
  /// Reads the value at `index` as plain data: nil, booleans, numbers, strings, and tables
  /// that are lists (keys 1...n) or records (string keys). Functions, cycles, mixed tables,
  /// nesting deeper than 64, and more than `ReadAllowance`'s values or bytes are errors.
  func plainValue(_ index: Int32) throws(DecodingError) -> PlainValue {
    var allowance = ReadAllowance()
    return try plainValue(index, spending: &allowance)
  }

  /// Reads the value at `index` as plain data, spending `allowance`: several reads that make
  /// one thing (a tour's screens) share one.
  func plainValue(_ index: Int32, spending allowance: inout ReadAllowance) throws(DecodingError) -> PlainValue {
    var visiting: Set<UnsafeRawPointer> = []
    return try plainValue(absolute(index), depth: 0, visiting: &visiting, allowance: &allowance)
  }

  private func plainValue(
    _ index: Int32, depth: Int, visiting: inout Set<UnsafeRawPointer>, allowance: inout ReadAllowance
  ) throws(DecodingError) -> PlainValue {
    switch type(index) {
    case LUA_TNIL, LUA_TNONE: return .null
    case LUA_TBOOLEAN:
      try allowance.spend()
      return .bool(boolean(index) ?? false)
    case LUA_TNUMBER:
      try allowance.spend()
      return .number(number(index) ?? 0)
    case LUA_TSTRING:
      let text = string(index) ?? ""
      try allowance.spend(bytes: text.utf8.count)
      return .string(text)
    case LUA_TTABLE: break
    default: throw DecodingError("\(typeName(index)) values cannot be stored here")
    }
    try allowance.spend()
    guard depth < 64 else { throw DecodingError("tables nested deeper than 64 levels") }
    guard let pointer = lua_topointer(L, index), visiting.insert(pointer).inserted else {
      throw DecodingError("a table that contains itself")
    }
    defer { visiting.remove(pointer) }
    return try plainTable(try ScriptTable(self, index), depth: depth, visiting: &visiting, allowance: &allowance)
  }

  /// A table's entries as a list or a record.
  private func plainTable(
    _ table: ScriptTable, depth: Int, visiting: inout Set<UnsafeRawPointer>, allowance: inout ReadAllowance
  ) throws(DecodingError) -> PlainValue {
    var fields: [String: PlainValue] = [:]
    // Lua hands a list's array part over in order: those items go straight into `items`; any
    // other position waits in `scattered`.
    var items: [PlainValue] = []
    var scattered: [Int: PlainValue] = [:]
    // Of several bad values, the one reported is the first by key (list positions, then names
    // in order), not the first in Lua's hash order, which changes from run to run.
    var failure: (key: String, error: DecodingError)?
    func fail(_ key: String, _ error: DecodingError) {
      if key < failure?.key ?? "\u{10FFFF}" { failure = (key, error) }
    }
    try table.forEachPair(most: ReadAllowance.mostValues, noun: "values") { (key, value) throws(DecodingError) in
      do throws(DecodingError) {
        if let name = string(key) {
          try allowance.spend(values: 0, bytes: name.utf8.count)
          fields[name] = try plainValue(value, depth: depth + 1, visiting: &visiting, allowance: &allowance)
        } else if let n = integer(key), n >= 1, n <= Int64(Int32.max) {
          let item = try plainValue(value, depth: depth + 1, visiting: &visiting, allowance: &allowance)
          if n == items.count + 1, scattered.isEmpty { items.append(item) } else { scattered[Int(n)] = item }
        } else {
          fail("", DecodingError("keys must be names or list positions, got \(typeName(key)) key"))
        }
      } catch {
        // Running out of the allowance ends the read at once, named by the outermost field
        // (the path through a shared table is as long as it is deep); other errors wait for
        // the first by key.
        if allowance.values > ReadAllowance.mostValues || allowance.bytes > ReadAllowance.mostBytes {
          guard depth == 0, let name = string(key) else { throw error }
          throw error.at(name)
        }
        if let name = string(key) {
          fail("1" + name, error.at(name))
        } else {
          let n = integer(key) ?? 0
          fail("0" + String(repeating: "0", count: 10 - String(n).count) + String(n), error.at("[\(n)]"))
        }
      }
    }
    if let failure { throw failure.error }
    if !fields.isEmpty && (!items.isEmpty || !scattered.isEmpty) {
      throw DecodingError("a table cannot be both a list and a record")
    }
    guard scattered.isEmpty else {
      let count = items.count + scattered.count
      for n in items.count + 1...count {
        guard let item = scattered[n] else { throw DecodingError("a list with holes") }
        items.append(item)
      }
      return .array(items)
    }
    return items.isEmpty ? .object(fields) : .array(items)
  }

  /// Pushes plain data as Lua values.
  func push(plain value: PlainValue) {
    _ = ensure(4)
    switch value {
    case .null: pushNil()
    case .bool(let flag): push(flag)
    case .number(let number):
      if let integer = Int(exactly: number), number.magnitude < 1e15 { push(integer) } else { push(number) }
    case .string(let text): push(text)
    case .array(let items):
      newTable(array: Int32(clamping: items.count))
      for (offset, item) in items.enumerated() {
        push(plain: item)
        rawSet(-2, offset + 1)
      }
    case .object(let fields):
      newTable(record: Int32(clamping: fields.count))
      for (key, value) in fields.sortedByKey {
        push(plain: value)
        rawSet(-2, named: key)
      }
    }
  }
}
