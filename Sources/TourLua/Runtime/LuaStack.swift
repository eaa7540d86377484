import CLua

/// One Lua thread's stack, with only the operations that never raise a Lua error (except out
/// of real memory): raw table access, typed reads, pushes. Everything that can run a
/// metamethod or raise is done in Lua, under a protected call.
struct LuaStack {
  let L: OpaquePointer

  var top: Int32 { lua_gettop(L) }

  func type(_ index: Int32) -> Int32 { lua_type(L, index) }

  /// The type name Lua's own messages use ("no value" for an absent argument).
  func typeName(_ index: Int32) -> String {
    let type = lua_type(L, index)
    return type == LUA_TNONE ? "no value" : String(cString: lua_typename(L, type))
  }

  func isNoneOrNil(_ index: Int32) -> Bool { lua_type(L, index) <= LUA_TNIL }

  /// The string at `index`, only if it is a string (numbers are not converted).
  func string(_ index: Int32) -> String? {
    guard lua_type(L, index) == LUA_TSTRING else { return nil }
    var length = 0
    guard let bytes = lua_tolstring(L, index, &length) else { return nil }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  /// Whether the string at `index` is one of `names`, compared on its bytes (no Swift string
  /// is made); nil when the value is not a string.
  func isString(_ index: Int32, among names: [String]) -> Bool? {
    guard lua_type(L, index) == LUA_TSTRING else { return nil }
    var length = 0
    guard let bytes = lua_tolstring(L, index, &length) else { return nil }
    let key = UnsafeRawBufferPointer(start: bytes, count: length)
    for name in names where name.utf8.count == length {
      let same = name.utf8.withContiguousStorageIfAvailable { stored in
        stored.baseAddress.map { memcmp($0, bytes, length) == 0 } ?? (length == 0)
      }
      if same ?? name.utf8.elementsEqual(key) { return true }
    }
    return false
  }

  /// The number at `index`, only if it is a number.
  func number(_ index: Int32) -> Double? {
    guard lua_type(L, index) == LUA_TNUMBER else { return nil }
    return lua_tonumberx(L, index, nil)
  }

  /// The number at `index` if it has an exact integer value.
  func integer(_ index: Int32) -> Int64? {
    guard lua_type(L, index) == LUA_TNUMBER else { return nil }
    var isInteger: Int32 = 0
    let value = lua_tointegerx(L, index, &isInteger)
    return isInteger != 0 ? value : nil
  }

  func boolean(_ index: Int32) -> Bool? {
    guard lua_type(L, index) == LUA_TBOOLEAN else { return nil }
    return lua_toboolean(L, index) != 0
  }

  func absolute(_ index: Int32) -> Int32 { lua_absindex(L, index) }

  func pop(_ count: Int32 = 1) { clua_pop(L, count) }

  func settop(_ index: Int32) { lua_settop(L, index) }

  func ensure(_ slots: Int32) -> Bool { lua_checkstack(L, slots) != 0 }

  // MARK: - Pushing

  func push(_ string: String) {
    // Literals and native strings are contiguous: no copy (the hook names go through here on
    // every call). Others are copied once.
    let pushed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
    }
    guard pushed == nil else { return }
    var copy = string
    copy.withUTF8 { bytes in
      _ = bytes.withMemoryRebound(to: CChar.self) { lua_pushlstring(L, $0.baseAddress, $0.count) }
    }
  }

  func push(_ number: Double) { lua_pushnumber(L, number) }

  /// Pushes a number as an integer when it has an integer value (so that scripts print
  /// `320`, not `320.0`), else as a float.
  func push(number: Double) {
    if number == number.rounded(), number.magnitude < 9.0e15 {
      lua_pushinteger(L, lua_Integer(number))
    } else {
      lua_pushnumber(L, number)
    }
  }
  func push(_ integer: Int) { lua_pushinteger(L, lua_Integer(integer)) }
  func push(_ boolean: Bool) { lua_pushboolean(L, boolean ? 1 : 0) }
  func pushNil() { lua_pushnil(L) }
  func pushValue(_ index: Int32) { lua_pushvalue(L, index) }
  func newTable(array: Int32 = 0, record: Int32 = 0) { lua_createtable(L, array, record) }
  func pushRegistry(_ ref: Int32) { lua_rawgeti(L, clua_registryindex(), lua_Integer(ref)) }

  /// Pushes a Swift function registered with `LuaState.register`.
  func pushFunction(_ id: Int32) { clua_pushfunction(L, id) }

  /// Pushes an optional value, or nil.
  func pushOptional<T>(_ value: T?, _ pushValue: (T) -> Void) {
    if let value { pushValue(value) } else { pushNil() }
  }

  // MARK: - Raw table access

  /// Pushes `t[key]` without metamethods and returns its type. A value that is not a table
  /// pushes nil: liblua's `lua_rawget` takes any value as a table, and a script's number there
  /// would be read as a pointer. Lists and pairs of a script's table are walked by
  /// `ScriptTable` only.
  @discardableResult
  func rawGet(_ table: Int32, _ key: StaticString) -> Int32 { rawGet(table) { push(key: key) } }

  /// `rawGet` for a key made at run time.
  @discardableResult
  func rawGet(_ table: Int32, named key: String) -> Int32 { rawGet(table) { push(key) } }

  /// `t[key]` as `rawGet` reads it, the key pushed by `pushKey` once `t` is known to be a table.
  private func rawGet(_ table: Int32, pushingKey pushKey: () -> Void) -> Int32 {
    let table = absolute(table)
    guard lua_type(L, table) == LUA_TTABLE else {
      pushNil()
      return LUA_TNIL
    }
    pushKey()
    return lua_rawget(L, table)
  }

  /// Pops a key and pushes `t[key]` without metamethods, returning its type; nil when `t` is
  /// not a table (see `rawGet`). For keys that are Lua values: a hook's interned name, a mark
  /// table in the host's own registry tables.
  @discardableResult
  func rawGetPoppingKey(_ table: Int32) -> Int32 {
    let table = absolute(table)
    guard lua_type(L, table) == LUA_TTABLE else {
      pop()
      pushNil()
      return LUA_TNIL
    }
    return lua_rawget(L, table)
  }

  /// Pushes a key (or another string) written in the code. Its string is interned once per
  /// state and fetched by reference after that (`clua_pushkey`): marks, layouts and options
  /// are written and read this way on every hook call, and hashing each key's bytes again was
  /// a tenth of a mark.
  func push(key: StaticString) {
    guard key.hasPointerRepresentation else { return push(key.description) }
    key.withUTF8Buffer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { pushInterned($0) }
    }
  }

  /// Pushes the string in `text`, whose bytes must never change or move (a literal's): see
  /// `push(key:)`.
  func pushInterned(_ text: UnsafeBufferPointer<CChar>) {
    clua_pushkey(L, text.baseAddress, text.count)
  }

  /// Pops a value and stores it as `t[key]` without metamethods. Keys written in the code
  /// take this path (`push(key:)`).
  func rawSet(_ table: Int32, _ key: StaticString) {
    let table = absolute(table)
    push(key: key)
    clua_insert(L, -2)
    lua_rawset(L, table)
  }

  /// Pops a value and stores it as `t[key]` without metamethods, for keys made at run time.
  func rawSet(_ table: Int32, named key: String) {
    let table = absolute(table)
    push(key)
    clua_insert(L, -2)
    lua_rawset(L, table)
  }

  /// Pops a key and a value (pushed in that order) and stores them in `t` without
  /// metamethods.
  func rawSetPair(_ table: Int32) { lua_rawset(L, table) }

  /// Pops a value and stores it as `t[n]` without metamethods.
  func rawSet(_ table: Int32, _ n: Int) {
    lua_rawseti(L, table, lua_Integer(n))
  }

  /// Whether the values at two indices are the same (without `__eq`).
  func rawEqual(_ a: Int32, _ b: Int32) -> Bool { lua_rawequal(L, a, b) != 0 }
}
