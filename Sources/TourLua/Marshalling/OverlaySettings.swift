import CLua
import TourCore

/// The overlay's properties as scripts read and write them (`ctl.overlay.*` and the tour's
/// `overlay` table).
enum OverlaySettings {
  static let names = [
    "areTouchEventsForwarded", "backgroundColor", "blurEffectStyle", "fadeAnimationDuration",
    "isUserInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath",
  ]

  /// Reads a whole `overlay` table onto `defaults`.
  static func read(_ stack: LuaStack, _ index: Int32, defaults: OverlayConfiguration = OverlayConfiguration()) throws(DecodingError)
    -> OverlayConfiguration
  {
    let table = try OptionTable(stack, index, valid: names, noun: "overlay property")
    var overlay = defaults
    for name in names {
      defer { stack.pop() }
      guard stack.rawGet(table.index, named: name) != LUA_TNIL else { continue }
      do { try set(name, from: stack, -1, on: &overlay) } catch { throw error.at(name) }
    }
    return overlay
  }

  /// Sets one property from the value at `index`.
  static func set(_ name: String, from stack: LuaStack, _ index: Int32, on overlay: inout OverlayConfiguration)
    throws(DecodingError)
  {
    func flag() throws(DecodingError) -> Bool {
      guard let value = stack.boolean(index) else { throw DecodingError("boolean expected, got \(stack.typeName(index))") }
      return value
    }
    switch name {
    case "backgroundColor":
      guard let text = stack.string(index), let color = RGBAColor(hex: text) else {
        throw DecodingError("a colour \"#RRGGBBAA\" expected, got \(stack.string(index).map { "'\($0)'" } ?? stack.typeName(index))")
      }
      overlay.backgroundColor = color
    case "blurEffectStyle":
      overlay.blurEffectStyle =
        stack.isNoneOrNil(index) ? nil : try OptionTable.choice(stack, index, BlurEffectStyle.self)
    case "isUserInteractionEnabled": overlay.isUserInteractionEnabled = try flag()
    case "isUserInteractionEnabledInsideCutoutPath": overlay.isUserInteractionEnabledInsideCutoutPath = try flag()
    case "areTouchEventsForwarded": overlay.areTouchEventsForwarded = try flag()
    case "fadeAnimationDuration":
      guard let value = stack.number(index) else {
        throw DecodingError("a non-negative number of seconds expected, got \(stack.typeName(index))")
      }
      if let problem = value.rangeProblem { throw DecodingError("number \(problem)") }
      guard value >= 0 else { throw DecodingError("seconds must not be negative, got \(value.scriptText)") }
      overlay.fadeAnimationDuration = value
    default:
      throw DecodingError(OptionTable.unknown([name], valid: names, noun: "overlay property"))
    }
  }

  /// Pushes one property's value.
  static func push(_ name: String, of overlay: OverlayConfiguration, on stack: LuaStack) -> Bool {
    switch name {
    case "backgroundColor": stack.push(overlay.backgroundColor.hex)
    case "blurEffectStyle": stack.pushOptional(overlay.blurEffectStyle) { stack.push($0.rawValue) }
    case "isUserInteractionEnabled": stack.push(overlay.isUserInteractionEnabled)
    case "isUserInteractionEnabledInsideCutoutPath": stack.push(overlay.isUserInteractionEnabledInsideCutoutPath)
    case "areTouchEventsForwarded": stack.push(overlay.areTouchEventsForwarded)
    case "fadeAnimationDuration": stack.push(number: overlay.fadeAnimationDuration)
    default: return false
    }
    return true
  }
}
