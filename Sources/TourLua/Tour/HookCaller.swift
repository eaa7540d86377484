import CLua
import TourCore

/// Calls the tour table's hooks and functions as coroutines (through `HookRunner`), and reads
/// their answers: a missing hook, a failure or a bad answer gives the hook's default, and a
/// failure or bad answer is reported.
final class HookCaller {
  let context: BridgeContext
  /// The registry references of the hooks' names, by `Hook.index`.
  private let hookKeys: [Int32]

  init(context: BridgeContext) {
    self.context = context
    let state = context.state
    self.hookKeys = Hook.allCases.map { hook in
      state.stack.push(hook.name)
      return luaL_ref(state.L, clua_registryindex())
    }
  }

  private var state: LuaState { context.state }

  /// Runs the tour's `hook`, called with `ctl` and the arguments `arguments` pushes (it
  /// returns their count).
  /// - Returns: false when the tour does not define it; nothing runs then.
  /// `mark` is the mark the call is about, for messages.
  @discardableResult
  func runHook(
    _ hook: Hook, mark: Int? = nil, arguments: (LuaStack) -> Int32 = { _ in 0 },
    completion: @escaping (_ outcome: HookRunner.Outcome) -> Void
  ) -> Bool {
    runHook(hook, mark: mark, arguments: arguments, finished: completion, later: { completion })
  }

  /// Runs `hook` as `runHook(_:arguments:completion:)` does, with `finished` for a hook that
  /// returns at once (it need not escape) and `later` making the completion of one that waits
  /// or fails (see `HookRunner.run`).
  @discardableResult
  func runHook(
    _ hook: Hook, mark: Int? = nil, arguments: (LuaStack) -> Int32 = { _ in 0 }, finished: (HookRunner.Outcome) -> Void,
    later: () -> (HookRunner.Outcome) -> Void
  ) -> Bool {
    // Looked up on the main stack, not the hook's: a missing hook must not take a coroutine.
    let stack = state.stack
    stack.pushRegistry(context.refs.tour)
    stack.pushRegistry(hookKeys[hook.index])
    return runFunction(
      .hook(hook, mark: mark), lookedUp: stack.rawGetPoppingKey(-2), arguments: arguments, finished: finished, later: later)
  }

  /// Calls a function of the script from inside a host function, in the thread of the hook that
  /// runs (a function the script handed over, `cutoutPath` or `updateCurrentCoachMark`'s, or a
  /// hook asked while another runs): under the script's limits, and it cannot wait. The
  /// function and its `arguments` are on top of `stack`; returns Lua's status, with the
  /// results or the error left on the stack.
  func callInside(_ stack: LuaStack, arguments: Int32, results: Int32) -> Int32 {
    state.withScriptLimits { clua_pcall(stack.L, arguments, results, 0) }
  }

  /// Whether mark `candidate` will load, as `coachMarkWillLoadAt` answers when asked from
  /// inside a running hook, on its `stack` (the progress count of `{current}` and `{total}`):
  /// a failure, or any answer but `false`, counts as loading, and nothing is reported (the
  /// count is a label's; the flow asks the hook again, and reports, when it gets there).
  func willLoad(_ candidate: Int, on stack: LuaStack) -> Bool {
    let top = stack.top
    defer { stack.settop(top) }
    stack.pushRegistry(context.refs.tour)
    stack.pushRegistry(hookKeys[Hook.coachMarkWillLoadAt.index])
    _ = stack.rawGetPoppingKey(-2)
    stack.pushRegistry(context.refs.ctl)
    stack.push(candidate)
    let status = callInside(stack, arguments: 2, results: 1)
    return status != LUA_OK || stack.type(-1) != LUA_TBOOLEAN || stack.boolean(-1) == true
  }

  /// Where mark `index` stands among the marks the run shows (`StepPlan`), on `stack`, the
  /// thread of the hook that asks: the plan is made at the run's first mark (and again when
  /// the count changed), asking `coachMarkWillLoadAt` of every mark once, quietly.
  func step(at index: Int, on stack: LuaStack) -> BubbleStep {
    let tally = context.controller.machine.marks
    if let plan = context.stepPlan, plan.count == tally.count, !tally.shown.isEmpty { return plan.step(at: index, tally) }
    let asks = defines(.coachMarkWillLoadAt)
    context.quiet += 1
    defer { context.quiet -= 1 }
    let plan = StepPlan(count: tally.count, willLoad: asks ? { [unowned self] in willLoad($0, on: stack) } : nil)
    context.stepPlan = plan
    return plan.step(at: index, tally)
  }

  /// Whether the tour defines `hook`, for hooks whose arguments cost more to make than the
  /// lookup (an animation hook's manager).
  func defines(_ hook: Hook) -> Bool {
    let stack = state.stack
    stack.pushRegistry(context.refs.tour)
    stack.pushRegistry(hookKeys[hook.index])
    defer { stack.pop(2) }
    return stack.rawGetPoppingKey(-2) == LUA_TFUNCTION
  }

  /// Runs the tour table's function `name` (a function the input `call`s) as a hook.
  /// - Parameter canWait: false for a function that must answer at once (a trigger function):
  ///   a wait is then an error.
  @discardableResult
  /// - Parameter subject: what the function is, for messages (`.call(name)` by default; an
  ///   app's `.trigger` function).
  func runFunction(
    named name: String, as subject: HookSubject? = nil, canWait: Bool = true, arguments: (LuaStack) -> Int32,
    completion: @escaping (HookRunner.Outcome) -> Void
  ) -> Bool {
    let stack = state.stack
    stack.pushRegistry(context.refs.tour)
    return runFunction(
      subject ?? .call(name), canWait: canWait, lookedUp: stack.rawGet(-1, named: name), arguments: arguments, finished: completion,
      later: { completion })
  }

  /// Runs the function on top of the stack (above the tour table; `type` is its type) as a hook.
  private func runFunction(
    _ subject: HookSubject, canWait: Bool = true, lookedUp type: Int32, arguments: (LuaStack) -> Int32, finished: (HookRunner.Outcome) -> Void,
    later: () -> (HookRunner.Outcome) -> Void
  ) -> Bool {
    guard type == LUA_TFUNCTION else {
      state.stack.pop(2)
      return false
    }
    let L = state.L
    clua_remove(L, -2)
    let ctl = context.refs.ctl
    context.runner.run(
      subject, canWait: canWait,
      push: { thread in
        lua_xmove(L, thread.L, 1)
        thread.pushRegistry(ctl)
        return 1 + arguments(thread)
      }, finished: finished, later: later)
    return true
  }

  /// Where `hook` is defined, `file:line:` (or the script's name and a colon), for
  /// messages about what it returned. Found only when a message needs it.
  func position(of hook: Hook) -> String {
    let stack = state.stack
    stack.pushRegistry(context.refs.tour)
    stack.rawGet(-1, named: hook.name)
    clua_pushdefinition(state.L, -1)
    let definedAt = stack.string(-1) ?? ""
    stack.pop(3)
    return definedAt.isEmpty ? "\(context.displayName):" : definedAt
  }

  /// Runs a hook that answers with a value: a missing hook, a failure or a bad answer all give
  /// `fallback` (a bad answer is reported, naming where the hook is defined).
  /// `failed`, when given, makes the answer for a failure or a bad answer from its message
  /// (which is reported too); `fallback` is then only a missing hook's.
  func ask<T>(
    _ hook: Hook, mark: Int? = nil, fallback: T, failed: ((String) -> T)? = nil, arguments: (LuaStack) -> Int32 = { _ in 0 },
    answer: @escaping (LuaStack, Int32) throws(DecodingError) -> T, reply: @escaping (T) -> Void
  ) {
    let ran = runHook(
      hook, mark: mark, arguments: arguments,
      finished: { outcome in settle(hook, outcome, fallback: fallback, failed: failed, answer: answer, reply: reply) },
      later: {
        { [weak self] outcome in self?.settle(hook, outcome, fallback: fallback, failed: failed, answer: answer, reply: reply) }
      })
    if !ran { reply(fallback) }
  }

  /// `ask` for the hooks that answer yes or no, which the flow calls most. Not generic: a
  /// generic `ask` wraps the caller's `(Bool) -> Void` in a thunk for `(T) -> Void` on every
  /// call, a heap allocation the hook-overhead benchmark found.
  func askWhether(
    _ hook: Hook, mark: Int? = nil, default value: Bool, arguments: (LuaStack) -> Int32, reply: @escaping (Bool) -> Void
  ) {
    let answer = { (stack: LuaStack, count: Int32) throws(DecodingError) in
      try HookAnswer.boolean(stack, count, default: value)
    }
    let ran = runHook(
      hook, mark: mark, arguments: arguments,
      finished: { outcome in settle(hook, outcome, fallback: value, answer: answer, reply: reply) },
      later: {
        { [weak self] outcome in self?.settle(hook, outcome, fallback: value, answer: answer, reply: reply) }
      })
    if !ran { reply(value) }
  }

  /// Replies to `ask` with the hook's answer, or with `fallback` when it failed or answered
  /// badly (a bad answer is reported, naming where the hook is defined).
  private func settle<T>(
    _ hook: Hook, _ outcome: HookRunner.Outcome, fallback: T, failed: ((String) -> T)? = nil,
    answer: (LuaStack, Int32) throws(DecodingError) -> T, reply: (T) -> Void
  ) {
    switch outcome {
    case .failed(let error):
      context.report(error)
      reply(failed?(error.message) ?? fallback)
    case .returned(let stack, let count):
      do throws(DecodingError) {
        reply(try answer(stack, count))
      } catch {
        let message = "\(position(of: hook)) \(hook.name) \(error.message)"
        context.report(ScriptError(message: message))
        reply(failed?(message) ?? fallback)
      }
    }
  }

  /// Runs a notification hook; `done` follows when it has returned or failed (or at once when
  /// the tour has no such hook).
  func notify(_ hook: Hook, mark: Int? = nil, arguments: (LuaStack) -> Int32, done: @escaping () -> Void) {
    let ran = runHook(hook, mark: mark, arguments: arguments) { [weak self] outcome in
      if case .failed(let error) = outcome { self?.context.report(error) }
      done()
    }
    if !ran { done() }
  }
}

/// Reading hook answers.
enum HookAnswer {
  /// The first result, which must be a boolean or nil (nil means the default).
  static func boolean(_ stack: LuaStack, _ count: Int32, default value: Bool) throws(DecodingError) -> Bool {
    guard count >= 1, !stack.isNoneOrNil(-count) else { return value }
    guard let flag = stack.boolean(-count) else {
      throw DecodingError("must return a boolean, got \(stack.typeName(-count))")
    }
    return flag
  }
}
