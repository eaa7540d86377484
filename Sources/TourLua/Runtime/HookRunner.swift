import CLua
import TourCore

/// Runs script functions as hooks: each call in its own coroutine, with its own instruction
/// budget (kept across its waits), suspended on the timeline while it waits.
///
/// A hook waits by yielding the host sentinel with a request (`tour.wait` does this, in the
/// prelude); any other yield to the host is an error. A hook that fails is reported through
/// its completion as a `ScriptError` and its coroutine is reset, which runs its pending
/// `<close>` handlers.
final class HookRunner {
  /// How a hook ended. `returned` gives the coroutine's stack with the results on top; it is
  /// valid only inside the completion.
  enum Outcome {
    case returned(LuaStack, count: Int32)
    case failed(ScriptError)
  }

  private final class Task {
    let name: String
    let thread: OpaquePointer
    let ref: Int32
    var budget: Int64
    var timer: TimerID?
    let canWait: Bool
    let completion: (Outcome) -> Void

    init(
      name: String, thread: OpaquePointer, ref: Int32, budget: Int64, canWait: Bool,
      completion: @escaping (Outcome) -> Void
    ) {
      self.name = name
      self.canWait = canWait
      self.thread = thread
      self.ref = ref
      self.budget = budget
      self.completion = completion
    }
  }

  unowned let state: LuaState
  let timeline: Timeline
  private var suspended: [Int32: Task] = [:]
  private var depth = 0

  init(state: LuaState, timeline: Timeline) {
    self.state = state
    self.timeline = timeline
  }

  /// The light userdata that marks a yield meant for the host.
  var sentinel: UnsafeMutableRawPointer { UnsafeMutableRawPointer(state.context) }

  /// Whether a hook is suspended (waiting on the timeline).
  var hasSuspendedHooks: Bool { !suspended.isEmpty }

  /// Whether script code is running now (a Swift function called from Lua is on the stack).
  var isRunningScript: Bool { depth > 0 }

  /// Runs a function as a hook.
  /// - Parameters:
  ///   - name: what the hook is, for messages (`"willShow"`).
  ///   - push: pushes the function and its arguments onto the new coroutine's stack and
  ///     returns the number of arguments.
  ///   - canWait: false for code that must finish at once (the script's top level): a wait
  ///     is then an error.
  ///   - completion: called once, when the hook returns or fails.
  func run(
    _ name: String, canWait: Bool = true, push: (LuaStack) -> Int32,
    completion: @escaping (Outcome) -> Void
  ) {
    let L = state.L
    guard let thread = lua_newthread(L) else { return }
    let ref = luaL_ref(L, clua_registryindex())
    let arguments = push(LuaStack(L: thread))
    let task = Task(
      name: name, thread: thread, ref: ref, budget: state.configuration.instructionBudget,
      canWait: canWait, completion: completion)
    resume(task, arguments: arguments)
  }

  private func resume(_ task: Task, arguments: Int32) {
    guard task.budget > 0 else {
      // Spent between resumptions (each costs `resumeCost`): a hook looping on tour.wait(0).
      clua_pushposition(state.L, task.thread)
      let position = state.stack.string(-1) ?? ""
      state.stack.pop()
      let message = "instruction budget exceeded (\(state.configuration.instructionBudget) instructions)"
      suspended[task.ref] = nil
      task.completion(.failed(ScriptError(message: position.isEmpty ? message : "\(position) \(message)")))
      finish(task)
      return
    }
    let context = state.context
    context.pointee.budget_remaining = task.budget
    context.pointee.budget_total = state.configuration.instructionBudget
    context.pointee.budget_exceeded = 0
    context.pointee.limit_hit = 0
    clua_arm_budget(task.thread)
    var results: Int32 = 0
    depth += 1
    let status = state.withScriptLimits { lua_resume(task.thread, state.L, arguments, &results) }
    depth -= 1
    task.budget = context.pointee.budget_remaining
    switch status {
    case LUA_OK:
      suspended[task.ref] = nil
      task.completion(.returned(LuaStack(L: task.thread), count: results))
      finish(task)
    case LUA_YIELD:
      suspend(task, results: results)
    default:
      suspended[task.ref] = nil
      let error = failure(of: task, status: status)
      let outOfMemory = context.pointee.limit_hit != 0
      task.completion(.failed(error))
      finish(task)
      if outOfMemory { state.collectGarbage() }  // give back what the runaway took
    }
  }

  /// Handles a yield: `(sentinel, "wait", seconds)` suspends the hook on the timeline.
  private func suspend(_ task: Task, results: Int32) {
    let stack = LuaStack(L: task.thread)
    let base = stack.top - results + 1
    let isHostRequest =
      results >= 3 && lua_type(task.thread, base) == LUA_TLIGHTUSERDATA
      && lua_touserdata(task.thread, base) == sentinel && stack.string(base + 1) == "wait"
    let seconds = isHostRequest ? stack.number(base + 2) : nil
    stack.pop(results)
    guard let seconds, task.canWait else {
      clua_pushposition(state.L, task.thread)
      let position = state.stack.string(-1) ?? ""
      state.stack.pop()
      let problem =
        seconds == nil
        ? "\(task.name) yielded to the host; use tour.wait(seconds) to wait"
        : "tour.wait can only be used inside a hook, not while the script loads"
      suspended[task.ref] = nil
      task.completion(.failed(ScriptError(message: position.isEmpty ? problem : "\(position) \(problem)")))
      finish(task)
      return
    }
    let start = timeline.now
    suspended[task.ref] = task
    task.timer = timeline.schedule(after: TimeSpan(seconds: seconds), kind: .hookWait) {
      [weak self, weak task] in
      guard let self, let task else { return }
      task.timer = nil
      task.budget -= self.state.configuration.resumeCost
      LuaStack(L: task.thread).push(number: self.timeline.now.since(start).seconds)
      self.resume(task, arguments: 1)
    }
  }

  /// The error of a coroutine that failed, with a traceback of its own stack.
  private func failure(of task: Task, status: Int32) -> ScriptError {
    let L = state.L
    let stack = state.stack
    let base = stack.top
    defer { stack.settop(base) }
    clua_pushposition(L, task.thread)
    let position = stack.string(-1) ?? ""
    stack.pop()
    var message: String?
    if state.context.pointee.limit_hit != 0 {
      let limit = state.configuration.memoryLimit
      let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      message = (position.isEmpty ? "" : position + " ") + "memory limit exceeded (\(size))"
    }
    let kind = String(cString: lua_typename(task.thread, lua_type(task.thread, -1)))
    clua_push_threaderror(L)
    stack.pushRegistry(task.ref)
    lua_xmove(task.thread, L, 1)
    // Describing the error may run the script's __tostring, on the main thread: it gets a small
    // budget of its own there, so that one that loops cannot hang the host.
    let context = state.context
    context.pointee.budget_remaining = Self.describingBudget
    context.pointee.budget_exceeded = 0
    clua_arm_budget(L)
    let described = state.withScriptLimits { clua_pcall(L, 2, 1, 0) }
    lua_sethook(L, nil, 0, 0)
    guard described == LUA_OK, stack.type(-1) == LUA_TTABLE else {
      let failed = "(error object is a \(kind) value whose __tostring failed)"
      return ScriptError(message: message ?? (position.isEmpty ? failed : "\(position) \(failed)"))
    }
    stack.rawGet(-1, "message")
    stack.rawGet(-2, "traceback")
    var error = ScriptError(message: message ?? stack.string(-2) ?? "", traceback: stack.string(-1) ?? "")
    if error.file == nil, !position.isEmpty { error.message = position + " " + error.message }
    return error
  }

  /// The instructions a script's `__tostring` may run while the host describes its error.
  static let describingBudget: Int64 = 100_000

  private func finish(_ task: Task) {
    if let timer = task.timer { timeline.cancel(timer) }
    task.timer = nil
    clua_arm_budget(task.thread)
    state.context.pointee.budget_remaining = state.configuration.instructionBudget
    state.context.pointee.budget_exceeded = 0
    _ = state.withScriptLimits { clua_resetthread(task.thread, state.L) }
    luaL_unref(state.L, clua_registryindex(), task.ref)
  }

  /// Drops every suspended hook without calling its completion.
  func cancelAll() {
    let tasks = suspended.values
    suspended = [:]
    for task in tasks { finish(task) }
  }
}
