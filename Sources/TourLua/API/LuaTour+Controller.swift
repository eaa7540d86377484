import CLua
import TourCore

/// `ctl`, passed to every hook (API.md section 2), and `ctl.flow`.
extension LuaTour {
  func installController() {
    refs.flow = makeFlow()
    refs.helper = makeHelper()
    refs.overlay = makeOverlay()
    refs.screen = makeScreen()
    refs.pages = makePages()
    var ctl = ObjectBuilder(state: state, name: "ctl")
    ctl.members = [
      ("flow", refs.flow), ("helper", refs.helper), ("overlay", refs.overlay), ("screen", refs.screen), ("pages", refs.pages),
    ]
    ctl.methods = [
      ("stop", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.ctl, "ctl", "stop")
        controller.send(.stop(immediately: try call.optionalBoolean(2) ?? false))
        return 0
      }),
      ("skip", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.ctl, "ctl", "skip")
        controller.send(.skip)
        return 0
      }),
      ("prepareForChange", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.ctl, "ctl", "prepareForChange")
        controller.send(.prepareForChange)
        return 0
      }),
      ("restoreAfterChangeDidComplete", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.ctl, "ctl", "restoreAfterChangeDidComplete")
        controller.send(.restoreAfterChange)
        return 0
      }),
    ]
    refs.ctl = ctl.build()
    refs.anchors = weakKeyedTable()
    refs.managers = weakKeyedTable()
  }

  /// A new table with weak keys, by registry reference.
  func weakKeyedTable() -> Int32 {
    state.stack.newTable()
    state.stack.newTable(record: 1)
    state.stack.push("k")
    state.stack.rawSet(-2, "__mode")
    lua_setmetatable(state.L, -2)
    return luaL_ref(state.L, clua_registryindex())
  }

  private func makeFlow() -> Int32 {
    var flow = ObjectBuilder(state: state, name: "ctl.flow")
    func navigation(_ name: String, _ event: @escaping (Int) -> FlowMachine.Event) -> (String, ObjectBuilder.Body) {
      (name, { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.flow, "ctl.flow", name)
        controller.send(event(try call.optionalInteger(2) ?? 0))
        return 0
      })
    }
    flow.methods = [
      navigation("showNext") { .showNext(skipping: $0) },
      navigation("showPrevious") { .showPrevious(skipping: $0) },
      ("pause", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.flow, "ctl.flow", "pause")
        let style = call.stack.isNoneOrNil(2)
          ? PauseStyle.hideNothing
          : try call.decode(2) { (i: Int32) throws(DecodingError) in try OptionTable.choice(call.stack, i, PauseStyle.self) }
        controller.send(.pause(style), pausedIn: runner.running.last?.description)
        return 0
      }),
      ("resume", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.flow, "ctl.flow", "resume")
        controller.send(.resume)
        return 0
      }),
    ]
    flow.properties = ["currentIndex", "isStarted", "isPaused", "numberOfCoachMarks"]
    flow.get = { [unowned self] key, call throws(LuaCallError) in
      let machine = controller.machine
      switch key {
      case "currentIndex": call.stack.pushOptional(machine.currentIndex) { call.stack.push($0) }
      case "isStarted": call.stack.push(machine.isStarted)
      case "isPaused": call.stack.push(machine.pause != nil)
      case "numberOfCoachMarks": call.stack.push(machine.count)
      default: return false
      }
      return true
    }
    return flow.build()
  }

  /// `ctl.pages`: the flow seen as pages (Tutorializer's), for any tour.
  private func makePages() -> Int32 {
    var pages = ObjectBuilder(state: state, name: "ctl.pages")
    pages.methods = [
      ("next", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.pages, "ctl.pages", "next")
        controller.send(.showNext(skipping: 0))
        return 0
      }),
      ("previous", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.pages, "ctl.pages", "previous")
        controller.send(.showPrevious(skipping: 0))
        return 0
      }),
    ]
    pages.properties = ["current", "count", "id"]
    pages.get = { [unowned self] key, call throws(LuaCallError) in
      let machine = controller.machine
      switch key {
      case "current": call.stack.pushOptional(machine.currentIndex) { call.stack.push($0) }
      case "count": call.stack.push(machine.count)
      case "id":
        let id = machine.currentIndex.flatMap { $0 <= pageIDs.count ? pageIDs[$0 - 1] : nil }
        call.stack.pushOptional(id) { call.stack.push($0) }
      default: return false
      }
      return true
    }
    return pages.build()
  }

  private func makeOverlay() -> Int32 {
    var overlay = ObjectBuilder(state: state, name: "ctl.overlay")
    overlay.properties = OverlaySettings.names
    overlay.get = { [unowned self] key, call throws(LuaCallError) in
      OverlaySettings.push(key, of: controller.overlay, on: call.stack)
    }
    overlay.set = { [unowned self] key, call throws(LuaCallError) in
      do throws(DecodingError) {
        try OverlaySettings.set(key, from: call.stack, 3, on: &controller.overlay)
      } catch {
        throw .runtime("ctl.overlay.\(key): \(error.message)")
      }
    }
    return overlay.build()
  }

  private func makeScreen() -> Int32 {
    var screen = ObjectBuilder(state: state, name: "ctl.screen")
    screen.methods = [
      ("frame", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.screen, "ctl.screen", "frame")
        let path = try view(call, 2)
        call.stack.push(controller.screen.frameOnScreen(path)!)
        return 1
      }),
      ("setFrame", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.screen, "ctl.screen", "setFrame")
        let path = try view(call, 2)
        controller.setFrame(try call.rect(3), at: path)
        return 0
      }),
      ("animate", { [unowned self] call throws(LuaCallError) in
        try call.checkSelf(refs.screen, "ctl.screen", "animate")
        let path = try view(call, 2)
        let frame = try call.rect(3)
        let seconds = try call.finite(4)
        guard seconds >= 0 else { throw call.argumentError(4, "seconds must not be negative") }
        let curve = call.stack.isNoneOrNil(5)
          ? TimingCurve.easeInOut
          : try call.decode(5) { (i: Int32) throws(DecodingError) in try OptionTable.choice(call.stack, i, TimingCurve.self) }
        controller.animateView(at: path, to: frame, duration: TimeSpan(seconds: seconds), curve: curve)
        // The hook waits until the view has arrived.
        lua_pushlightuserdata(call.stack.L, runner.sentinel)
        call.stack.push("wait")
        call.stack.push(seconds)
        call.stack.push("ctl.screen:animate")
        throw .yieldToHost
      }),
    ]
    screen.methods.append(("navigate", { [unowned self] call throws(LuaCallError) in
      try call.checkSelf(refs.screen, "ctl.screen", "navigate")
      let name = try call.string(2)
      guard controller.navigate(to: name) else {
        let names = controller.screens.keys.sorted().joined(separator: ", ")
        throw call.argumentError(
          2, controller.screens.isEmpty ? "the tour has one screen (give screens to have several)" : "unknown screen '\(name)'; screens: \(names)")
      }
      return 0
    }))
    screen.methods.append(("addView", { [unowned self] (call: LuaCall) throws(LuaCallError) -> Int32 in
      try call.checkSelf(refs.screen, "ctl.screen", "addView")
      try call.table(2)
      let view = try call.decode(2) { (i: Int32) throws(DecodingError) in
        try ScreenDecoder.view(try call.stack.plainValue(i), path: "view")
      }
      let parent = call.stack.isNoneOrNil(3) ? nil : try call.string(3)
      let added: String?
      do throws(ScreenError) { added = try controller.addView(view, under: parent) } catch { throw call.argumentError(3, error.description) }
      guard let added else { throw call.argumentError(2, "a view '\(view.id)' is already there") }
      call.stack.push(added)
      return 1
    }))
    screen.methods.append(("resize", { [unowned self] (call: LuaCall) throws(LuaCallError) -> Int32 in
      try call.checkSelf(refs.screen, "ctl.screen", "resize")
      let width = try call.finite(2)
      let height = try call.finite(3)
      guard width > 0, height > 0 else { throw call.argumentError(width > 0 ? 3 : 2, "the size must be positive") }
      var safeArea: EdgeInsets?
      if !call.stack.isNoneOrNil(4) {
        let insets = try call.decode(4) { (i: Int32) throws(DecodingError) in try ScreenDecoder.insets(try call.stack.plainValue(i)) }
        guard insets.top + insets.bottom < height, insets.left + insets.right < width else {
          throw call.argumentError(4, "the safe area leaves no room on a \(width.scriptText)×\(height.scriptText) screen")
        }
        safeArea = insets
      }
      controller.resize(to: Size(width: width, height: height), safeArea: safeArea)
      return 0
    }))
    screen.methods.append(("removeView", { [unowned self] (call: LuaCall) throws(LuaCallError) -> Int32 in
      try call.checkSelf(refs.screen, "ctl.screen", "removeView")
      let name = try call.string(2)
      do throws(ScreenError) { try controller.removeView(name) } catch { throw call.argumentError(2, error.description) }
      return 0
    }))
    screen.properties = ["width", "height", "name"]
    screen.get = { [unowned self] key, call throws(LuaCallError) in
      switch key {
      case "width": call.stack.push(number: controller.screen.size.width)
      case "height": call.stack.push(number: controller.screen.size.height)
      case "name": call.stack.pushOptional(controller.screenName) { call.stack.push($0) }
      default: return false
      }
      return true
    }
    return screen.build()
  }

  /// The view named by argument `index` (an id or key path).
  func view(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> ViewPath {
    let name = try call.string(index)
    do {
      return try controller.screen.resolve(name)
    } catch {
      throw call.argumentError(index, error.description)
    }
  }
}
