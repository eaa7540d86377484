import CLua
import TourCore

/// `ctl.helper`: making marks and default views, and updating the current mark.
final class HelperBinding {
  static let markOptions =
    ["view", "frame", "within", "pointOfInterest", "cutoutPath", "cutoutPadding", "cutoutCornerRadius", "wait", "onMissing"]
    + MarkFields.settings
  static let viewOptions =
    ["arrowOrientation", "hint", "next", "nextLabelPosition", "progress", "withArrow", "withNextText"] + BubbleTables.optionKeys

  unowned let context: BridgeContext
  let marks: MarkTables
  /// Calls the functions the script hands over (a `cutoutPath` function, an
  /// `updateCurrentCoachMark` function) and asks `coachMarkWillLoadAt` for the progress count.
  let hooks: HookCaller
  /// The converter given to `updateCurrentCoachMark`'s function, made when first needed.
  private var converterRef: Int32?

  init(context: BridgeContext, marks: MarkTables, hooks: HookCaller) {
    self.context = context
    self.marks = marks
    self.hooks = hooks
  }

  /// Makes `ctl.helper`; returns its registry reference.
  func install() -> Int32 {
    var helper = ObjectBuilder(state: context.state, name: "ctl.helper")
    helper.methods = [
      (
        "makeCoachMark",
        { [unowned self] call throws(LuaCallError) in
          let opts: Int32 = call.stack.isNoneOrNil(2) ? 0 : 2
          if opts != 0 { try call.table(2) }
          var mark = try makeMark(call, opts, from: CoachMark())
          mark.sourceLine = call.scriptLine()
          marks.push(mark, on: call.stack)
          return 1
        }
      ),
      (
        "makeDefaultCoachViews",
        { [unowned self] call throws(LuaCallError) in
          try DefaultViewsOptions(context: context, hooks: hooks).push(call)
        }
      ),
      (
        "updateCurrentCoachMark",
        { [unowned self] call throws(LuaCallError) in
          try updateCurrentMark(call)
          return 0
        }
      ),
    ]
    return helper.build()
  }

  /// Reads `makeCoachMark` options at stack index `opts` (0: none) over `base`: `view` or
  /// `frame` (+ `within`) set the cutout and the anchor, `pointOfInterest` is in the same
  /// coordinates as the frame, `cutoutPath` is a path or `function(frame) -> path`.
  func makeMark(_ call: LuaCall, _ opts: Int32, from base: CoachMark) throws(LuaCallError) -> CoachMark {
    guard opts != 0 else { return base }
    let stack = call.stack
    let table: OptionTable
    do { table = try OptionTable(stack, opts, valid: Self.markOptions) } catch {
      throw call.argumentError(opts, error.message)
    }
    func option<T>(_ read: () throws(DecodingError) -> T) throws(LuaCallError) -> T {
      do { return try read() } catch { throw call.argumentError(opts, error.message) }
    }
    var request = try option { () throws(DecodingError) in try Self.request(table, on: stack) }
    // The tour's declared policy, for a mark that declares none of its own.
    if request.view != nil, request.wait == nil, request.onMissing == nil, request.policy == nil { request.policy = context.missingPolicy }
    var resolved: ResolvedMark
    do { resolved = try request.resolved(over: base, in: context.controller.simulatedApp) } catch {
      throw call.argumentError(opts, error.description)
    }
    if !resolved.isWaiting, request.hasCutoutPath {
      resolved.mark.cutoutPath = try cutoutPath(call, table, frame: resolved.frame)
    } else if resolved.hasNoSize {
      let target = request.view.map { "the view '\($0)'" } ?? "the frame"
      let message = "\(call.scriptPosition()) makeCoachMark: \(target) has no size (0×0): the mark has no cutout"
      context.warnOnce(message)
    }
    try option { () throws(DecodingError) in try MarkFields.readSettings(table, into: &resolved.mark) }
    if !resolved.isWaiting, let problem = MarkFields.roomProblem(resolved.mark, on: resolved.screen) {
      throw call.argumentError(opts, problem)
    }
    return resolved.mark
  }

  /// The request the options describe.
  private static func request(_ table: OptionTable, on stack: LuaStack) throws(DecodingError) -> MarkRequest {
    var request = MarkRequest(view: try table.string("view"))
    request.within = try table.string("within")
    request.frame = try table.read("frame", stack.rect)
    request.screen = try table.string("screen")
    request.wait = try table.number("wait")
    if try table.read("onMissing", { stack.type($0) == LUA_TTABLE }) == true {
      request.policy = try table.read("onMissing") { (index) throws(DecodingError) in try MarkFields.policy(stack, index) }
    } else {
      request.onMissing = try table.choice("onMissing", PendingView.OnMissing.self)
    }
    request.cutoutPadding = try table.number("cutoutPadding")
    request.cutoutCornerRadius = try table.number("cutoutCornerRadius")
    request.pointOfInterest = try table.read("pointOfInterest", stack.point)
    request.hasCutoutPath = table.has("cutoutPath")
    return request
  }

  /// The `cutoutPath` option: a path, or a function given the frame in screen coordinates.
  private func cutoutPath(_ call: LuaCall, _ table: OptionTable, frame: Rect?) throws(LuaCallError) -> CutoutPath {
    let stack = call.stack
    stack.rawGet(table.index, "cutoutPath")
    defer { stack.pop() }
    guard stack.type(-1) == LUA_TFUNCTION else {
      do { return try stack.cutoutPath(-1) } catch { throw call.argumentError(table.index, "cutoutPath: \(error.message)") }
    }
    guard let frame else {
      throw call.argumentError(table.index, "cutoutPath: a function needs a view or a frame to be given")
    }
    stack.pushValue(-1)
    stack.push(frame)
    guard hooks.callInside(stack, arguments: 1, results: 1) == LUA_OK else {
      // The error goes below the function, which the deferred pop takes: `.raise` raises
      // the error itself, with its message and line.
      lua_rotate(stack.L, -2, 1)
      throw .raise
    }
    defer { stack.pop() }
    do { return try stack.cutoutPath(-1) } catch {
      throw call.argumentError(table.index, "cutoutPath: the function returned a bad path (\(error.message))")
    }
  }

  /// `updateCurrentCoachMark(opts)` or `updateCurrentCoachMark(function(mark, converter) ... end)`.
  private func updateCurrentMark(_ call: LuaCall) throws(LuaCallError) {
    let controller = context.controller
    let machine = controller.machine
    guard let stored = machine.phase.currentMark, machine.pause != nil else {
      // The flow refuses it and says why.
      controller.send(.updateCurrentMark(CoachMark()))
      return
    }
    // The script edits the mark where its view is now.
    let current = stored.following(controller.screen)
    let stack = call.stack
    guard stack.type(2) == LUA_TFUNCTION else {
      try call.table(2)
      controller.send(.updateCurrentMark(try makeMark(call, 2, from: current)))
      return
    }
    marks.push(current, on: stack)
    let markIndex = stack.top
    stack.pushValue(2)
    stack.pushValue(markIndex)
    stack.pushRegistry(converter())
    // [.., mark, fn, mark, converter]: fn(mark, converter) edits the mark in place.
    guard hooks.callInside(stack, arguments: 2, results: 0) == LUA_OK else { throw .raise }
    let edited = try call.decode(-1) { (i: Int32) throws(DecodingError) in try marks.read(stack, i) }
    stack.pop()
    controller.send(.updateCurrentMark(edited))
  }

  /// The converter given to `updateCurrentCoachMark`'s function: `converter:convert(pointOrRect,
  /// fromView)` gives screen coordinates.
  private func converter() -> Int32 {
    if let converterRef { return converterRef }
    var converter = ObjectBuilder(state: context.state, name: "converter")
    converter.methods = [
      (
        "convert",
        { [unowned context] call throws(LuaCallError) in
          let origin = try context.frameOfView(call, 3).origin
          if let rect = try? call.stack.rect(2) {
            call.stack.push(rect.offsetBy(dx: origin.x, dy: origin.y))
          } else {
            call.stack.push(try call.point(2).offsetBy(dx: origin.x, dy: origin.y))
          }
          return 1
        }
      )
    ]
    let ref = converter.build()
    converterRef = ref
    return ref
  }
}
