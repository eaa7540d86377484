import TourCore

/// `ctl.flow`: moving through the marks, pausing and resuming, and where the flow is.
struct FlowBinding {
  unowned let context: BridgeContext

  /// Makes `ctl.flow`; returns its registry reference.
  func install() -> Int32 {
    let controller = context.controller
    let runner = context.runner
    var flow = ObjectBuilder(state: context.state, name: "ctl.flow")
    func navigation(_ name: String, _ event: @escaping (Int) -> FlowMachine.Event) -> (String, ObjectBuilder.Body) {
      (
        name,
        { [unowned controller] call throws(LuaCallError) in
          controller.send(event(try call.optionalInteger(2) ?? 0))
          return 0
        }
      )
    }
    flow.methods = [
      navigation("showNext") { .showNext(skipping: $0) },
      navigation("showPrevious") { .showPrevious(skipping: $0) },
      (
        "pause",
        { [unowned controller, unowned runner] call throws(LuaCallError) in
          let style =
            call.stack.isNoneOrNil(2)
            ? PauseStyle.hideNothing
            : try call.decode(2) { (i: Int32) throws(DecodingError) in try OptionTable.choice(call.stack, i, PauseStyle.self) }
          controller.send(.pause(style), pausedIn: runner.running.last?.description)
          return 0
        }
      ),
      (
        "resume",
        { [unowned controller] _ throws(LuaCallError) in
          controller.send(.resume)
          return 0
        }
      ),
    ]
    flow.properties = ["currentIndex", "isStarted", "isPaused", "numberOfCoachMarks"]
    flow.get = { [unowned controller] key, call throws(LuaCallError) in
      let machine = controller.machine
      switch key {
      case "currentIndex": call.stack.pushOptional(machine.phase.currentIndex) { call.stack.push($0) }
      case "isStarted": call.stack.push(machine.phase.isStarted)
      case "isPaused": call.stack.push(machine.pause != nil)
      case "numberOfCoachMarks": call.stack.push(machine.marks.count)
      default: return false
      }
      return true
    }
    return flow.build()
  }
}
