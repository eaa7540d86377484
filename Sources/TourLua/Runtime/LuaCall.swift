import CLua

/// The arguments of one call from Lua into a Swift function, with checks worded like
/// `lauxlib.c`'s. Indices are stack indices: for a method (`obj:f(x)`), self is 1 and `x` is
/// 2, and Lua's `luaL_argerror` reports `x` as argument #1.
struct LuaCall {
  let stack: LuaStack
  unowned let state: LuaState

  /// The number of arguments.
  var count: Int32 { stack.top }

  /// `file:line:` of the script code that made this call, or "" when none is on the stack.
  func scriptPosition() -> String {
    clua_pushposition(stack.L, stack.L)
    defer { stack.pop() }
    return stack.string(-1) ?? ""
  }

  /// The script line of the code that made this call, when there is one.
  func scriptLine() -> Int? {
    let line = clua_scriptline(stack.L)
    return line > 0 ? Int(line) : nil
  }

  func argumentError(_ index: Int32, _ message: String) -> LuaCallError {
    .argument(index, message)
  }

  func typeError(_ index: Int32, _ expected: String) -> LuaCallError {
    .argument(index, "\(expected) expected, got \(stack.typeName(index))")
  }

  func string(_ index: Int32) throws(LuaCallError) -> String {
    guard let value = stack.string(index) else { throw typeError(index, "string") }
    return value
  }

  func optionalString(_ index: Int32) throws(LuaCallError) -> String? {
    stack.isNoneOrNil(index) ? nil : try string(index)
  }

  func number(_ index: Int32) throws(LuaCallError) -> Double {
    guard let value = stack.number(index) else { throw typeError(index, "number") }
    return value
  }

  func integer(_ index: Int32) throws(LuaCallError) -> Int {
    guard stack.type(index) == LUA_TNUMBER else { throw typeError(index, "number") }
    guard let value = stack.integer(index), let int = Int(exactly: value) else {
      throw argumentError(index, "number has no integer representation")
    }
    return int
  }

  func optionalInteger(_ index: Int32) throws(LuaCallError) -> Int? {
    stack.isNoneOrNil(index) ? nil : try integer(index)
  }

  func optionalBoolean(_ index: Int32) throws(LuaCallError) -> Bool? {
    if stack.isNoneOrNil(index) { return nil }
    guard let value = stack.boolean(index) else { throw typeError(index, "boolean") }
    return value
  }

  func table(_ index: Int32) throws(LuaCallError) {
    guard stack.type(index) == LUA_TTABLE else { throw typeError(index, "table") }
  }

  /// Checks that argument `index` is the given object (a method called with `.` gets its
  /// first argument as self).
  func checkSelf(_ ref: Int32, _ name: String, _ method: String) throws(LuaCallError) {
    let isSelf =
      count >= 1
      && {
        stack.pushRegistry(ref)
        defer { stack.pop() }
        return stack.rawEqual(1, -1)
      }()
    guard isSelf else {
      throw argumentError(1, "\(name) expected; call it as \(name):\(method)(...)")
    }
  }
}
