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
    let subject: HookSubject
    let thread: OpaquePointer
    let ref: Int32
    var budget: Int64
    var timer: TimerID?
    /// What the hook waits in while suspended (`tour.wait(75)`).
    var waitingIn: String?
    let canWait: Bool
    let completion: (Outcome) -> Void

    init(
      subject: HookSubject, thread: OpaquePointer, ref: Int32, budget: Int64, canWait: Bool,
      completion: @escaping (Outcome) -> Void
    ) {
      self.subject = subject
      self.canWait = canWait
      self.thread = thread
      self.ref = ref
      self.budget = budget
      self.completion = completion
    }
  }

  // The hot path (a hook that returns at once) touches no reference count and no
  // exclusivity check: the state is unowned(unsafe) (the tour owns both it and this runner),
  // its pointers and budget are copied here, and the pool of coroutines and its count live in
  // raw memory.
  unowned(unsafe) let state: LuaState
  let timeline: Timeline
  private let L: OpaquePointer
  private let context: UnsafeMutablePointer<clua_Context>
  private let budget: Int64
  private var suspended: [Int32: Task] = [:]
  /// The calls running now, innermost last (a hook that runs another's completion nests).
  private(set) var running: [HookSubject] = []
  /// How many coroutines the pool holds (raw memory, as the pool: no exclusivity check).
  private let pooledCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
  private let pool = UnsafeMutablePointer<(thread: OpaquePointer, ref: Int32)>.allocate(capacity: poolSize)

  init(state: LuaState, timeline: Timeline) {
    self.state = state
    self.timeline = timeline
    L = state.L
    context = state.context
    budget = state.configuration.instructionBudget
    pooledCount.initialize(to: 0)
  }

  deinit {
    pooledCount.deallocate()
    pool.deallocate()  // the coroutines themselves are the state's, freed when it closes
  }

  /// The most calls of script functions (hooks, trigger functions, functions run by `call`)
  /// at one instant of the clock, besides `marksAllowance`: hooks that move the flow back and
  /// forth with no time between would otherwise run for ever, each with a fresh budget.
  /// `tour.after` callbacks are counted by `tour.after` itself
  /// (`TourGlobalBinding.sameInstantLimit`).
  static let sameInstantLimit = 10_000
  /// More calls at one instant for a tour of many marks (ten a mark): one that skips thousands
  /// of marks at once calls a few hooks for each.
  var marksAllowance: () -> Int = { 0 }
  private var sameInstant: (at: Instant, count: Int) = (.zero, 0)
  /// Why the runner stopped running the script's functions for good: they were called
  /// `sameInstantLimit` times without the clock moving. The host ends the run.
  private(set) var halt: ScriptError?

  /// Does not run a call past the limit: the first is an error at the line of the function
  /// (on `thread`'s stack below its `arguments`), and the runner halts; later ones return
  /// nothing while the host ends the run.
  private func refuse(
    _ subject: HookSubject, _ thread: OpaquePointer, _ ref: Int32, arguments: Int32, _ finished: (Outcome) -> Void
  ) {
    if halt == nil {
      clua_pushdefinition(thread, -(arguments + 1))
      let place = LuaStack(L: thread).string(-1) ?? ""
      let message =
        "\(subject.description): the tour's functions were called \(sameInstant.count - 1) times at "
        + "t=\(timeline.now.seconds.scriptText) without the clock moving (hooks that move the flow back and forth at once never end); "
        + "the run stops here"
      let error = ScriptError(message: place.isEmpty ? message : "\(place) \(message)")
      halt = error
      lua_settop(thread, 0)
      finished(.failed(error))
    } else {
      lua_settop(thread, 0)
      finished(.returned(LuaStack(L: thread), count: 0))
    }
    recycle(thread, ref)
  }

  /// Whether a trigger function is running (at any depth): it answers at once, and may not
  /// wait, schedule callbacks or invalidate its tour.
  var isAnsweringTrigger: Bool { running.contains(where: \.isTrigger) }

  /// The light userdata that marks a yield meant for the host.
  var sentinel: UnsafeMutableRawPointer { UnsafeMutableRawPointer(context) }

  /// Whether a hook is suspended (waiting on the timeline).
  var hasSuspendedHooks: Bool { !suspended.isEmpty }

  /// The hooks suspended now, each with what it waits in, in a stable order:
  /// `willShow of mark 1 is waiting in tour.wait(75)`.
  var waitingHooks: [String] {
    suspended.values.map { "\($0.subject.description) is waiting in \($0.waitingIn ?? "a wait")" }.sorted()
  }

  /// Runs a function as a hook.
  /// - Parameters:
  ///   - subject: what the hook is, for messages (`willShow of mark 2`).
  ///   - push: pushes the function and its arguments onto the new coroutine's stack and
  ///     returns the number of arguments.
  ///   - canWait: false for code that must finish at once (the script's top level): a wait
  ///     is then an error.
  ///   - counted: false for a call counted elsewhere (a `tour.after` callback).
  ///   - finished: called when the hook returns at once, before `run` returns.
  ///   - later: makes the completion for a hook that waits or fails, called once when it returns
  ///     or fails.
  ///
  /// A hook that returns without waiting (the common case) costs no allocation here: its
  /// coroutine comes from a pool of finished ones and goes back to it, and `finished` need not
  /// escape; a `Task` and an escaping completion are made only for a hook that waits or fails.
  func run(
    _ subject: HookSubject, canWait: Bool = true, counted: Bool = true, push: (LuaStack) -> Int32, finished: (Outcome) -> Void,
    later: () -> (Outcome) -> Void
  ) {
    guard let (thread, ref) = takeThread() else { return }
    let arguments = push(LuaStack(L: thread))
    if counted {
      let now = timeline.now
      if sameInstant.at == now { sameInstant.count += 1 } else { sameInstant = (now, 1) }
    }
    if halt != nil || (sameInstant.count > Self.sameInstantLimit && sameInstant.count > Self.sameInstantLimit + marksAllowance()) {
      refuse(subject, thread, ref, arguments: arguments, finished)
      return
    }
    running.append(subject)
    let (status, results, remaining) = step(thread, arguments: arguments, budget: budget)
    running.removeLast()
    if status == LUA_OK {
      finished(.returned(LuaStack(L: thread), count: results))
      recycle(thread, ref)
      return
    }
    let task = Task(subject: subject, thread: thread, ref: ref, budget: remaining, canWait: canWait, completion: later())
    handle(task, status: status, results: results)
  }

  /// Runs a function as a hook; `completion` is called once, when it returns or fails.
  func run(
    _ subject: HookSubject, canWait: Bool = true, counted: Bool = true, push: (LuaStack) -> Int32,
    completion: @escaping (Outcome) -> Void
  ) {
    run(subject, canWait: canWait, counted: counted, push: push, finished: completion, later: { completion })
  }

  /// Resumes `thread` with `arguments` under `budget` instructions and the memory cap; returns
  /// the status, the number of results and the budget left.
  private func step(_ thread: OpaquePointer, arguments: Int32, budget: Int64) -> (Int32, Int32, Int64) {
    context.pointee.budget_remaining = budget
    context.pointee.budget_total = self.budget
    context.pointee.budget_exceeded = 0
    context.pointee.limit_hit = 0
    clua_arm_budget(thread)
    var results: Int32 = 0
    let saved = context.pointee.enforce_limit
    context.pointee.enforce_limit = 1  // the memory cap applies to script code
    let status = lua_resume(thread, L, arguments, &results)
    context.pointee.enforce_limit = saved
    return (status, results, context.pointee.budget_remaining)
  }

  /// How many finished coroutines are kept for the next hooks.
  static let poolSize = 8

  /// A coroutine to run a hook in: a finished one from the pool, or a new one.
  private func takeThread() -> (OpaquePointer, Int32)? {
    if pooledCount.pointee > 0 {
      pooledCount.pointee -= 1
      return pool[pooledCount.pointee]
    }
    guard let thread = lua_newthread(L) else { return nil }
    return (thread, luaL_ref(L, clua_registryindex()))
  }

  /// Gives back the coroutine of a hook that returned: emptied, to the pool (or to the
  /// collector when the pool is full).
  private func recycle(_ thread: OpaquePointer, _ ref: Int32) {
    lua_settop(thread, 0)
    context.pointee.budget_remaining = budget
    context.pointee.budget_exceeded = 0
    if pooledCount.pointee < Self.poolSize {
      pool[pooledCount.pointee] = (thread, ref)
      pooledCount.pointee += 1
    } else {
      luaL_unref(L, clua_registryindex(), ref)
    }
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
    running.append(task.subject)
    let (status, results, remaining) = step(task.thread, arguments: arguments, budget: task.budget)
    running.removeLast()
    task.budget = remaining
    if status == LUA_OK {
      suspended[task.ref] = nil
      task.completion(.returned(LuaStack(L: task.thread), count: results))
      recycle(task.thread, task.ref)
      return
    }
    handle(task, status: status, results: results)
  }

  /// A hook that did not return: it waits, or it failed.
  private func handle(_ task: Task, status: Int32, results: Int32) {
    let context = state.context
    switch status {
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

  /// Handles a yield: `(sentinel, "wait", seconds[, what])` suspends the hook on the timeline;
  /// `what` says what waits (`ctl.screen:animate`; by default `tour.wait`).
  private func suspend(_ task: Task, results: Int32) {
    let stack = LuaStack(L: task.thread)
    let base = stack.top - results + 1
    let isHostRequest =
      results >= 3 && lua_type(task.thread, base) == LUA_TLIGHTUSERDATA
      && lua_touserdata(task.thread, base) == sentinel && stack.string(base + 1) == "wait"
    let seconds = isHostRequest ? stack.number(base + 2) : nil
    let waiter = results >= 4 ? stack.string(base + 3) : nil
    stack.pop(results)
    guard let seconds, task.canWait else {
      clua_pushposition(state.L, task.thread)
      let position = state.stack.string(-1) ?? ""
      state.stack.pop()
      let problem =
        seconds == nil
        ? "\(task.subject.name) yielded to the host; use tour.wait(seconds) to wait"
        : task.subject.isTrigger
          ? "tour.wait cannot be used in a trigger function: it answers at once whether the tour is a candidate"
          : "tour.wait can only be used inside a hook, not while the script loads"
      suspended[task.ref] = nil
      task.completion(.failed(ScriptError(message: position.isEmpty ? problem : "\(position) \(problem)")))
      finish(task)
      return
    }
    let start = timeline.now
    task.waitingIn = waiter.map { "\($0) (\(seconds.scriptText) s)" } ?? "tour.wait(\(seconds.scriptText))"
    suspended[task.ref] = task
    task.timer = timeline.schedule(after: TimeSpan(seconds: seconds), kind: .hookWait) {
      [weak self, weak task] in
      guard let self, let task else { return }
      task.timer = nil
      task.waitingIn = nil
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
      message = (position.isEmpty ? "" : position + " ") + state.configuration.memoryLimitExceeded
    }
    let kind = String(cString: lua_typename(task.thread, lua_type(task.thread, -1)))
    // A string is its own message: kept here, so that describing a huge one (whose traceback
    // table may not fit the script's memory) still says what it was.
    let plain = lua_type(task.thread, -1) == LUA_TSTRING ? LuaStack(L: task.thread).string(-1) : nil
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
      if message == nil, let plain {
        var error = ScriptError(message: plain)
        if error.file == nil, !position.isEmpty { error.message = position + " " + plain }
        return error
      }
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
