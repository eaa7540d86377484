import CLua

/// Owns one `lua_State`, the limits it runs under, and the Swift functions it can call.
///
/// Rules (docs/ARCHITECTURE.md, "One hook call, through the code"): Swift never raises a Lua error; a Swift
/// function exposed to Lua throws a `LuaCallError` and the C trampoline raises after it has
/// returned. Swift reads and writes tables raw. Script code only runs through `HookRunner`
/// (in coroutines) or under a protected call. The memory cap applies to script code only:
/// values the host pushes are never refused. A `LuaState` belongs to one thread.
///
/// Known limit: when the process itself runs out of memory, a push can still raise.
public final class LuaState {
  let L: OpaquePointer
  let context: UnsafeMutablePointer<clua_Context>
  /// The limits this state runs under.
  public let configuration: LuaConfiguration
  private var functions: [(LuaCall) throws(LuaCallError) -> Int32] = []

  /// A new state with the sandbox's libraries and the limits of `configuration`.
  public init(configuration: LuaConfiguration = .standard) {
    let context = UnsafeMutablePointer<clua_Context>.allocate(capacity: 1)
    context.initialize(to: clua_Context())
    context.pointee.limit = configuration.memoryLimit
    context.pointee.budget_granularity = configuration.budgetGranularity
    context.pointee.budget_remaining = configuration.instructionBudget
    context.pointee.budget_total = configuration.instructionBudget
    context.pointee.time_limit_ns = Int64((configuration.timeLimit * 1e9).rounded())
    context.pointee.dispatch = tourhostDispatch
    guard let L = clua_newstate(context) else {
      fatalError("tourhost: cannot allocate a Lua state")
    }
    self.L = L
    self.context = context
    self.configuration = configuration
    context.pointee.host = Unmanaged.passUnretained(self).toOpaque()
  }

  deinit {
    clua_close(L)
    context.deinitialize(count: 1)
    context.deallocate()
  }

  /// The main thread's stack.
  var stack: LuaStack { LuaStack(L: L) }

  /// The height of the main thread's stack: every operation of the bridge leaves it as it
  /// found it, which the tests check.
  package var top: Int32 { lua_gettop(L) }

  /// Bytes held by the state.
  public var memoryInUse: Int { context.pointee.used }

  /// Registers a Swift function that Lua can call; push it with `LuaStack.pushFunction`.
  func register(_ body: @escaping (LuaCall) throws(LuaCallError) -> Int32) -> Int32 {
    functions.append(body)
    return Int32(functions.count - 1)
  }

  /// Pushes a new Swift function onto `stack`.
  func pushFunction(on stack: LuaStack, _ body: @escaping (LuaCall) throws(LuaCallError) -> Int32) {
    stack.pushFunction(register(body))
  }

  fileprivate func dispatch(_ id: Int32, _ thread: OpaquePointer) -> Int32 {
    let call = LuaCall(stack: LuaStack(L: thread), state: self)
    guard call.stack.ensure(20) else {
      call.stack.push("stack overflow in a host function")
      return Int32(CLUA_RAISE_WHERE)
    }
    do {
      return try functions[Int(id)](call)
    } catch {
      switch error {
      case .argument(let index, let message):
        call.stack.push(message)
        return Int32(CLUA_ARGERROR_BASE) - index
      case .runtime(let message):
        call.stack.push(message)
        return Int32(CLUA_RAISE_WHERE)
      case .raise:
        return Int32(CLUA_RAISE)
      case .yieldToHost:
        return Int32(CLUA_YIELD4)
      }
    }
  }

  /// Runs script code: the memory cap applies for the duration.
  func withScriptLimits<T>(_ body: () -> T) -> T {
    let saved = context.pointee.enforce_limit
    context.pointee.enforce_limit = 1
    defer { context.pointee.enforce_limit = saved }
    return body()
  }

  /// Collects all garbage now.
  public func collectGarbage() {
    _ = clua_gc_collect(L)
  }
}

/// The one C entry point behind every trampoline: finds the `LuaState` through the state's
/// context and calls the registered Swift function.
private func tourhostDispatch(_ L: OpaquePointer?, _ id: Int32) -> Int32 {
  guard let L, let host = clua_context(L).pointee.host else { return Int32(CLUA_RAISE) }
  return Unmanaged<LuaState>.fromOpaque(host).takeUnretainedValue().dispatch(id, L)
}
