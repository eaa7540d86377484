import CLua
import TourCore

/// The `tour` global (API.md section 2, "The tour global"): geometry constructors, paths,
/// the host clock, `tour.after`, `tour.log`; `tour.wait` comes from the prelude.
final class TourGlobalBinding {
  unowned let context: BridgeContext
  /// `tour.after` callbacks waiting on the timeline, with the registry references of their
  /// functions.
  private var callbacks: [TimerID: Int32] = [:]
  /// The instant of the last `tour.after` with no delay, and how many were asked at it.
  private var sameInstant: (at: Instant, count: Int) = (Instant(microseconds: -1), 0)
  /// How many `tour.after` callbacks one instant may be asked for.
  static let sameInstantLimit = 100_000
  /// What one waiting `tour.after` callback costs the script's memory: the host's timer and
  /// entry for it live outside the Lua state, and are charged to it all the same (bytes).
  static let waitingCallbackCost = 256

  init(context: BridgeContext) {
    self.context = context
  }

  private var state: LuaState { context.state }

  /// Makes the `tour` global (with `tour.state` holding `initialState`) and runs the prelude.
  func install(initialState: TourState) {
    let stack = state.stack
    stack.newTable(record: 8)
    let api = stack.top
    define(api, "rect") { call throws(LuaCallError) in
      let rect = Rect(
        x: try call.finite(1), y: try call.finite(2), width: try call.finite(3), height: try call.finite(4))
      call.stack.push(rect)
      return 1
    }
    define(api, "point") { call throws(LuaCallError) in
      call.stack.push(Point(x: try call.finite(1), y: try call.finite(2)))
      return 1
    }
    define(api, "now") { [unowned context] call throws(LuaCallError) in
      call.stack.push(number: context.controller.timeline.now.seconds)
      return 1
    }
    define(api, "after") { [unowned self] call throws(LuaCallError) in
      try after(call)
    }
    define(api, "t", TranslationBinding(context: context).body)
    define(api, "emit") { [unowned context] call throws(LuaCallError) in
      context.controller.report(event: try call.string(1))
      return 0
    }
    define(api, "invalidate") { [unowned context] call throws(LuaCallError) in
      guard !context.runner.isAnsweringTrigger else {
        throw .runtime("tour.invalidate cannot be used in a trigger function: return false, or invalidate the tour in one of its hooks")
      }
      let reason = try call.string(1)
      guard !reason.isEmpty else { throw call.argumentError(1, "a reason expected, got an empty string") }
      context.record(.invalidate(reason: reason))
      return 0
    }
    installPaths(api)
    stack.push(plain: initialState.value)
    stack.rawSet(api, "state")
    stack.pushValue(api)
    context.refs.api = luaL_ref(state.L, clua_registryindex())
    runPrelude(api)
    clua_pushglobaltable(state.L)
    stack.pushValue(api)
    stack.rawSet(-2, "tour")
    stack.rawGet(api, "log")
    stack.rawSet(-2, "print")
    stack.settop(api - 1)
  }

  /// Sets `table[name]` to a Swift function.
  private func define(_ table: Int32, _ name: String, _ body: @escaping (LuaCall) throws(LuaCallError) -> Int32) {
    context.define(table, name, body)
  }

  /// Drops what the script left to run later: hooks waiting on the timeline, and the
  /// `tour.after` callbacks that have not run.
  func cancelPendingWork() {
    context.runner.cancelAll()
    for (timer, ref) in callbacks {
      context.controller.timeline.cancel(timer)
      luaL_unref(state.L, clua_registryindex(), ref)
    }
    state.context.pointee.used -= callbacks.count * Self.waitingCallbackCost
    callbacks = [:]
  }

  private func installPaths(_ api: Int32) {
    let stack = state.stack
    stack.newTable(record: 5)
    let paths = stack.top
    func shape(_ name: String, _ make: @escaping (LuaCall) throws(LuaCallError) -> CutoutShape) {
      define(paths, name) { call throws(LuaCallError) in
        call.stack.push(try make(call))
        return 1
      }
    }
    shape("rect") { call throws(LuaCallError) in .rect(try call.rect(1)) }
    shape("oval") { call throws(LuaCallError) in .oval(try call.rect(1)) }
    shape("roundedRect") { call throws(LuaCallError) in
      let rect = try call.rect(1)
      let radius = try call.finite(2)
      guard radius >= 0 else { throw call.argumentError(2, "radius must not be negative") }
      return .roundedRect(rect, cornerRadius: radius)
    }
    // polygon { points } and union { paths }: the argument becomes a path table, checked.
    func collection(_ kind: String, _ field: String) {
      define(paths, kind) { call throws(LuaCallError) in
        try call.table(1)
        call.stack.newTable(record: 2)
        call.stack.push(kind)
        call.stack.rawSet(-2, "kind")
        call.stack.pushValue(1)
        call.stack.rawSet(-2, named: field)
        let path = try call.decode(1) { _ throws(DecodingError) in try call.stack.cutoutPath(-1) }
        call.stack.pop()
        call.stack.push(path)
        return 1
      }
    }
    collection("polygon", "points")
    collection("union", "paths")
    stack.rawSet(api, "path")
  }

  /// `tour.after(seconds, fn)`: runs `fn(ctl)` as a hook later on the host clock. Callbacks
  /// for the same instant are counted: a callback that schedules itself again without the
  /// clock moving would otherwise run for ever, each with a fresh budget (`sameInstantLimit`).
  private func after(_ call: LuaCall) throws(LuaCallError) -> Int32 {
    guard !context.runner.isAnsweringTrigger else {
      throw .runtime("tour.after cannot be used in a trigger function: it answers at once whether the tour is a candidate")
    }
    let seconds = try call.finite(1)
    guard seconds >= 0 else { throw call.argumentError(1, "seconds must not be negative") }
    guard call.stack.type(2) == LUA_TFUNCTION else { throw call.typeError(2, "function") }
    let timeline = context.controller.timeline
    let delay = TimeSpan(seconds: seconds)
    if delay.microseconds == 0 {
      if sameInstant.at == timeline.now { sameInstant.count += 1 } else { sameInstant = (timeline.now, 1) }
      guard sameInstant.count <= Self.sameInstantLimit else {
        throw .runtime(
          "tour.after at t=\(timeline.now.seconds.scriptText) was asked \(Self.sameInstantLimit) times without the clock moving: "
            + "a callback that schedules itself again at once never ends")
      }
    }
    let memory = state.context
    guard memory.pointee.used + Self.waitingCallbackCost <= memory.pointee.limit else {
      throw .runtime("\(state.configuration.memoryLimitExceeded): \(callbacks.count) tour.after callbacks are waiting")
    }
    memory.pointee.used += Self.waitingCallbackCost
    call.stack.pushValue(2)
    lua_xmove(call.stack.L, state.L, 1)
    let ref = luaL_ref(state.L, clua_registryindex())
    var timer: TimerID?
    let scheduled = timeline.schedule(after: delay, kind: .callback) {
      [weak self] in
      guard let self, let timer, self.callbacks.removeValue(forKey: timer) != nil else { return }
      let context = self.context
      context.state.context.pointee.used -= Self.waitingCallbackCost
      context.runner.run(
        .other("tour.after callback"), counted: false,
        push: { thread in
          thread.pushRegistry(ref)
          thread.pushRegistry(context.refs.ctl)
          luaL_unref(context.state.L, clua_registryindex(), ref)
          return 1
        }
      ) { [weak context] outcome in
        if case .failed(let error) = outcome { context?.report(error) }
      }
    }
    timer = scheduled
    callbacks[scheduled] = ref
    return 0
  }

  private func runPrelude(_ api: Int32) {
    let stack = state.stack
    let source = Prelude.source
    let status = clua_loadbuffer(state.L, source, source.utf8.count, Prelude.chunkName, "t")
    precondition(status == LUA_OK, "tourhost: the prelude does not compile: \(stack.string(-1) ?? "")")
    lua_pushlightuserdata(state.L, context.runner.sentinel)
    stack.pushValue(api)
    state.pushFunction(on: stack) { [unowned context] call throws(LuaCallError) in
      context.record(.log(message: try call.string(1)))
      return 0
    }
    let ran = Prelude.run(state, arguments: 3, results: 4)
    precondition(ran == LUA_OK, "tourhost: the prelude failed: \(stack.string(-1) ?? "")")
    clua_pushglobaltable(state.L)
    clua_pushcfunction(state.L, clua_load_text)  // text only, whatever the mode says
    stack.rawSet(-2, "load")
    stack.rawGet(-1, "coroutine")
    // [.., resume, wrap, create, own, _G, coroutine]
    for (offset, name) in [(-6, "resume"), (-5, "wrap"), (-4, "create")] {
      stack.pushValue(Int32(offset))
      stack.rawSet(-2, named: name)
    }
    stack.pushValue(-3)
    lua_setfield(state.L, clua_registryindex(), clua_script_threads_key)
    stack.pop(6)
  }
}
