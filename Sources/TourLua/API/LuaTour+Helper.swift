import CLua
import TourCore

/// `ctl.helper`: making marks and default views, and updating the current mark.
extension LuaTour {
  static let markOptions =
    ["view", "frame", "within", "pointOfInterest", "cutoutPath", "cutoutPadding", "cutoutCornerRadius", "wait", "onMissing"]
    + MarkFields.settings
  static let viewOptions = ["arrowOrientation", "hint", "next", "nextLabelPosition", "progress", "withArrow", "withNextText"]

  func makeHelper() -> Int32 {
    var helper = ObjectBuilder(state: state, name: "ctl.helper")
    helper.methods = [
      ("makeCoachMark", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.helper, "ctl.helper", "makeCoachMark")
        let opts: Int32 = call.stack.isNoneOrNil(2) ? 0 : 2
        if opts != 0 { try call.table(2) }
        let mark = try makeMark(call, opts, from: CoachMark())
        push(mark, on: call.stack)
        return 1
      }),
      ("makeDefaultCoachViews", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.helper, "ctl.helper", "makeDefaultCoachViews")
        return try makeDefaultViews(call)
      }),
      ("updateCurrentCoachMark", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.helper, "ctl.helper", "updateCurrentCoachMark")
        try updateCurrentMark(call)
        return 0
      }),
    ]
    return helper.build()
  }

  /// Reads `makeCoachMark` options at stack index `opts` (0: none) over `base`: `view` or
  /// `frame` (+ `within`) set the cutout and the anchor, `pointOfInterest` is in the same
  /// coordinates as the frame, `cutoutPath` is a path or `function(frame) -> path`.
  func makeMark(_ call: LuaCall, _ opts: Int32, from base: CoachMark) throws(LuaCallError) -> CoachMark {
    var mark = base
    guard opts != 0 else { return mark }
    let stack = call.stack
    let table: OptionTable
    do { table = try OptionTable(stack, opts, valid: Self.markOptions) } catch {
      throw call.argumentError(opts, error.message)
    }
    func option<T>(_ read: () throws(DecodingError) -> T) throws(LuaCallError) -> T {
      do { return try read() } catch { throw call.argumentError(opts, error.message) }
    }
    let viewName = try option { () throws(DecodingError) in try table.string("view") }
    let withinName = try option { () throws(DecodingError) in try table.string("within") }
    let givenFrame = try option { () throws(DecodingError) in try table.read("frame", stack.rect) }
    if viewName != nil && (givenFrame != nil || withinName != nil) {
      throw call.argumentError(opts, "give either view, or frame (with an optional within), not both")
    }
    if withinName != nil && givenFrame == nil {
      throw call.argumentError(opts, "within needs a frame (in that view's coordinates)")
    }
    // In a tour of several screens, a mark belongs to the screen it names, else to the one
    // the app shows; its views are looked up there.
    let screenName = try option { () throws(DecodingError) in try table.string("screen") }
    if screenName != nil || table.has("view") || table.has("frame") {
      mark.screenName = controller.screens.isEmpty ? nil : screenName ?? controller.screenName
    }
    if let screenName, controller.screens[screenName] == nil {
      let names = controller.screens.keys.sorted().joined(separator: ", ")
      throw call.argumentError(
        opts, controller.screens.isEmpty ? "screen: the tour has one screen (give screens to have several)" : "unknown screen '\(screenName)'; screens: \(names)")
    }
    let screen = controller.screen(named: mark.screenName) ?? controller.screen
    func resolve(_ name: String) throws(LuaCallError) -> ViewPath {
      do { return try screen.resolve(name) } catch { throw call.argumentError(opts, error.description) }
    }
    // The frame in screen coordinates, and the origin of the space the point of interest is in.
    var frame: Rect?
    var space = Point.zero
    // A view that is not there yet, with `wait`: the mark waits for the app to add it.
    let wait = try option { () throws(DecodingError) in try table.number("wait") }
    let onMissing = try option { () throws(DecodingError) in try table.choice("onMissing", PendingView.OnMissing.self) }
    if let wait, !(wait > 0 && wait.isFinite) { throw call.argumentError(opts, "wait: a positive number of seconds expected") }
    if onMissing != nil && wait == nil { throw call.argumentError(opts, "onMissing needs wait (the seconds to wait for the view)") }
    if let viewName, let wait, Self.isUnknown(viewName, on: screen) {
      mark.pendingView = PendingView(name: viewName, wait: TimeSpan(seconds: wait), onMissing: onMissing ?? .skip)
      mark.cutoutPath = nil
      mark.pointOfInterest = nil
      mark.anchor = nil
      try option { () throws(DecodingError) in try MarkFields.readSettings(table, into: &mark) }
      return mark
    }
    if let viewName {
      let path = try resolve(viewName)
      let onScreen = screen.frameOnScreen(path)!
      frame = onScreen
      if path.indices.count > 1 {
        let parent = ViewPath(indices: Array(path.indices.dropLast()), keyPath: "")
        space = screen.frameOnScreen(parent)!.origin
      }
      mark.anchor = MarkAnchor(keyPath: path.keyPath, frameAtCreation: onScreen)
    } else if let givenFrame {
      if let withinName {
        let path = try resolve(withinName)
        let within = screen.frameOnScreen(path)!
        space = within.origin
        mark.anchor = MarkAnchor(keyPath: path.keyPath, frameAtCreation: within, followsSize: false)
      } else {
        mark.anchor = nil
      }
      frame = givenFrame.offsetBy(dx: space.x, dy: space.y)
    }
    let padding = try option { () throws(DecodingError) in try table.number("cutoutPadding") }
    let radius = try option { () throws(DecodingError) in try table.number("cutoutCornerRadius") }
    for (name, value) in [("cutoutPadding", padding), ("cutoutCornerRadius", radius)] {
      guard let value else { continue }
      guard value >= 0 else { throw call.argumentError(opts, "\(name): must not be negative, got \(value.scriptText)") }
      guard frame != nil, !table.has("cutoutPath") else {
        throw call.argumentError(opts, "\(name) shapes the cutout made around a view or a frame (not a cutoutPath)")
      }
    }
    if let anchor = mark.anchor, anchor.followsSize {
      mark.anchor?.cutoutPadding = padding ?? 4
      mark.anchor?.cutoutCornerRadius = radius ?? 4
    }
    if viewName != nil || givenFrame != nil {
      mark.cutoutPath = frame.map { CutoutPath.standard(around: $0, padding: padding ?? 4, cornerRadius: radius ?? 4) }
      mark.pointOfInterest = nil
    }
    if let point = try option({ () throws(DecodingError) in try table.read("pointOfInterest", stack.point) }) {
      mark.pointOfInterest = point.offsetBy(dx: space.x, dy: space.y)
    }
    if table.has("cutoutPath") {
      mark.cutoutPath = try cutoutPath(call, table, frame: frame)
    }
    try option { () throws(DecodingError) in try MarkFields.readSettings(table, into: &mark) }
    if let problem = MarkFields.roomProblem(mark, on: screen) { throw call.argumentError(opts, problem) }
    return mark
  }

  /// Whether no view has this name (an ambiguous name is not unknown).
  static func isUnknown(_ name: String, on screen: Screen) -> Bool {
    do {
      _ = try screen.resolve(name)
      return false
    } catch {
      if case .unknownView = error { return true }
      return false
    }
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
    let status = state.withScriptLimits { clua_pcall(stack.L, 1, 1, 0) }
    guard status == LUA_OK else { throw .raise }
    defer { stack.pop() }
    do { return try stack.cutoutPath(-1) } catch {
      throw call.argumentError(table.index, "cutoutPath: the function returned a bad path (\(error.message))")
    }
  }

  private func makeDefaultViews(_ call: LuaCall) throws(LuaCallError) -> Int32 {
    let stack = call.stack
    var content = DefaultBodyContent(hint: "")
    var arrow: ArrowOrientation?? = .some(nil)
    if !stack.isNoneOrNil(2) {
      try call.table(2)
      try call.decode(2) { (i: Int32) throws(DecodingError) in
        let table = try OptionTable(stack, i, valid: Self.viewOptions)
        content.hint = try table.string("hint") ?? ""
        content.next = try table.string("next")
        content.nextLabelPosition = try table.choice("nextLabelPosition", NextLabelPosition.self) ?? .trailing
        if try table.boolean("withNextText") == false { content.next = nil }
        // "{current} of {total}": a first line of the hint; the placeholders work in the hint
        // and the next label too.
        if let progress = try table.string("progress") { content.hint = progress + (content.hint.isEmpty ? "" : "\n" + content.hint) }
        let side = try table.choice("arrowOrientation", ArrowOrientation.self)
        arrow = try table.boolean("withArrow") == false ? .none : .some(side)
      }
    }
    if content.hint.contains("{current}") || content.hint.contains("{total}") || content.next?.contains("{current}") == true
      || content.next?.contains("{total}") == true
    {
      let (current, total) = progress(on: stack)
      func fill(_ text: String) -> String {
        text.replacingOccurrences(of: "{current}", with: String(current)).replacingOccurrences(of: "{total}", with: String(total))
      }
      content.hint = fill(content.hint)
      content.next = content.next.map(fill)
    }
    ViewTables.pushDefaultViews(content, arrow: arrow, on: stack)
    return 1
  }

  /// Where the flow is, counting the marks that were and will be shown: before the current
  /// mark, those that appeared (or, never reached in this run, that will load); after it,
  /// those that will load and were not missed. A mark whose view never came does not count,
  /// so the next one reads "3 of 4" after "2 of 5". `coachMarkWillLoadAt` is asked for each
  /// mark it decides (it cannot wait here: one that tries counts as loading). Runs on
  /// `stack`, the thread of the hook that asks.
  func progress(on stack: LuaStack) -> (current: Int, total: Int) {
    let machine = controller.machine
    let index = machine.currentIndex ?? 1
    stack.pushRegistry(refs.tour)
    let hasHook = stack.rawGet(-1, "coachMarkWillLoadAt") == LUA_TFUNCTION
    stack.pop(2)
    func willLoad(_ candidate: Int) -> Bool {
      guard hasHook else { return true }
      let top = stack.top
      defer { stack.settop(top) }
      stack.pushRegistry(refs.tour)
      stack.rawGet(-1, "coachMarkWillLoadAt")
      stack.pushRegistry(refs.ctl)
      stack.push(candidate)
      let status = state.withScriptLimits { clua_pcall(stack.L, 2, 1, 0) }
      return status != LUA_OK || stack.type(-1) != LUA_TBOOLEAN || stack.boolean(-1) == true
    }
    var before = 0
    var after = 0
    for candidate in stride(from: 1, through: max(machine.count, 0), by: 1) where candidate != index {
      if machine.missedMarks.contains(candidate) { continue }
      if candidate < index {
        if machine.shownMarks.contains(candidate) || willLoad(candidate) { before += 1 }
      } else if willLoad(candidate) {
        after += 1
      }
    }
    return (before + 1, before + 1 + after)
  }

  /// `updateCurrentCoachMark(opts)` or `updateCurrentCoachMark(function(mark, converter) ... end)`.
  private func updateCurrentMark(_ call: LuaCall) throws(LuaCallError) {
    let machine = controller.machine
    guard let stored = machine.currentMark, machine.pause != nil else {
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
    push(current, on: stack)
    let markIndex = stack.top
    stack.pushValue(2)
    stack.pushValue(markIndex)
    stack.pushRegistry(try converter())
    // [.., mark, fn, mark, converter]: fn(mark, converter) edits the mark in place.
    let status = state.withScriptLimits { clua_pcall(stack.L, 2, 0, 0) }
    guard status == LUA_OK else { throw .raise }
    let edited = try call.decode(-1) { (i: Int32) throws(DecodingError) in try mark(stack, i) }
    stack.pop()
    controller.send(.updateCurrentMark(edited))
  }

  /// The converter given to `updateCurrentCoachMark`'s function: `converter:convert(pointOrRect,
  /// fromView)` gives screen coordinates.
  private func converter() throws(LuaCallError) -> Int32 {
    if let ref = converterRef { return ref }
    var converter = ObjectBuilder(state: state, name: "converter")
    converter.methods = [
      ("convert", { [unowned self] call throws(LuaCallError) in
        let path = try view(call, 3)
        let origin = controller.screen.frameOnScreen(path)!.origin
        if let rect = try? call.stack.rect(2) {
          call.stack.push(rect.offsetBy(dx: origin.x, dy: origin.y))
        } else {
          call.stack.push(try call.point(2).offsetBy(dx: origin.x, dy: origin.y))
        }
        return 1
      })
    ]
    let ref = converter.build()
    converterRef = ref
    return ref
  }
}
