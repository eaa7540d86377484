import TourCore

/// `ctl.pages`: the flow seen as pages (Tutorializer's), for any tour.
struct PagesBinding {
  unowned let context: BridgeContext

  /// Makes `ctl.pages`; returns its registry reference.
  func install() -> Int32 {
    let controller = context.controller
    var pages = ObjectBuilder(state: context.state, name: "ctl.pages")
    pages.methods = [
      (
        "next",
        { [unowned controller] _ throws(LuaCallError) in
          controller.send(.showNext(skipping: 0))
          return 0
        }
      ),
      (
        "previous",
        { [unowned controller] _ throws(LuaCallError) in
          controller.send(.showPrevious(skipping: 0))
          return 0
        }
      ),
    ]
    pages.properties = ["current", "count", "id"]
    pages.get = { [unowned context] key, call throws(LuaCallError) in
      let machine = context.controller.machine
      switch key {
      case "current": call.stack.pushOptional(machine.phase.currentIndex) { call.stack.push($0) }
      case "count": call.stack.push(machine.marks.count)
      case "id":
        let ids = context.pageIDs
        let id = machine.phase.currentIndex.flatMap { $0 <= ids.count ? ids[$0 - 1] : nil }
        call.stack.pushOptional(id) { call.stack.push($0) }
      default: return false
      }
      return true
    }
    return pages.build()
  }
}
