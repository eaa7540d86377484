import CLua
import CLuaBudget

/// Turns a fresh state into the sandbox tour scripts run in (SECURITY.md, "What a script can
/// use": an allow-list): the base library minus `dofile`, `loadfile` and `warn`, with `load` text-only,
/// `setmetatable` refusing `__gc`, `collectgarbage` limited to "count"; `string` without
/// `dump`, its pattern functions and `rep` spending the instruction budget (tourhost's own, in
/// CLuaBudget); `table` (spending it too), `math`, `utf8`, `coroutine`; `os` with `time`,
/// `clock` and `date` only. No `io`, `debug` or `package`. The string metatable is hidden, and once `lock` has run, reading
/// or assigning an undeclared global is an error that names it.
enum Sandbox {
  /// Globals removed from the base library.
  static let removedGlobals = ["dofile", "loadfile", "require", "io", "debug", "package", "warn", "os", "print"]
  /// What `os` keeps.
  static let osFunctions = ["clock", "date", "time"]

  /// Opens the allowed libraries and removes everything else.
  static func prepare(_ state: LuaState) {
    let stack = state.stack
    openLibraries(state)
    clua_pushglobaltable(state.L)
    let globals = stack.top
    // os: a new table holding only the clock functions.
    stack.rawGet(globals, "os")
    stack.newTable(record: 3)
    for name in osFunctions {
      stack.rawGet(-2, named: name)
      stack.rawSet(-2, named: name)
    }
    clua_remove(state.L, -2)  // [.., safe os]
    for name in removedGlobals {
      stack.pushNil()
      stack.rawSet(globals, named: name)
    }
    stack.rawSet(globals, "os")
    // string.dump makes binary chunks.
    stack.rawGet(globals, "string")
    stack.pushNil()
    stack.rawSet(-2, "dump")
    stack.pop()
    // coroutine.close counts how deep closes nest (stock 5.4.4 lets them overflow the C stack).
    stack.rawGet(globals, "coroutine")
    clua_count_closes(state.L, -1)
    stack.pop()
    // getmetatable("") returns false: the string library cannot be reached or changed that way.
    stack.push("")
    if lua_getmetatable(state.L, -1) != 0 {
      stack.push(false)
      stack.rawSet(-2, "__metatable")
      stack.pop()
    }
    stack.pop()
    installGuards(state, globals)
    stack.pop()
  }

  /// Opens Lua's standard libraries with tourhost's own versions of the functions that loop
  /// in C (CLuaBudget: the pattern functions, `string.rep` and the table library), which spend
  /// the instruction budget; count hooks never fire inside a C function. Nothing is removed:
  /// `prepare` does that, and the differential test compares this state with stock Lua's.
  static func openLibraries(_ state: LuaState) {
    clua_push_openlibs(state.L)
    guard clua_pcall(state.L, 0, 0, 0) == LUA_OK else { fatalError("tourhost: cannot open the Lua libraries") }
    clua_pushglobaltable(state.L)
    install(state, "string", clua_install_string_functions)
    install(state, "table", clua_install_table_functions)
    state.stack.pop()
  }

  /// Runs `installer` on the library table `library` of the globals on top of the stack.
  private static func install(_ state: LuaState, _ library: String, _ installer: lua_CFunction) {
    clua_pushcfunction(state.L, installer)
    state.stack.rawGet(-2, named: library)
    guard clua_pcall(state.L, 1, 0, 0) == LUA_OK else { fatalError("tourhost: cannot install the \(library) functions") }
  }

  private static func installGuards(_ state: LuaState, _ globals: Int32) {
    let stack = state.stack
    state.pushFunction(on: stack) { call throws(LuaCallError) in
      let option = try call.optionalString(1) ?? "count"
      guard option == "count" else {
        throw call.argumentError(1, "only 'count' is allowed in tour scripts, got '\(option.quotedInMessage)'")
      }
      call.stack.push(Double(call.state.memoryInUse) / 1024)
      return 1
    }
    stack.rawSet(globals, "collectgarbage")
    state.pushFunction(on: stack) { call throws(LuaCallError) in
      try call.table(1)
      let type = call.stack.type(2)
      guard type == LUA_TNIL || type == LUA_TTABLE else { throw call.typeError(2, "nil or table") }
      if type == LUA_TTABLE {
        defer { call.stack.pop() }
        guard call.stack.rawGet(2, "__gc") == LUA_TNIL else {
          throw call.argumentError(2, "__gc metamethods are not allowed in tour scripts")
        }
      }
      if lua_getmetatable(call.stack.L, 1) != 0 {
        let protected = call.stack.rawGet(-1, "__metatable") != LUA_TNIL
        call.stack.pop(2)
        if protected { throw .runtime("cannot change a protected metatable") }
      }
      call.stack.settop(2)
      lua_setmetatable(call.stack.L, 1)
      return 1
    }
    stack.rawSet(globals, "setmetatable")
  }

  /// Makes reading or assigning an undeclared global an error. Call after every global the
  /// host provides is set.
  static func lock(_ state: LuaState) {
    let stack = state.stack
    clua_pushglobaltable(state.L)
    stack.newTable(record: 3)
    state.pushFunction(on: stack) { call throws(LuaCallError) in
      throw .runtime("undeclared global \(describe(call.stack, 2)) (declare it with 'local')")
    }
    stack.rawSet(-2, "__index")
    state.pushFunction(on: stack) { call throws(LuaCallError) in
      throw .runtime("assignment to undeclared global \(describe(call.stack, 2)) (declare it with 'local')")
    }
    stack.rawSet(-2, "__newindex")
    stack.push(false)
    stack.rawSet(-2, "__metatable")
    lua_setmetatable(state.L, -2)
    stack.pop()
  }

  private static func describe(_ stack: LuaStack, _ index: Int32) -> String {
    if let name = stack.string(index) { return "'\(name)'" }
    if let number = stack.number(index) { return "[\(number)]" }
    return "of type \(stack.typeName(index))"
  }
}
