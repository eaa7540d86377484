import CLua
import TourCore

/// The fields of a mark table, as scripts read and write them (API.md section 3). One list
/// serves `makeCoachMark`, the marks hooks receive, and the marks they return.
enum MarkFields {
  /// Every field of a mark table.
  static let names = [
    "cutoutPath", "pointOfInterest", "arrowOrientation", "gapBetweenBodyAndArrow",
    "gapBetweenCoachMarkAndCutoutPath", "maxWidth", "horizontalMargin", "isDisplayedOverCutoutPath",
    "isOverlayInteractionEnabled", "isUserInteractionEnabledInsideCutoutPath", "scroll", "transition", "screen", "advanceOn", "waitFor", "check",
    "id",
  ]

  /// The fields that are plain settings (every field but the geometry).
  static let settings = Array(names.dropFirst(2))

  /// Reads the settings present in `table` into `mark`.
  static func readSettings(_ table: OptionTable, into mark: inout CoachMark) throws(DecodingError) {
    if table.has("arrowOrientation") { mark.arrowOrientation = try table.choice("arrowOrientation", ArrowOrientation.self) }
    if let value = try table.number("gapBetweenBodyAndArrow") { mark.gapBetweenBodyAndArrow = value }
    if let value = try table.number("gapBetweenCoachMarkAndCutoutPath") { mark.gapBetweenCoachMarkAndCutoutPath = value }
    if let value = try table.number("maxWidth") {
      guard value >= 0 else { throw DecodingError("must not be negative, got \(value.scriptText)").at("maxWidth") }
      mark.maxWidth = value
    }
    if let value = try table.number("horizontalMargin") { mark.horizontalMargin = value }
    if let value = try table.boolean("isDisplayedOverCutoutPath") { mark.isDisplayedOverCutoutPath = value }
    if let value = try table.boolean("isOverlayInteractionEnabled") { mark.isOverlayInteractionEnabled = value }
    if let value = try table.boolean("isUserInteractionEnabledInsideCutoutPath") {
      mark.isUserInteractionEnabledInsideCutoutPath = value
    }
    if let value = try table.boolean("scroll") { mark.scrollsIntoView = value }
    if table.has("transition") { mark.transition = try table.choice("transition", MarkTransition.self) }
    if table.has("screen") { mark.screenName = try table.string("screen") }
    if table.has("id") { mark.stepID = try table.string("id") }
    if table.has("waitFor") { mark.pendingView = try table.read("waitFor") { (i: Int32) throws(DecodingError) in try pending(table.stack, i) } }
    if table.has("advanceOn") { mark.advanceOn = try table.read("advanceOn") { (i: Int32) throws(DecodingError) in try advance(table.stack, i) } }
    if table.has("check") { mark.checkIgnore = try table.read("check") { (i: Int32) throws(DecodingError) in try checkIgnore(table.stack, i) } ?? [] }
  }

  /// `check = { ignore = { "rule-id", ... } }`.
  static func checkIgnore(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> [String] {
    let value = try stack.plainValue(index)
    guard let fields = value.fields, Set(fields.keys).isSubset(of: ["ignore"]),
      let items = (fields["ignore"] ?? .array([])).items, items.allSatisfy({ $0.string != nil })
    else { throw DecodingError("a table { ignore = { \"rule-id\", ... } } expected, got \(value.kindName)") }
    return items.compactMap(\.string)
  }

  /// Why the mark's options leave its body no width on `screen`, or nil (API.md section 3,
  /// "Options that leave no room").
  static func roomProblem(_ mark: CoachMark, on screen: Screen) -> String? {
    let width = screen.size.width - screen.safeArea.left - screen.safeArea.right
    if width - 2 * mark.horizontalMargin <= 0 {
      return "horizontalMargin \(mark.horizontalMargin.scriptText) leaves no width on a \(screen.size.width.scriptText)-point screen"
    }
    if mark.maxWidth <= 0 { return "maxWidth \(mark.maxWidth.scriptText) leaves no width" }
    return nil
  }

  /// `waitFor = { view = "banner", seconds = 2, onMissing = "skip" }`: the view a mark waits for
  /// (`["then"] = "centre"` in place of `onMissing` for a declared policy, whose wait may be 0,
  /// with the `reason` its target is missing).
  static func pending(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> PendingView {
    let table = try OptionTable(stack, index, valid: ["onMissing", "reason", "seconds", "then", "view"], noun: "field")
    guard let view = try table.string("view") else { throw DecodingError("the view's name expected").at("view") }
    if table.has("then") {
      let policy = try Self.policy(table, waitKey: "seconds")
      var pending = PendingView(name: view, wait: TimeSpan(seconds: policy.wait), onMissing: policy.then, isDeclared: true)
      pending.problem = try table.string("reason")
      return pending
    }
    guard let seconds = try table.number("seconds"), seconds > 0, seconds.isFinite else {
      throw DecodingError("a positive number expected").at("seconds")
    }
    return PendingView(
      name: view, wait: TimeSpan(seconds: seconds), onMissing: try table.choice("onMissing", PendingView.OnMissing.self) ?? .skip)
  }

  /// The longest a declared policy waits for a target: a day.
  static let longestWait = 86_400.0

  /// A declared policy for a missing target: `{ wait = 2, ["then"] = "centre" }`, a mark's or a
  /// tour's `onMissing`. `wait` defaults to 0, `then` to `skip`.
  static func policy(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> PendingView.Policy {
    try policy(try OptionTable(stack, index, valid: ["then", "wait"], noun: "field"), waitKey: "wait")
  }

  /// The policy in `table` (its wait under `waitKey`: `waitFor` says `seconds`).
  private static func policy(_ table: OptionTable, waitKey: StaticString) throws(DecodingError) -> PendingView.Policy {
    let wait = try table.number(waitKey) ?? 0
    guard wait >= 0, wait <= longestWait else {
      throw DecodingError("seconds from 0 to \(Int(longestWait)) expected, got \(wait.scriptText)").at(waitKey.description)
    }
    guard let name = try table.string("then") else { return PendingView.Policy(wait: wait, then: .skip) }
    guard let then = PendingView.OnMissing(policyName: name) else {
      let names = PendingView.OnMissing.policyNames.map { "'\($0)'" }.joined(separator: ", ")
      throw DecodingError("one of \(names) expected, got '\(name.quotedInMessage)'").at("then")
    }
    return PendingView.Policy(wait: wait, then: then)
  }

  /// `advanceOn`: `"tap"`, or `{ event = "NAME" }`.
  static func advance(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> MarkAdvance {
    if let word = stack.string(index) {
      guard word == "tap" else { throw DecodingError("'tap' or { event = \"NAME\" } expected, got '\(word.quotedInMessage)'") }
      return .tap
    }
    guard stack.type(index) == LUA_TTABLE else { throw DecodingError("'tap' or { event = \"NAME\" } expected, got \(stack.typeName(index))") }
    let table = try OptionTable(stack, index, valid: ["event"], noun: "field")
    guard let name = try table.string("event"), !name.isEmpty else { throw DecodingError("the name of an event expected").at("event") }
    return .event(name)
  }

  /// Reads a whole mark table (geometry in screen coordinates). Absent fields keep their
  /// defaults; a field set to nil clears it.
  static func read(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> CoachMark {
    let table = try OptionTable(stack, index, valid: names, noun: "mark field")
    var mark = CoachMark()
    mark.cutoutPath = try table.read("cutoutPath", stack.cutoutPath)
    mark.pointOfInterest = try table.read("pointOfInterest", stack.point)
    try readSettings(table, into: &mark)
    return mark
  }

  /// Pushes a mark as a table with every field.
  static func push(_ mark: CoachMark, on stack: LuaStack) {
    _ = stack.ensure(8)
    stack.newTable(record: fieldCount(of: mark))
    if let path = mark.cutoutPath {
      stack.push(path)
      stack.rawSet(-2, "cutoutPath")
    }
    if let point = mark.pointOfInterest {
      stack.push(point)
      stack.rawSet(-2, "pointOfInterest")
    }
    if let side = mark.arrowOrientation {
      stack.push(key: side.literal)
      stack.rawSet(-2, "arrowOrientation")
    }
    let numbers: [(StaticString, Double)] = [
      ("gapBetweenBodyAndArrow", mark.gapBetweenBodyAndArrow),
      ("gapBetweenCoachMarkAndCutoutPath", mark.gapBetweenCoachMarkAndCutoutPath),
      ("maxWidth", mark.maxWidth), ("horizontalMargin", mark.horizontalMargin),
    ]
    for (name, value) in numbers {
      stack.push(number: value)
      stack.rawSet(-2, name)
    }
    let flags: [(StaticString, Bool)] = [
      ("isDisplayedOverCutoutPath", mark.isDisplayedOverCutoutPath),
      ("isOverlayInteractionEnabled", mark.isOverlayInteractionEnabled),
      ("isUserInteractionEnabledInsideCutoutPath", mark.isUserInteractionEnabledInsideCutoutPath),
      ("scroll", mark.scrollsIntoView),
    ]
    for (name, value) in flags {
      stack.push(value)
      stack.rawSet(-2, name)
    }
    if let screen = mark.screenName {
      stack.push(screen)
      stack.rawSet(-2, "screen")
    }
    if let transition = mark.transition {
      stack.push(transition.rawValue)
      stack.rawSet(-2, "transition")
    }
    if let id = mark.stepID {
      stack.push(id)
      stack.rawSet(-2, "id")
    }
    pushGuidance(mark, on: stack)
  }

  /// How many fields `push` sets: the table is made that size, not the size of every field,
  /// which would double the memory of the most common mark table.
  private static func fieldCount(of mark: CoachMark) -> Int32 {
    func one(_ present: Bool) -> Int32 { present ? 1 : 0 }
    return 8 + one(mark.cutoutPath != nil) + one(mark.pointOfInterest != nil) + one(mark.arrowOrientation != nil)
      + one(mark.screenName != nil) + one(mark.transition != nil) + one(mark.stepID != nil) + one(mark.pendingView != nil)
      + one(!mark.checkIgnore.isEmpty) + one(mark.advanceOn != nil)
  }

  /// A mark's `waitFor`, `check` and `advanceOn`, into the table on top of the stack.
  private static func pushGuidance(_ mark: CoachMark, on stack: LuaStack) {
    if let pending = mark.pendingView {
      stack.newTable(record: 3)
      stack.push(pending.name)
      stack.rawSet(-2, "view")
      stack.push(number: pending.wait.seconds)
      stack.rawSet(-2, "seconds")
      stack.push(pending.isDeclared ? pending.onMissing.policyName : pending.onMissing.rawValue)
      stack.rawSet(-2, pending.isDeclared ? "then" : "onMissing")
      if let problem = pending.problem {
        stack.push(problem)
        stack.rawSet(-2, "reason")
      }
      stack.rawSet(-2, "waitFor")
    }
    if !mark.checkIgnore.isEmpty {
      stack.newTable(record: 1)
      stack.newTable(array: Int32(mark.checkIgnore.count))
      for (offset, rule) in mark.checkIgnore.enumerated() {
        stack.push(rule)
        stack.rawSet(-2, offset + 1)
      }
      stack.rawSet(-2, "ignore")
      stack.rawSet(-2, "check")
    }
    switch mark.advanceOn {
    case .tap:
      stack.push(key: "tap")
      stack.rawSet(-2, "advanceOn")
    case .event(let name):
      stack.newTable(record: 1)
      stack.push(name)
      stack.rawSet(-2, "event")
      stack.rawSet(-2, "advanceOn")
    case nil:
      break
    }
  }
}

extension ArrowOrientation {
  /// The side's name as a literal, which `LuaStack.push(key:)` interns once (its raw value).
  var literal: StaticString {
    switch self {
    case .top: "top"
    case .bottom: "bottom"
    case .left: "left"
    case .right: "right"
    }
  }
}
