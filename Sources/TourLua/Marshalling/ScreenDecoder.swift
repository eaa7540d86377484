import FoundationEssentials
import TourCore
import TourImport

/// Reads a screen description (API.md section 1, "Screen") from plain data, checking every
/// field; errors name the field (`views[2].frame: ...`).
package enum ScreenDecoder {
  static let screenKeys = ["height", "image", "layoutDirection", "reduceTransparency", "safeArea", "views", "width"]
  static let viewKeys = ["autoresizing", "children", "fill", "frame", "id", "label", "scroll", "type"]
  static let scrollKeys = ["contentSize", "offset"]
  static let insetKeys = ["bottom", "left", "right", "top"]

  /// A screen file's JSON text (`screen = "app.json"`). The error's message starts with
  /// where in the text the problem is (`12:7: views[2].frame: rect expected, got string`).
  package static func screen(json data: Data, defaultDirection: LayoutDirection = .leftToRight) throws(DecodingError) -> Screen {
    let document: JSONDocument
    do { document = try JSONDocument(Array(data)) } catch {
      throw DecodingError("\(error.position): invalid JSON: \(error.problem)")
    }
    do { return try screen(document.value, defaultDirection: defaultDirection) } catch {
      throw DecodingError("\(document.position(of: error) ?? JSONPosition(line: 1, column: 1)): \(error.message)")
    }
  }

  /// A screen table; `defaultDirection` is its direction when it gives no `layoutDirection`
  /// (right to left for a right-to-left locale).
  static func screen(_ value: PlainValue, defaultDirection: LayoutDirection = .leftToRight) throws(DecodingError) -> Screen {
    let fields = try record(value, valid: screenKeys, what: "screen table")
    let width = try positive(fields["width"], "width")
    let height = try positive(fields["height"], "height")
    var safeArea = EdgeInsets()
    if let insets = fields["safeArea"], insets != .null {
      do { safeArea = try self.insets(insets) } catch { throw error.at("safeArea") }
    }
    var direction = defaultDirection
    if let value = fields["layoutDirection"], value != .null {
      guard let name = value.string, let parsed = LayoutDirection(rawValue: name) else {
        throw DecodingError("'ltr' or 'rtl' expected, got \(describe(value))").at("layoutDirection")
      }
      direction = parsed
    }
    let views = try viewList(fields["views"] ?? .array([]), path: "views")
    var image: String?
    if let value = fields["image"], value != .null {
      guard let name = value.string else { throw DecodingError("a file name expected, got \(value.kindName)").at("image") }
      image = name
    }
    var reduceTransparency = false
    if let value = fields["reduceTransparency"], value != .null {
      guard case .bool(let flag) = value else { throw DecodingError("boolean expected, got \(value.kindName)").at("reduceTransparency") }
      reduceTransparency = flag
    }
    return Screen(
      size: Size(width: width, height: height), safeArea: safeArea, layoutDirection: direction, views: views,
      image: image, reduceTransparency: reduceTransparency)
  }

  /// A safe area: `{ top =, left =, bottom =, right = }` (missing edges are 0).
  static func insets(_ value: PlainValue) throws(DecodingError) -> EdgeInsets {
    let edges = try record(value, valid: insetKeys, what: "safe area table")
    func edge(_ name: String) throws(DecodingError) -> Double {
      guard let value = edges[name], value != .null else { return 0 }
      guard let number = value.number, NumberRange.contains(number), number >= 0 else {
        throw DecodingError("a non-negative number within 1e9 expected, got \(describe(value))").at(name)
      }
      return number
    }
    return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
  }

  private static func viewList(_ value: PlainValue, path: String) throws(DecodingError) -> [ScreenView] {
    guard let items = value.items else {
      throw DecodingError("a list of views expected, got \(value.kindName)").at(path)
    }
    var views: [ScreenView] = []
    var seen: Set<String> = []
    for (offset, item) in items.enumerated() {
      let here = "\(path)[\(offset + 1)]"
      let view = try self.view(item, path: here)
      guard seen.insert(view.id).inserted else {
        throw DecodingError("'\(view.id)' is already the id of a sibling view").at("\(here).id")
      }
      views.append(view)
    }
    return views
  }

  /// A view the app adds while the tour runs: a view table, plus `parent` (the id or key path
  /// of the view it goes under) and `screen` (in a tour of several screens).
  static func addedView(_ value: PlainValue) throws(DecodingError) -> AddedView {
    var fields = value.fields ?? [:]
    let parent = fields.removeValue(forKey: "parent")
    let screen = fields.removeValue(forKey: "screen")
    for (name, given) in [("parent", parent), ("screen", screen)] {
      if let given, given != .null, given.string == nil { throw DecodingError("a name expected, got \(given.kindName)").at(name) }
    }
    let view = try self.view(value.fields == nil ? value : .object(fields), path: "view")
    return AddedView(view: view, parent: parent?.string, screen: screen?.string)
  }

  static func view(_ value: PlainValue, path: String) throws(DecodingError) -> ScreenView {
    let fields: [String: PlainValue]
    do { fields = try record(value, valid: viewKeys, what: "view table") } catch { throw error.at(path) }
    guard let id = fields["id"]?.string, !id.isEmpty else {
      throw DecodingError("a non-empty string expected, got \(describe(fields["id"] ?? .null))").at("\(path).id")
    }
    guard !id.contains(".") else {
      throw DecodingError("'\(id)' contains a dot, which separates the ids of a key path").at("\(path).id")
    }
    guard let frameValue = fields["frame"] else { throw DecodingError("a rect is required").at("\(path).frame") }
    let frame: Rect
    do { frame = try rect(frameValue) } catch { throw error.at("\(path).frame") }
    let children = try viewList(fields["children"] ?? .array([]), path: "\(path).children")
    var label: String?
    if let value = fields["label"], value != .null {
      guard let text = value.string else { throw DecodingError("a string expected, got \(value.kindName)").at("\(path).label") }
      label = text
    }
    var type: String?
    if let value = fields["type"], value != .null {
      guard let text = value.string else { throw DecodingError("a string expected, got \(value.kindName)").at("\(path).type") }
      type = text
    }
    var fill: RGBAColor?
    if let value = fields["fill"], value != .null {
      guard let text = value.string, let color = RGBAColor(hex: text) else {
        throw DecodingError("a colour \"#RRGGBBAA\" expected, got \(describe(value))").at("\(path).fill")
      }
      fill = color
    }
    let autoresizing = try autoresizingMask(fields["autoresizing"] ?? .null, path: "\(path).autoresizing")
    let scroll = try scrollArea(fields["scroll"] ?? .null, frame: frame, path: "\(path).scroll")
    return ScreenView(
      id: id, frame: frame, children: children, label: label, fill: fill, type: type, autoresizing: autoresizing, scroll: scroll)
  }

  /// `scroll = { contentSize = {w, h}, offset = {x, y} }`: the view scrolls its children over
  /// content of that size (at least its own), scrolled to that offset (default the top left;
  /// kept within what the content allows).
  static func scrollArea(_ value: PlainValue, frame: Rect, path: String) throws(DecodingError) -> ScrollArea? {
    guard value != .null else { return nil }
    let fields: [String: PlainValue]
    do { fields = try record(value, valid: scrollKeys, what: "scroll table") } catch { throw error.at(path) }
    func pair(_ name: String, positive: Bool) throws(DecodingError) -> (Double, Double)? {
      guard let given = fields[name], given != .null else { return nil }
      let numbers = (given.items ?? []).compactMap(\.number).filter(NumberRange.contains)
      guard given.items?.count == 2, numbers.count == 2, !positive || numbers.allSatisfy({ $0 >= 0 }) else {
        let what = positive ? "{w, h} of non-negative numbers" : "{x, y} of numbers"
        throw DecodingError("\(what) within 1e9 expected, got \(describe(given))").at("\(path).\(name)")
      }
      return (numbers[0], numbers[1])
    }
    guard let content = try pair("contentSize", positive: true) else { throw DecodingError("a size {w, h} is required").at("\(path).contentSize") }
    let area = ScrollArea(contentSize: Size(width: max(content.0, frame.width), height: max(content.1, frame.height)))
    let offset = try pair("offset", positive: false).map { Point(x: $0.0, y: $0.1) } ?? .zero
    return ScrollArea(contentSize: area.contentSize, offset: area.clamped(offset, viewSize: frame.size))
  }

  /// `autoresizing = { "flexibleWidth", "flexibleTopMargin" }`: UIKit's names.
  static func autoresizingMask(_ value: PlainValue, path: String) throws(DecodingError) -> AutoresizingMask {
    guard value != .null else { return [] }
    guard let items = value.items else { throw DecodingError("a list of names expected, got \(value.kindName)").at(path) }
    var mask: AutoresizingMask = []
    for (offset, item) in items.enumerated() {
      let names = AutoresizingMask.names.map(\.0)
      guard let name = item.string, let option = AutoresizingMask.names.first(where: { $0.0 == name })?.1 else {
        let given = item.string.map { "'\($0.quotedInMessage)'" } ?? item.kindName
        let suggestion = item.string.flatMap { Spelling.closest(to: $0, among: names) }.map { " (did you mean '\($0)'?)" } ?? ""
        throw DecodingError("unknown autoresizing \(given)\(suggestion); one of \(names.joined(separator: ", "))").at("\(path)[\(offset + 1)]")
      }
      mask.insert(option)
    }
    return mask
  }

  /// A rect written `{x, y, w, h}` or `{ x =, y =, width =, height = }`.
  static func rect(_ value: PlainValue) throws(DecodingError) -> Rect {
    let numbers: [PlainValue]
    if let items = value.items, items.count == 4 {
      numbers = items
    } else if let fields = value.fields, Set(fields.keys) == ["x", "y", "width", "height"] {
      numbers = ["x", "y", "width", "height"].compactMap { fields[$0] }
    } else {
      throw DecodingError("rect expected ({x, y, w, h}), got \(value.kindName)")
    }
    let values = numbers.compactMap { $0.number }.filter(NumberRange.contains)
    guard values.count == 4 else { throw DecodingError("rect expected ({x, y, w, h}) of finite numbers within ±1e9") }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  private static func record(_ value: PlainValue, valid: [String], what: String) throws(DecodingError)
    -> [String: PlainValue]
  {
    guard let fields = value.fields else { throw DecodingError("\(what) expected, got \(value.kindName)") }
    try OptionTable.rejectUnknown(fields.keys, valid: valid)
    return fields
  }

  private static func positive(_ value: PlainValue?, _ name: String) throws(DecodingError) -> Double {
    guard let value, let number = value.number, NumberRange.contains(number), number > 0 else {
      throw DecodingError("a positive number within 1e9 expected, got \(describe(value ?? .null))").at(name)
    }
    return number
  }

  private static func describe(_ value: PlainValue) -> String {
    switch value {
    case .string(let text): "'\(text)'"
    case .number(let number): number.scriptText
    case .null: "nothing"
    default: value.kindName
    }
  }
}
