import CLua
import TourCore

/// Animation hooks: each call gets a `manager` with `parameters` and `animate`; what the hook
/// leaves there becomes the mark's animation. Completions run later as callbacks.
final class AnimationBinding: CoachMarksAnimationDelegate {
  unowned let context: BridgeContext
  let hooks: HookCaller
  let marks: MarkTables
  /// What each running animation hook's `manager:animate` described, by manager.
  private var animations: [Int: (AnimationTables.Description, Int?)] = [:]
  private var nextManager = 0
  /// The registry references of animation completions waiting to run.
  private var completions: [Int: Int32] = [:]
  /// `manager:animate` for transitions and for idle animations, made when first needed.
  private var animateRefs: [Bool: Int32] = [:]

  init(context: BridgeContext, hooks: HookCaller, marks: MarkTables) {
    self.context = context
    self.hooks = hooks
    self.marks = marks
  }

  private var state: LuaState { context.state }

  static func hook(_ kind: MarkAnimation.Kind) -> Hook {
    switch kind {
    case .appearance: .fetchAppearanceTransition
    case .disappearance: .fetchDisappearanceTransition
    case .idle: .fetchIdleAnimation
    }
  }

  func fetchAnimation(
    _ kind: MarkAnimation.Kind, of mark: CoachMark, at index: Int, layout: MarkLayout,
    reply: @escaping (MarkAnimation?) -> Void
  ) {
    let hook = Self.hook(kind)
    guard hooks.defines(hook) else { return reply(nil) }
    nextManager += 1
    let id = nextManager
    let stack = state.stack
    pushManager(id: id, kind: kind, mark: mark)
    let managerRef = luaL_ref(state.L, clua_registryindex())
    let ran = hooks.runHook(
      hook, mark: index,
      arguments: { stack in
        Self.pushView(layout, index: index, on: stack)
        stack.push(index)
        stack.pushRegistry(managerRef)
        return 3
      }
    ) { [weak self] outcome in
      guard let self else { return }
      defer { luaL_unref(state.L, clua_registryindex(), managerRef) }
      let described = animations.removeValue(forKey: id)
      if case .failed(let error) = outcome {
        context.report(error)
        return reply(nil)
      }
      stack.pushRegistry(managerRef)
      stack.rawGet(-1, "parameters")
      defer { stack.pop(2) }
      do throws(DecodingError) {
        reply(try animation(kind, parameters: -1, described: described))
      } catch {
        context.report(ScriptError(message: "\(hooks.position(of: hook)) \(hook.name) left bad parameters: \(error.message)"))
        reply(nil)
      }
    }
    if !ran {
      luaL_unref(state.L, clua_registryindex(), managerRef)
      reply(nil)
    }
  }

  /// The hook's `view` argument: the mark's frame, body, arrow and index, and for a group
  /// the view of every part (the animation moves them all alike).
  private static func pushView(_ layout: MarkLayout, index: Int, on stack: LuaStack) {
    func pushPart(_ layout: MarkLayout) {
      stack.newTable(record: 4)
      stack.push(layout.frame)
      stack.rawSet(-2, "frame")
      stack.push(layout.body)
      stack.rawSet(-2, "body")
      if let arrow = layout.arrow {
        stack.push(arrow)
        stack.rawSet(-2, "arrow")
      }
    }
    pushPart(layout)
    stack.push(index)
    stack.rawSet(-2, "index")
    if !layout.companions.isEmpty {
      stack.newTable(array: Int32(layout.parts.count))
      for (offset, part) in layout.parts.enumerated() {
        pushPart(part)
        stack.rawSet(-2, offset + 1)
      }
      stack.rawSet(-2, "parts")
    }
  }

  /// The animation a hook described; without `animate`, the default fade (with the duration
  /// from the parameters, as Instructions does), or nothing for idle.
  private func animation(
    _ kind: MarkAnimation.Kind, parameters: Int32, described: (AnimationTables.Description, Int?)?
  ) throws(DecodingError) -> MarkAnimation? {
    var animation = kind == .appearance ? MarkAnimation.fadeIn() : .fadeOut()
    try AnimationTables.parameters(state.stack, parameters, into: &animation)
    guard let (description, completion) = described else {
      if kind == .idle { return nil }
      animation.delay = .zero
      return animation
    }
    // A described animation starts from the view as it is (or fromInitialState), as in
    // Instructions: the default fade's transparent start does not apply.
    animation.initial = description.initial
    animation.target = description.target
    animation.keyframes = description.keyframes
    animation.completion = completion
    return animation
  }

  /// Pushes `{ parameters = {...}, coachMark = mark, animate = <method> }`.
  private func pushManager(id: Int, kind: MarkAnimation.Kind, mark: CoachMark) {
    let stack = state.stack
    stack.newTable(record: 3)
    stack.newTable(record: 5)
    stack.push(number: 0.3)
    stack.rawSet(-2, "duration")
    stack.push(number: 0)
    stack.rawSet(-2, "delay")
    stack.push(TimingCurve.easeInOut.rawValue)
    stack.rawSet(-2, "curve")
    stack.push(KeyframeMode.linear.rawValue)
    stack.rawSet(-2, "keyframeMode")
    stack.push(true)
    stack.rawSet(-2, "autoreverses")
    stack.rawSet(-2, "parameters")
    marks.push(mark, on: stack)
    stack.rawSet(-2, "coachMark")
    stack.pushRegistry(animateRef(kind == .idle))
    stack.rawSet(-2, "animate")
    stack.pushRegistry(context.refs.managers)
    stack.pushValue(-2)
    stack.push(id)
    lua_rawset(state.L, -3)
    stack.pop()
  }

  /// `manager:animate{...}` (one function for transitions, one for idle animations).
  private func animateRef(_ idle: Bool) -> Int32 {
    if let existing = animateRefs[idle] { return existing }
    let animate: ObjectBuilder.Body = { [unowned self] call throws(LuaCallError) in
      let stack = call.stack
      stack.pushRegistry(context.refs.managers)
      stack.pushValue(1)
      let found = stack.rawGetPoppingKey(-2) == LUA_TNUMBER
      let id = Int(stack.integer(-1) ?? 0)
      stack.pop(2)
      guard found else { throw call.argumentError(1, "a manager expected; call it as manager:animate{...}") }
      guard animations[id] == nil else { throw .runtime("manager:animate can only be called once per hook") }
      try call.table(2)
      let description = try call.decode(2) { (i: Int32) throws(DecodingError) in
        try AnimationTables.describe(stack, i, idle: idle)
      }
      var completion: Int?
      if stack.rawGet(2, "completion") == LUA_TFUNCTION {
        lua_xmove(stack.L, state.L, 1)
        let ref = luaL_ref(state.L, clua_registryindex())
        completions[Int(ref)] = ref
        completion = Int(ref)
      } else {
        stack.pop()
      }
      animations[id] = (description, idle ? nil : completion)
      return 0
    }
    state.pushFunction(on: state.stack, StackPromise.kept(by: animate, name: "manager:animate"))
    let ref = luaL_ref(state.L, clua_registryindex())
    animateRefs[idle] = ref
    return ref
  }

  func animationDidComplete(_ completion: Int, finished: Bool) {
    guard let ref = completions.removeValue(forKey: completion) else { return }
    let context = self.context
    context.runner.run(
      .other("animation completion"),
      push: { thread in
        thread.pushRegistry(ref)
        luaL_unref(context.state.L, clua_registryindex(), ref)
        thread.push(finished)
        return 1
      }
    ) { [weak context] outcome in
      if case .failed(let error) = outcome { context?.report(error) }
    }
  }
}
