import CLua
import FoundationEssentials

/// Stock Lua as the oracle for tourhost's own library functions (CLuaBudget): one state with
/// ours, as tour scripts get them, and one with the stock library of the same `liblua5.4`,
/// side by side in this process. A case is a chunk of Lua that calls a library function and
/// returns one line describing what happened (`DifferentialDriver`); it runs in both states,
/// and the two lines must be equal. Ours runs first, under an instruction budget: a case that
/// runs out of it (a pattern that backtracks for ever) is not run on stock Lua, which would
/// not stop.
package final class LibraryDifferential {
  /// What one case did.
  package enum Outcome: Equatable, Sendable {
    /// Both states described the same result.
    case same(String)
    /// They did not.
    case different(ours: String, stock: String)
    /// Ours ran out of its instruction budget (stock was not asked).
    case overBudget(String)
  }

  /// Which state runs a chunk.
  package enum Side: Sendable {
    case ours, stock
  }

  private let ours: LuaState
  private let stock: OpaquePointer

  /// Both states, with the driver loaded; `instructionBudget` bounds each case in ours.
  package init(instructionBudget: Int64 = 5_000_000) {
    ours = LuaState(configuration: LuaConfiguration(instructionBudget: instructionBudget, memoryLimit: 1 << 30, timeLimit: 0))
    Sandbox.openLibraries(ours)
    guard let stock = luaL_newstate() else { fatalError("tourhost: cannot allocate a Lua state") }
    self.stock = stock
    clua_push_openlibs(stock)
    guard clua_pcall(stock, 0, 0, 0) == LUA_OK else { fatalError("tourhost: cannot open the Lua libraries") }
    for side in [Side.ours, .stock] {
      guard case .success = run(DifferentialDriver.source, on: side) else {
        fatalError("tourhost: the differential driver does not load")
      }
    }
  }

  deinit {
    lua_close(stock)
  }

  /// Runs `source` in ours, then (unless ours ran out of budget) in stock Lua.
  package func compare(_ source: String) -> Outcome {
    let mine = run(source, on: .ours)
    if case .overBudget(let message) = mine { return .overBudget(message) }
    let theirs = run(source, on: .stock)
    let (a, b) = (mine.line, theirs.line)
    return a == b ? .same(a) : .different(ours: a, stock: b)
  }

  /// What a chunk returned (its first result, as a string) or raised.
  package enum Result: Equatable, Sendable {
    case success(String)
    case failure(String)
    case overBudget(String)

    var line: String {
      switch self {
      case .success(let text): text
      case .failure(let text): "chunk failed: " + text
      case .overBudget(let text): "over budget: " + text
      }
    }
  }

  /// Runs `source` as a chunk on one side, with a fresh budget on ours.
  package func run(_ source: String, on side: Side) -> Result {
    let L = side == .ours ? ours.L : stock
    let context = ours.context
    if side == .ours {
      context.pointee.budget_remaining = context.pointee.budget_total
      context.pointee.budget_exceeded = 0
      clua_arm_budget(L)
    }
    defer {
      if side == .ours { lua_sethook(L, nil, 0, 0) }
      lua_settop(L, 0)
    }
    var status =
      source.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.withMemoryRebound(to: CChar.self) { clua_loadbuffer(L, $0.baseAddress, $0.count, "@case", "t") }
      } ?? LUA_ERRSYNTAX
    if status == LUA_OK { status = clua_pcall(L, 0, 1, 0) }
    let text = Self.string(L, -1)
    if side == .ours, context.pointee.budget_exceeded != 0 { return .overBudget(text) }
    return status == LUA_OK ? .success(text) : .failure(text)
  }

  /// Seconds one chunk takes on one side, without the budget's count hook (the functions
  /// still pay the budget, which is as large as it can be).
  package func seconds(_ source: String, on side: Side) -> (Double, Result) {
    let L = side == .ours ? ours.L : stock
    let context = ours.context
    context.pointee.budget_remaining = Int64.max / 2
    context.pointee.budget_exceeded = 0
    defer { lua_settop(L, 0) }
    var status =
      source.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.withMemoryRebound(to: CChar.self) { clua_loadbuffer(L, $0.baseAddress, $0.count, "@bench", "t") }
      } ?? LUA_ERRSYNTAX
    let started = ContinuousClock.now
    if status == LUA_OK { status = clua_pcall(L, 0, 1, 0) }
    let took = ContinuousClock.now - started
    let elapsed = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
    let text = Self.string(L, -1)
    return (elapsed, status == LUA_OK ? .success(text) : .failure(text))
  }

  /// The string at `index`, its bytes above 0x7F written \xHH so that no two differ unseen.
  private static func string(_ L: OpaquePointer, _ index: Int32) -> String {
    var length = 0
    guard lua_type(L, index) == LUA_TSTRING, let bytes = lua_tolstring(L, index, &length) else {
      return "(\(String(cString: lua_typename(L, lua_type(L, index)))))"
    }
    var text = ""
    for byte in UnsafeRawBufferPointer(start: bytes, count: length) {
      if byte < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text += "\\x" + String(byte, radix: 16, uppercase: true)
      }
    }
    return text
  }
}
