import CLua
import TourCore

extension LuaTour {
  /// Runs the tour table's function `name` as a hook, called with `ctl` and the arguments
  /// `arguments` pushes (it returns their count).
  /// - Returns: false when the tour has no such function; nothing runs then.
  @discardableResult
  func runHook(
    _ name: String, arguments: @escaping (LuaStack) -> Int32 = { _ in 0 },
    completion: @escaping (_ outcome: HookRunner.Outcome, _ definedAt: String) -> Void
  ) -> Bool {
    let stack = state.stack
    stack.pushRegistry(refs.tour)
    guard stack.rawGet(-1, name) == LUA_TFUNCTION else {
      stack.pop(2)
      return false
    }
    clua_remove(state.L, -2)
    clua_pushdefinition(state.L, -1)
    let definedAt = stack.string(-1) ?? ""
    stack.pop()
    let L = state.L
    let ctl = refs.ctl
    runner.run(name, push: { thread in
      lua_xmove(L, thread.L, 1)
      thread.pushRegistry(ctl)
      return 1 + arguments(thread)
    }) { outcome in completion(outcome, definedAt) }
    return true
  }

  /// Runs a hook that answers with a value: a missing hook, a failure or a bad answer all give
  /// `fallback` (a bad answer is reported, naming where the hook is defined).
  func ask<T>(
    _ name: String, fallback: T, arguments: @escaping (LuaStack) -> Int32 = { _ in 0 },
    answer: @escaping (LuaStack, Int32) throws(DecodingError) -> T, reply: @escaping (T) -> Void
  ) {
    let ran = runHook(name, arguments: arguments) { [weak self] outcome, definedAt in
      guard let self else { return }
      switch outcome {
      case .failed(let error):
        report(error)
        reply(fallback)
      case .returned(let stack, let count):
        do throws(DecodingError) {
          reply(try answer(stack, count))
        } catch {
          let position = definedAt.isEmpty ? "\(displayName):" : definedAt
          report(ScriptError(message: "\(position) \(name) \(error.message)"))
          reply(fallback)
        }
      }
    }
    if !ran { reply(fallback) }
  }

  /// Runs a notification hook; `done` follows when it has returned or failed (or at once when
  /// the tour has no such hook).
  func notify(_ name: String, arguments: @escaping (LuaStack) -> Int32, done: @escaping () -> Void) {
    let ran = runHook(name, arguments: arguments) { [weak self] outcome, _ in
      if case .failed(let error) = outcome { self?.report(error) }
      done()
    }
    if !ran { done() }
  }

  /// Runs a function of the tour table with `(ctl, arguments...)` as a hook, the way the
  /// `call` input command pilots a tour.
  /// - Returns: false when the tour has no function of that name.
  public func call(_ name: String, arguments: [ScriptArgument]) -> Bool {
    runHook(name, arguments: { stack in
      for argument in arguments {
        switch argument {
        case .number(let value):
          if let integer = Int(exactly: value) { stack.push(integer) } else { stack.push(value) }
        case .string(let text): stack.push(text)
        }
      }
      return Int32(arguments.count)
    }) { [weak self] outcome, _ in
      if case .failed(let error) = outcome { self?.report(error) }
    }
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
