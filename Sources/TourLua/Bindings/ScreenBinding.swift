import CLua
import TourCore

/// `ctl.screen`: the simulated app's screen: frames of views, moving, adding and removing
/// them, navigating between screens and resizing.
struct ScreenBinding {
  unowned let context: BridgeContext

  /// Makes `ctl.screen`; returns its registry reference.
  func install() -> Int32 {
    var screen = ObjectBuilder(state: context.state, name: "ctl.screen")
    screen.methods = [
      ("frame", frame), ("setFrame", setFrame), ("animate", animate), ("navigate", navigate), ("addView", addView),
      ("resize", resize), ("removeView", removeView),
    ]
    screen.properties = ["width", "height", "name", "device", "orientation", "textSize", "locale", "reduceMotion", "safeArea"]
    screen.get = { [unowned context] key, call throws(LuaCallError) in
      let controller = context.controller
      let environment = controller.environment
      switch key {
      case "width": call.stack.push(number: controller.screen.size.width)
      case "height": call.stack.push(number: controller.screen.size.height)
      case "name": call.stack.pushOptional(controller.simulatedApp.screenName) { call.stack.push($0) }
      case "device": call.stack.push(environment.device?.name ?? "standard")
      case "orientation": call.stack.push(environment.orientation.rawValue)
      case "textSize": call.stack.push(environment.textSize.shortName)
      case "locale": call.stack.push(environment.locale ?? context.strings?.sourceLanguage ?? "en")
      case "reduceMotion": call.stack.push(environment.reduceMotion)
      case "safeArea": call.stack.push(insets: controller.screen.safeArea)
      default: return false
      }
      return true
    }
    return screen.build()
  }

  private var frame: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      call.stack.push(try context.frameOfView(call, 2))
      return 1
    }
  }

  private var setFrame: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      let path = try context.view(call, 2)
      context.controller.simulatedApp.setFrame(try call.rect(3), at: path)
      return 0
    }
  }

  /// `animate(view, frame, seconds[, curve])`: the hook waits until the view has arrived.
  private var animate: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      let path = try context.view(call, 2)
      let frame = try call.rect(3)
      let seconds = try call.finite(4)
      guard seconds >= 0 else { throw call.argumentError(4, "seconds must not be negative") }
      let curve =
        call.stack.isNoneOrNil(5)
        ? TimingCurve.easeInOut
        : try call.decode(5) { (i: Int32) throws(DecodingError) in try OptionTable.choice(call.stack, i, TimingCurve.self) }
      context.controller.simulatedApp.animateView(at: path, to: frame, duration: TimeSpan(seconds: seconds), curve: curve)
      lua_pushlightuserdata(call.stack.L, context.runner.sentinel)
      call.stack.push("wait")
      call.stack.push(seconds)
      call.stack.push("ctl.screen:animate")
      throw .yieldToHost
    }
  }

  private var navigate: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      let controller = context.controller
      let name = try call.string(2)
      let app = controller.simulatedApp
      guard app.navigate(to: name) else {
        let names = app.screens.keys.sorted().joined(separator: ", ")
        throw call.argumentError(
          2, app.screens.isEmpty ? "the tour has one screen (give screens to have several)" : "unknown screen '\(name)'; screens: \(names)")
      }
      return 0
    }
  }

  private var addView: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      try call.table(2)
      let view = try call.decode(2) { (i: Int32) throws(DecodingError) in
        try ScreenDecoder.view(try call.stack.plainValue(i), path: "view")
      }
      let parent = call.stack.isNoneOrNil(3) ? nil : try call.string(3)
      let added: String?
      do throws(ScreenError) { added = try context.controller.simulatedApp.addView(view, under: parent) } catch {
        throw call.argumentError(3, error.description)
      }
      guard let added else { throw call.argumentError(2, "a view '\(view.id)' is already there") }
      call.stack.push(added)
      return 1
    }
  }

  /// `resize(width, height[, safeArea])`.
  private var resize: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
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
      context.controller.simulatedApp.resize(to: Size(width: width, height: height), safeArea: safeArea)
      return 0
    }
  }

  private var removeView: ObjectBuilder.Body {
    { [unowned context] call throws(LuaCallError) in
      let name = try call.string(2)
      do throws(ScreenError) { try context.controller.simulatedApp.removeView(name) } catch { throw call.argumentError(2, error.description) }
      return 0
    }
  }
}
