import TourCore

/// `ctl`, passed to every hook (API.md section 2), with its members `flow`, `helper`,
/// `overlay`, `screen` and `pages`.
struct ControllerBinding {
  unowned let context: BridgeContext
  let helper: HelperBinding

  /// Makes `ctl` and its members; their references go to `context.refs`.
  func install() {
    var refs = context.refs
    refs.flow = FlowBinding(context: context).install()
    refs.helper = helper.install()
    refs.overlay = OverlayBinding(context: context).install()
    refs.screen = ScreenBinding(context: context).install()
    refs.pages = PagesBinding(context: context).install()
    refs.anchors = context.weakKeyedTable()
    refs.viewLines = context.weakKeyedTable()
    refs.managers = context.weakKeyedTable()
    var ctl = ObjectBuilder(state: context.state, name: "ctl")
    ctl.members = [("flow", refs.flow), ("helper", refs.helper), ("overlay", refs.overlay), ("screen", refs.screen), ("pages", refs.pages)]
    let controller = context.controller
    ctl.methods = [
      (
        "stop",
        { [unowned controller, unowned context] call throws(LuaCallError) in
          if call.count >= 3, !call.stack.isNoneOrNil(3) {
            // Instructions' stop(immediately:emulatingSkip:): its second argument is a skip here.
            let position = call.scriptPosition()
            context.record(
              .warning(
                message: (position.isEmpty ? "" : position + " ")
                  + "ctl:stop takes one argument (immediately); to end the tour as skipped, as Instructions' emulatingSkip does, call ctl:skip()"))
          }
          controller.send(.stop(immediately: try call.optionalBoolean(2) ?? false))
          return 0
        }
      ),
      (
        "skip",
        { [unowned controller] _ throws(LuaCallError) in
          controller.send(.skip)
          return 0
        }
      ),
      (
        "prepareForChange",
        { [unowned controller] _ throws(LuaCallError) in
          controller.send(.prepareForChange)
          return 0
        }
      ),
      (
        "restoreAfterChangeDidComplete",
        { [unowned controller] _ throws(LuaCallError) in
          controller.send(.restoreAfterChange)
          return 0
        }
      ),
    ]
    refs.ctl = ctl.build()
    context.refs = refs
  }
}
