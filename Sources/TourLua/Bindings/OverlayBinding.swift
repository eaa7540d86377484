import TourCore

/// `ctl.overlay`: the overlay's settings, read and written as properties.
struct OverlayBinding {
  unowned let context: BridgeContext

  /// Makes `ctl.overlay`; returns its registry reference.
  func install() -> Int32 {
    let controller = context.controller
    var overlay = ObjectBuilder(state: context.state, name: "ctl.overlay")
    overlay.properties = OverlaySettings.names
    overlay.get = { [unowned controller] key, call throws(LuaCallError) in
      OverlaySettings.push(key, of: controller.overlay, on: call.stack)
    }
    overlay.set = { [unowned controller] key, call throws(LuaCallError) in
      do throws(DecodingError) {
        try OverlaySettings.set(key, from: call.stack, 3, on: &controller.overlay)
      } catch {
        throw .runtime("ctl.overlay.\(key): \(error.message)")
      }
    }
    return overlay.build()
  }
}
