import CLua
import TourCore

/// Custom views, a small tree:
///
///     { kind = "rect", fill = "#FFFFFFFF", border = "#D1D1D6FF", borderWidth = 1,
///       cornerRadius = 12, padding = 12 | { v, h } | { top, left, bottom, right },
///       axis = "vertical" | "horizontal", spacing = 8, alignment = "leading" | "center" | "trailing",
///       width =, height =, children = { view, ... } }
///     { kind = "text", text = "...", size = 15, weight = "regular" | "bold", color =, alignment =,
///       width =, height = }
///     { kind = "image", name = "icon.png", width = 24, height = 24 }   -- drawn as a placeholder
enum CustomViewTables {
  static let rectKeys = [
    "alignment", "axis", "border", "borderWidth", "children", "cornerRadius", "fill", "height", "kind", "padding", "spacing", "width",
  ]
  static let textKeys = ["alignment", "color", "height", "kind", "scales", "size", "text", "weight", "width"]
  static let imageKeys = ["height", "kind", "name", "width"]

  /// The most views one custom view holds, itself and all its children counted (a child
  /// table named in several places counts each time).
  static let mostViews = 1_000

  static func view(_ stack: LuaStack, _ index: Int32, kind: String) throws(DecodingError) -> ViewSpec {
    var count = 0
    return try view(stack, index, kind: kind, depth: 0, count: &count)
  }

  private static func view(_ stack: LuaStack, _ index: Int32, kind: String, depth: Int, count: inout Int) throws(DecodingError)
    -> ViewSpec
  {
    guard depth < 32 else { throw DecodingError("views nested deeper than 32 levels") }
    count += 1
    guard count <= mostViews else { throw DecodingError("more than \(mostViews) views in one custom view") }
    switch kind {
    case "text":
      let table = try OptionTable(stack, index, valid: textKeys, noun: "field")
      guard let text = try table.text("text") else { throw DecodingError("a string is required").at("text") }
      var style = TextStyle()
      if let size = try ViewTables.positive(table, "size") { style.size = size }
      if let weight = try table.choice("weight", TextStyle.Weight.self) { style.weight = weight }
      style.color = try ViewTables.color(table, "color")
      if let alignment = try table.choice("alignment", BoxStyle.Alignment.self) { style.alignment = alignment }
      if let scales = try table.boolean("scales") { style.scales = scales }
      return ViewSpec(kind: .text(text, style), width: try ViewTables.size(table, "width"), height: try ViewTables.size(table, "height"))
    case "image":
      let table = try OptionTable(stack, index, valid: imageKeys, noun: "field")
      guard let name = try table.string("name") else { throw DecodingError("a string is required").at("name") }
      return ViewSpec(kind: .image(name), width: try ViewTables.size(table, "width"), height: try ViewTables.size(table, "height"))
    default:
      let table = try OptionTable(stack, index, valid: rectKeys, noun: "field")
      var style = BoxStyle()
      style.fill = try ViewTables.color(table, "fill")
      style.border = try ViewTables.color(table, "border")
      if let width = try ViewTables.size(table, "borderWidth") { style.borderWidth = width }
      if let radius = try ViewTables.size(table, "cornerRadius") { style.cornerRadius = radius }
      if let padding = try table.read("padding", { (i: Int32) throws(DecodingError) in try insets(stack, i) }) { style.padding = padding }
      if let axis = try table.choice("axis", BoxStyle.Axis.self) { style.axis = axis }
      if let spacing = try ViewTables.size(table, "spacing") { style.spacing = spacing }
      if let alignment = try table.choice("alignment", BoxStyle.Alignment.self) { style.alignment = alignment }
      let children = try table.read("children") { (list: Int32) throws(DecodingError) -> [ViewSpec] in
        let table = try ScriptTable(stack, list, expected: "a list of views")
        var views: [ViewSpec] = []
        try table.forEachItem(most: mostViews, noun: "views") { (_, item) throws(DecodingError) in
          let child = try ScriptTable(stack, item, expected: "a view table")
          child.push("kind")
          let childKind = stack.string(-1)
          stack.pop()
          guard let childKind, ["rect", "text", "image"].contains(childKind) else {
            throw DecodingError("'rect', 'text' or 'image' expected").at("kind")
          }
          views.append(try view(stack, item, kind: childKind, depth: depth + 1, count: &count))
        }
        return views
      }
      return ViewSpec(
        kind: .box(style, children ?? []), width: try ViewTables.size(table, "width"), height: try ViewTables.size(table, "height"))
    }
  }

  /// Insets written as one number, `{ vertical, horizontal }`, `{ top, left, bottom, right }`,
  /// or `{ top =, left =, bottom =, right = }`.
  static func insets(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> EdgeInsets {
    if let all = stack.number(index), NumberRange.contains(all), all >= 0 { return EdgeInsets(top: all, left: all, bottom: all, right: all) }
    guard let table = ScriptTable(ifTable: stack, index) else {
      throw DecodingError("a number or a table of insets expected, got \(stack.typeName(index))")
    }
    // Counted to the first nil and no further than one past 4: insets hold 1, 2 or 4 numbers.
    let count: Int
    do { count = try table.items(most: 4, noun: "numbers") } catch { throw DecodingError("insets take 1, 2 or 4 numbers: \(error.message)") }
    var values: [Double] = []
    let keys = count > 0 ? (1...count).map(String.init) : ["top", "left", "bottom", "right"]
    for (offset, key) in keys.enumerated() {
      let type = count > 0 ? table.push(item: offset + 1) : table.push(named: key)
      defer { stack.pop() }
      if type == LUA_TNIL {
        values.append(0)
        continue
      }
      guard let value = stack.number(-1), NumberRange.contains(value), value >= 0 else {
        throw DecodingError("insets must be non-negative numbers within 1e9")
      }
      values.append(value)
    }
    switch values.count {
    case 2: return EdgeInsets(top: values[0], left: values[1], bottom: values[0], right: values[1])
    case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    default: throw DecodingError("insets take 1, 2 or 4 numbers, got \(values.count)")
    }
  }
}
