import CLua
import TourCore

/// View tables as scripts write them: `{ body = view, arrow = view }` for a mark, and a view:
///
///     { width = 200, height = 60 }                         -- a custom view known by its size
///     { kind = "defaultBody", hint = "...", next = "Got it",
///       nextLabelPosition = "trailing", innerColor = "#FFFFFFFF", ... } -- Instructions' body
///     { kind = "defaultArrow", borderColor = ... }         -- the 15×9 arrow
///     { kind = "rect", children = { ... }, ... }           -- custom views (CustomViewTables)
///     { title = "Skip" }                                   -- the skip view
enum ViewTables {
  static let markKeys = ["arrow", "body"]
  static let plainKeys = ["height", "kind", "width"]
  static let colorKeys = ["borderColor", "highlightedBorderColor", "highlightedInnerColor", "innerColor"]
  static let bodyKeys =
    plainKeys + colorKeys + [
      "cornerRadius", "hint", "hintSize", "next", "nextLabelPosition", "nextSize", "progress", "textColor",
    ] + BubbleTables.bodyKeys
  static let arrowKeys = plainKeys + colorKeys + ["orientation"]
  static let skipKeys = plainKeys + colorKeys + ["cornerRadius", "textColor", "title", "titleKey", "titleSize"]
  static let kinds = ["defaultArrow", "defaultBody", "image", "rect", "text"]

  static func markViews(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> MarkViews {
    let table = try OptionTable(stack, index, valid: markKeys, noun: "field")
    guard let body = try table.read("body", { (i: Int32) throws(DecodingError) in try view(stack, i) }) else {
      throw DecodingError("a view is required").at("body")
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
      var content = DefaultBodyContent(
        hint: try table.text("hint") ?? "", next: try table.text("next"),
        nextLabelPosition: try table.choice("nextLabelPosition", NextLabelPosition.self) ?? .trailing)
      content.progress = try table.text("progress")
      content.controls = try BubbleTables.controls(table, locale: nil)
      var style = try self.style(table)
      style.fontSize = try positive(table, "hintSize")
      style.nextFontSize = try positive(table, "nextSize")
      return ViewSpec(kind: .defaultBody(content, style), width: try size(table, "width"), height: try size(table, "height"))
    case "defaultArrow":
      let table = try OptionTable(stack, index, valid: arrowKeys, noun: "field")
      _ = try table.choice("orientation", ArrowOrientation.self)
      return ViewSpec(kind: .defaultArrow(try style(table)), width: try size(table, "width"), height: try size(table, "height"))
    case let custom? where ["rect", "text", "image"].contains(custom):
      return try CustomViewTables.view(stack, index, kind: custom)
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

  /// A skip view: `{ title = "Skip" or titleKey = "skip", width =, height =, titleSize =,
  /// colours }`. `titleKey` names a string of the tour's (`translate` gives it in the current
  /// language); with neither, the title is `defaultTitle`.
  static func skipView(
    _ stack: LuaStack, _ index: Int32, defaultTitle: String, translate: (String) throws(DecodingError) -> String
  ) throws(DecodingError) -> ViewSpec {
    let table = try OptionTable(stack, index, valid: skipKeys, noun: "field")
    if let kind = try table.string("kind"), kind != "skipButton" {
      throw DecodingError("'skipButton' expected, got '\(kind.quotedInMessage)'").at("kind")
    }
    var style = try self.style(table)
    style.fontSize = try positive(table, "titleSize")
    var title = try table.text("title") ?? defaultTitle
    if let key = try table.string("titleKey") {
      do throws(DecodingError) { title = try translate(key) } catch { throw error.at("titleKey") }
    }
    return ViewSpec(kind: .skipButton(title: title, style), width: try size(table, "width"), height: try size(table, "height"))
  }

  /// The colours and corner radius of a default view.
  private static func style(_ table: OptionTable) throws(DecodingError) -> DefaultViewStyle {
    var style = DefaultViewStyle()
    style.innerColor = try color(table, "innerColor")
    style.borderColor = try color(table, "borderColor")
    style.highlightedInnerColor = try color(table, "highlightedInnerColor")
    style.highlightedBorderColor = try color(table, "highlightedBorderColor")
    if table.has("textColor") { style.textColor = try color(table, "textColor") }
    if table.has("cornerRadius") { style.cornerRadius = try size(table, "cornerRadius") }
    return style
  }

  static func color(_ table: OptionTable, _ key: StaticString) throws(DecodingError) -> RGBAColor? {
    try table.read(key) { (i: Int32) throws(DecodingError) -> RGBAColor in
      guard let text = table.stack.string(i), let color = RGBAColor(hex: text) else {
        throw DecodingError("a colour \"#RRGGBBAA\" expected, got \(table.stack.string(i).map { "'\($0)'" } ?? table.stack.typeName(i))")
      }
      return color
    }
  }

  static func size(_ table: OptionTable, _ key: StaticString) throws(DecodingError) -> Double? {
    guard let value = try table.number(key) else { return nil }
    guard value >= 0 else { throw DecodingError("must not be negative, got \(value.scriptText)").at(key.description) }
    return value
  }

  static func positive(_ table: OptionTable, _ key: StaticString) throws(DecodingError) -> Double? {
    guard let value = try table.number(key) else { return nil }
    guard value > 0 else { throw DecodingError("must be positive, got \(value.scriptText)").at(key.description) }
    return value
  }

  /// Pushes what `makeDefaultCoachViews` returns.
  static func pushDefaultViews(
    _ content: DefaultBodyContent, arrow: ArrowOrientation??, on stack: LuaStack
  ) {
    stack.newTable(record: 2)
    stack.newTable(record: 4)
    if let controls = content.controls { BubbleTables.push(controls, on: stack) }
    stack.push(key: "defaultBody")
    stack.rawSet(-2, "kind")
    stack.push(content.hint)
    stack.rawSet(-2, "hint")
    if let next = content.next {
      stack.push(next)
      stack.rawSet(-2, "next")
    }
    stack.push(content.nextLabelPosition.rawValue)
    stack.rawSet(-2, "nextLabelPosition")
    if let progress = content.progress {
      stack.push(progress)
      stack.rawSet(-2, "progress")
    }
    stack.rawSet(-2, "body")
    if let arrow {
      stack.newTable(record: 2)
      stack.push(key: "defaultArrow")
      stack.rawSet(-2, "kind")
      if let side = arrow {
        stack.push(key: side.literal)
        stack.rawSet(-2, "orientation")
      }
      stack.rawSet(-2, "arrow")
    }
  }
}
