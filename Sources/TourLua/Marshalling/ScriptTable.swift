import CLua

/// The one way the host reads a table a script gave it (SECURITY.md, "How a reader is built").
///
/// - It exists only for a value that is a table: the type is checked before any raw read, so a
///   number can never reach liblua as a table pointer.
/// - A list is walked from 1 to its first nil, never to a length the script gave (`#t` of
///   `{ [1] = a, [2^40] = b }` may be 2^40), and at most to a cap that says what the list is
///   (a padding has 4 numbers, a bubble at most its actions).
/// - Pairs are visited with `lua_next`, at most a cap of them.
///
/// Nothing else walks a script's tables: `scripts/check-readers` fails the build on
/// `lua_next`, `lua_rawlen` or `lua_rawgeti` outside this file and `LuaStack`.
struct ScriptTable {
  let stack: LuaStack
  /// The table's absolute stack index.
  let index: Int32

  /// The table at `index`, or an error `table expected, got number` (with `expected` saying
  /// what the table is: `a list of views expected, got number`).
  init(_ stack: LuaStack, _ index: Int32, expected: String = "table") throws(DecodingError) {
    guard stack.type(index) == LUA_TTABLE else { throw DecodingError("\(expected) expected, got \(stack.typeName(index))") }
    self.stack = stack
    self.index = stack.absolute(index)
  }

  /// The table at `index`, or nil when the value is not a table.
  init?(ifTable stack: LuaStack, _ index: Int32) {
    guard stack.type(index) == LUA_TTABLE else { return nil }
    self.stack = stack
    self.index = stack.absolute(index)
  }

  /// Pushes `t[key]` (no metamethods) and returns its type.
  @discardableResult
  func push(_ key: StaticString) -> Int32 { stack.rawGet(index, key) }

  /// `push(_:)` for a key made at run time.
  @discardableResult
  func push(named key: String) -> Int32 { stack.rawGet(index, named: key) }

  /// Pushes `t[n]` (no metamethods) and returns its type.
  @discardableResult
  func push(item n: Int) -> Int32 { lua_rawgeti(stack.L, index, lua_Integer(n)) }

  /// Whether `t[key]` is not nil.
  func has(_ key: StaticString) -> Bool {
    defer { stack.pop() }
    return push(key) != LUA_TNIL
  }

  /// How many items the list holds from 1 to its first nil, counting no further than
  /// `most + 1` (so that a caller can say "more than `most`").
  func itemCount(most: Int) -> Int {
    var count = 0
    while count <= most {
      defer { stack.pop() }
      guard push(item: count + 1) != LUA_TNIL else { break }
      count += 1
    }
    return count
  }

  /// How many items the list holds, from 1 to its first nil: an error when there are more than
  /// `most` (`more than 4 numbers`), or when a position past the first nil is set
  /// (`a list with a hole: [3] is nil but [4] is set`; the smallest such position is named).
  /// Costs one pass over the table's entries, at most `most + mostFields` of them.
  func items(most: Int, noun: @autoclosure () -> String) throws(DecodingError) -> Int {
    let count = itemCount(most: most)
    guard count <= most else { throw DecodingError("more than \(most) \(noun())") }
    var past: Int64?
    try forEachPair(most: most + Self.mostFields, noun: "entries") { key, _ in
      guard let n = stack.integer(key), n > count else { return }
      past = min(past ?? n, n)
    }
    if let past { throw DecodingError("a list with a hole: [\(count + 1)] is nil but [\(past)] is set") }
    return count
  }

  /// Calls `body` with each item's position and stack index, from 1 to the first nil, after
  /// `items(most:noun:)` has checked the list (its cap, no holes). An error of `body` is
  /// placed at the item (`[3]: ...`). The stack is as before, whatever happens. Returns how
  /// many items there were.
  @discardableResult
  func forEachItem(most: Int, noun: @autoclosure () -> String, _ body: (Int, Int32) throws(DecodingError) -> Void) throws(DecodingError) -> Int {
    let count = try items(most: most, noun: noun())
    guard stack.ensure(4) else { throw DecodingError("tables nested too deep") }
    for n in stride(from: 1, through: count, by: 1) {
      push(item: n)
      let top = stack.top
      defer { stack.settop(top - 1) }
      do { try body(n, top) } catch { throw error.at("[\(n)]") }
    }
    return count
  }

  /// Calls `body` with the stack indices of each key and value (raw `next`), at most `most`
  /// pairs: a table of more is an error (`more than 1000 fields`) before the first pair past
  /// the cap. The stack is as before, whatever happens.
  func forEachPair(most: Int, noun: @autoclosure () -> String, _ body: (_ key: Int32, _ value: Int32) throws(DecodingError) -> Void)
    throws(DecodingError)
  {
    guard stack.ensure(4) else { throw DecodingError("tables nested too deep") }
    let base = stack.top
    stack.pushNil()
    var seen = 0
    while lua_next(stack.L, index) != 0 {
      seen += 1
      let top = stack.top
      guard seen <= most else {
        stack.settop(base)
        throw DecodingError("more than \(most) \(noun())")
      }
      do { try body(top - 1, top) } catch {
        stack.settop(base)
        throw error
      }
      stack.settop(top - 1)
    }
  }

  /// The most fields one record of a script has that the host walks (an options table, the
  /// tour table, a screen's table): far more than any has, few enough to walk at once.
  static let mostFields = 10_000
}
