import CLua
import TourImport

extension LuaStack {
  /// Reads the value at `index` as plain data: nil, booleans, numbers, strings, and tables
  /// that are lists (keys 1...n) or records (string keys). Functions, cycles, mixed tables and
  /// nesting deeper than 64 are errors.
  func plainValue(_ index: Int32) throws(DecodingError) -> PlainValue {
    var visiting: Set<UnsafeRawPointer> = []
    return try plainValue(absolute(index), depth: 0, visiting: &visiting)
  }

  private func plainValue(_ index: Int32, depth: Int, visiting: inout Set<UnsafeRawPointer>)
    throws(DecodingError) -> PlainValue
  {
    switch type(index) {
    case LUA_TNIL, LUA_TNONE: return .null
    case LUA_TBOOLEAN: return .bool(boolean(index) ?? false)
    case LUA_TNUMBER: return .number(number(index) ?? 0)
    case LUA_TSTRING: return .string(string(index) ?? "")
    case LUA_TTABLE: break
    default: throw DecodingError("\(typeName(index)) values cannot be stored here")
    }
    guard depth < 64 else { throw DecodingError("tables nested deeper than 64 levels") }
    guard let pointer = lua_topointer(L, index), visiting.insert(pointer).inserted else {
      throw DecodingError("a table that contains itself")
    }
    defer { visiting.remove(pointer) }
    guard ensure(4) else { throw DecodingError("tables nested too deep") }
    var fields: [String: PlainValue] = [:]
    var items: [Int: PlainValue] = [:]
    // Of several bad values, the one reported is the first by key (list positions, then names
    // in order), not the first in Lua's hash order, which changes from run to run.
    var failure: (key: String, error: DecodingError)?
    func fail(_ key: String, _ error: DecodingError) {
      if key < failure?.key ?? "\u{10FFFF}" { failure = (key, error) }
    }
    forEachPair(index) { key, value in
      do throws(DecodingError) {
        if let name = string(key) {
          fields[name] = try plainValue(value, depth: depth + 1, visiting: &visiting)
        } else if let n = integer(key), n >= 1, n <= Int64(Int32.max) {
          items[Int(n)] = try plainValue(value, depth: depth + 1, visiting: &visiting)
        } else {
          fail("", DecodingError("keys must be names or list positions, got \(typeName(key)) key"))
        }
      } catch {
        if let name = string(key) {
          fail("1" + name, error.at(name))
        } else {
          let n = integer(key) ?? 0
          fail("0" + String(repeating: "0", count: 10 - String(n).count) + String(n), error.at("[\(n)]"))
        }
      }
    }
    if let failure { throw failure.error }
    if !fields.isEmpty && !items.isEmpty {
      throw DecodingError("a table cannot be both a list and a record")
    }
    if !items.isEmpty {
      guard items.count == items.keys.max() else { throw DecodingError("a list with holes") }
      return .array((1...items.count).compactMap { items[$0] })
    }
    return .object(fields)
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
