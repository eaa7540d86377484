import CLua
import TourCore

/// View tables as scripts write them: `{ body = view, arrow = view }` for a mark, and a view:
///
///     { width = 200, height = 60 }                                -- a custom view
///     { kind = "defaultBody", hint = "...", next = "Got it",
///       nextLabelPosition = "trailing" }                          -- Instructions' body
///     { kind = "defaultArrow" }                                   -- the 15×9 arrow
///     { title = "Skip" }                                          -- the skip view
enum ViewTables {
  static let markKeys = ["arrow", "body"]
  static let plainKeys = ["height", "kind", "width"]
  static let bodyKeys = ["height", "hint", "kind", "next", "nextLabelPosition", "width"]
  static let arrowKeys = ["height", "kind", "orientation", "width"]
  static let skipKeys = ["height", "kind", "title", "width"]
  static let kinds = ["defaultArrow", "defaultBody"]

  static func markViews(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> MarkViews {
    let table = try OptionTable(stack, index, valid: markKeys, noun: "field")
    guard let body = try table.read("body", { (i: Int32) throws(DecodingError) in try view(stack, i) }) else {
      throw DecodingError("body: a view is required")
    }
    let arrow = try table.read("arrow") { (i: Int32) throws(DecodingError) in try view(stack, i) }
    return MarkViews(body: body, arrow: arrow)
  }

  static func view(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> ViewSpec {
    guard stack.type(index) == LUA_TTABLE else {
      throw DecodingError("view table expected, got \(stack.typeName(index))")
    }
    stack.rawGet(index, "kind")
    let kind = stack.string(-1)
    let hasKind = stack.type(-1) != LUA_TNIL
    stack.pop()
    switch kind {
    case "defaultBody":
      let table = try OptionTable(stack, index, valid: bodyKeys, noun: "field")
      let content = DefaultBodyContent(
        hint: try table.string("hint") ?? "", next: try table.string("next"),
        nextLabelPosition: try table.choice("nextLabelPosition", NextLabelPosition.self) ?? .trailing)
      return ViewSpec(kind: .defaultBody(content), width: try size(table, "width"), height: try size(table, "height"))
    case "defaultArrow":
      let table = try OptionTable(stack, index, valid: arrowKeys, noun: "field")
      _ = try table.choice("orientation", ArrowOrientation.self)
      return ViewSpec(kind: .defaultArrow, width: try size(table, "width"), height: try size(table, "height"))
    case nil where !hasKind:
      let table = try OptionTable(stack, index, valid: plainKeys, noun: "field")
      guard let width = try size(table, "width"), let height = try size(table, "height") else {
        throw DecodingError(
          "a custom view needs a width and a height (or use ctl.helper:makeDefaultCoachViews)")
      }
      return .plain(width: width, height: height)
    default:
      let names = kinds.map { "'\($0)'" }.joined(separator: ", ")
      throw DecodingError("kind: one of \(names) expected, got \(kind.map { "'\($0)'" } ?? "a non-string value")")
    }
  }

  /// A skip view: `{ title = "Skip", width =, height = }`.
  static func skipView(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> ViewSpec {
    let table = try OptionTable(stack, index, valid: skipKeys, noun: "field")
    if let kind = try table.string("kind"), kind != "skipButton" {
      throw DecodingError("kind: 'skipButton' expected, got '\(kind)'")
    }
    return ViewSpec(
      kind: .skipButton(title: try table.string("title") ?? "Skip"),
      width: try size(table, "width"), height: try size(table, "height"))
  }

  private static func size(_ table: OptionTable, _ key: String) throws(DecodingError) -> Double? {
    guard let value = try table.number(key) else { return nil }
    guard value >= 0 else { throw DecodingError("\(key): must not be negative, got \(value.scriptText)") }
    return value
  }

  /// Pushes what `makeDefaultCoachViews` returns.
  static func pushDefaultViews(
    _ content: DefaultBodyContent, arrow: ArrowOrientation??, on stack: LuaStack
  ) {
    stack.newTable(record: 2)
    stack.newTable(record: 4)
    stack.push("defaultBody")
    stack.rawSet(-2, "kind")
    stack.push(content.hint)
    stack.rawSet(-2, "hint")
    if let next = content.next {
      stack.push(next)
      stack.rawSet(-2, "next")
    }
    stack.push(content.nextLabelPosition.rawValue)
    stack.rawSet(-2, "nextLabelPosition")
    stack.rawSet(-2, "body")
    if let arrow {
      stack.newTable(record: 2)
      stack.push("defaultArrow")
      stack.rawSet(-2, "kind")
      if let side = arrow {
        stack.push(side.rawValue)
        stack.rawSet(-2, "orientation")
      }
      stack.rawSet(-2, "arrow")
    }
  }
}
