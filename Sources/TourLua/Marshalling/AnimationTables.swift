import CLua
import TourCore

/// What scripts write for animations (API.md, `fetchAppearanceTransition` and siblings):
///
///     manager.parameters.duration = 0.5         -- seconds (default 0.3)
///     manager.parameters.delay = 0.1            -- seconds (default 0)
///     manager.parameters.curve = "easeOut"      -- linear, easeIn, easeOut, easeInOut (default)
///     manager.parameters.keyframeMode = "cubic" -- linear (default), discrete, cubic
///     manager.parameters.autoreverses = false   -- idle animations: back and forth (default)
///     manager:animate {
///       alpha = 1, translation = { 0, 0 }, scale = 1, rotation = 0,  -- where it ends
///       fromInitialState = { alpha = 0, translation = { 0, 20 } },     -- where it starts
///       completion = function(finished) ... end,
///     }
///     manager:animate { keyframes = { { start = 0, duration = 0.5, scale = 1.2 }, ... } }
///
/// Rotation is in degrees; scale is a number or `{ x, y }`.
enum AnimationTables {
  static let stateKeys = ["alpha", "rotation", "scale", "translation"]
  static let animateKeys = stateKeys + ["completion", "fromInitialState", "keyframes"]
  static let keyframeKeys = stateKeys + ["duration", "start"]
  static let parameterKeys = ["autoreverses", "curve", "delay", "duration", "keyframeMode"]
  /// The most keyframes one animation has.
  static let mostKeyframes = 100

  /// What `manager:animate` describes (the completion is kept apart).
  struct Description {
    var target = ViewStateChange()
    var initial: ViewStateChange?
    var keyframes: [Keyframe]?
  }

  static func describe(_ stack: LuaStack, _ index: Int32, idle: Bool) throws(DecodingError) -> Description {
    let table = try OptionTable(stack, index, valid: animateKeys, noun: "field")
    var description = Description()
    description.target = try change(table)
    if table.has("fromInitialState") {
      guard !idle else { throw DecodingError("idle animations start from the shown mark").at("fromInitialState") }
      description.initial = try table.read("fromInitialState") { (i: Int32) throws(DecodingError) in
        try change(OptionTable(stack, i, valid: stateKeys, noun: "field"))
      }
    }
    description.keyframes = try table.read("keyframes") { (list: Int32) throws(DecodingError) -> [Keyframe] in
      let table = try ScriptTable(stack, list, expected: "a list of keyframes")
      var keyframes: [Keyframe] = []
      try table.forEachItem(most: mostKeyframes, noun: "keyframes") { (_, item) throws(DecodingError) in
        let frame = try OptionTable(stack, item, valid: keyframeKeys, noun: "field")
        let start = try fraction(frame, "start") ?? 0
        let duration = try fraction(frame, "duration") ?? (1 - start)
        guard start + duration <= 1.000001 else { throw DecodingError("start + duration must not pass 1") }
        keyframes.append(Keyframe(relativeStart: start, relativeDuration: duration, change: try change(frame)))
      }
      guard !keyframes.isEmpty else { throw DecodingError("a list of keyframes expected") }
      return keyframes
    }
    if description.keyframes != nil, description.target != ViewStateChange() {
      throw DecodingError("give either keyframes or target values (alpha, translation, scale, rotation), not both")
    }
    return description
  }

  private static func fraction(_ table: OptionTable, _ key: StaticString) throws(DecodingError) -> Double? {
    guard let value = try table.number(key) else { return nil }
    guard (0...1).contains(value) else { throw DecodingError("a fraction from 0 to 1 expected, got \(value.scriptText)").at(key.description) }
    return value
  }

  /// The state properties present in a table.
  static func change(_ table: OptionTable) throws(DecodingError) -> ViewStateChange {
    let stack = table.stack
    var change = ViewStateChange()
    if let alpha = try table.number("alpha") {
      guard (0...1).contains(alpha) else { throw DecodingError("from 0 to 1 expected, got \(alpha.scriptText)").at("alpha") }
      change.alpha = alpha
    }
    change.translation = try table.read("translation", stack.point)
    change.rotation = try table.number("rotation")
    change.scale = try table.read("scale") { (i: Int32) throws(DecodingError) -> Size in
      if let uniform = stack.number(i) {
        if let problem = uniform.rangeProblem { throw DecodingError(problem) }
        return Size(width: uniform, height: uniform)
      }
      let point = try stack.point(i)
      return Size(width: point.x, height: point.y)
    }
    return change
  }

  /// Reads `manager.parameters` onto an animation.
  static func parameters(_ stack: LuaStack, _ index: Int32, into animation: inout MarkAnimation) throws(DecodingError) {
    let table = try OptionTable(stack, index, valid: parameterKeys, noun: "parameter")
    func seconds(_ key: StaticString) throws(DecodingError) -> TimeSpan? {
      guard let value = try table.number(key) else { return nil }
      guard value >= 0 else { throw DecodingError("seconds must not be negative, got \(value.scriptText)").at(key.description) }
      return TimeSpan(seconds: value)
    }
    if let duration = try seconds("duration") { animation.duration = duration }
    if let delay = try seconds("delay") { animation.delay = delay }
    if let curve = try table.choice("curve", TimingCurve.self) { animation.curve = curve }
    if let mode = try table.choice("keyframeMode", KeyframeMode.self) { animation.keyframeMode = mode }
    if let flag = try table.boolean("autoreverses") { animation.autoreverses = flag }
  }
}
