import CLua

/// For the hook-overhead benchmark: a tour's functions called from C, without the bridge.
package struct PlainCCalls {
  let tour: LuaTour

  package init(_ tour: LuaTour) { self.tour = tour }

  /// Calls the tour table's function `name` `count` times
  /// with `(ctl, i)` from a plain C loop of `lua_pcall` (no coroutine, budget or Swift), or of
  /// `lua_resume` in a coroutine with the budget armed (the floor of the bridge's design), and
  /// returns how many calls answered true. Nil when the tour has no such function.
  package func call(_ name: String, count: Int, inCoroutines: Bool = false) -> Int? {
    let context = tour.context
    let stack = context.state.stack
    stack.pushRegistry(context.refs.ctl)
    stack.pushRegistry(context.refs.tour)
    guard stack.rawGet(-1, named: name) == LUA_TFUNCTION else {
      stack.pop(3)
      return nil
    }
    clua_remove(context.state.L, -2)  // [ctl, function]
    defer { stack.pop(2) }
    return inCoroutines ? clua_bench_resume_loop(context.state.L, count) : clua_bench_pcall_loop(context.state.L, count)
  }
}
