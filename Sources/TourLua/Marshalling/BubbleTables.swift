import CLua
import TourCore

/// A rich bubble's fields, in `makeDefaultCoachViews`' options and in the body table it
/// returns:
///
///     title = "Search", back = "Back" (or true: "Back" in the tour's language),
///     close = true (or its name), dots = true, actions = { { id = "demo", title = "Show me" } },
///     backOnFirst = true            -- options only: back on the first mark too
///     step = { 2, 5 }               -- body table only: what the dots draw
enum BubbleTables {
  /// The fields of a body table.
  static let bodyKeys = ["actions", "back", "close", "dots", "image", "step", "title"]
  /// The options of `makeDefaultCoachViews`.
  static let optionKeys = ["actions", "back", "backOnFirst", "close", "dots", "image", "title"]
  /// The fields of a leading image given as a table.
  static let imageKeys = ["alt", "decorative", "file", "size"]
  /// The most actions a bubble holds (each is a row).
  static let mostActions = 8

  /// The controls the table sets; nil when it sets none (Instructions' body). `back = true`
  /// and `close = true` are the words of `locale`.
  static func controls(_ table: OptionTable, locale: String?) throws(DecodingError) -> BubbleControls? {
    var controls = BubbleControls()
    controls.title = try table.text("title")
    controls.back = try word(table, "back") { ControlWords.back(locale: locale) }
    controls.close = try word(table, "close") { ControlWords.close(locale: locale) }
    controls.showsDots = try table.boolean("dots") ?? false
    controls.actions = try table.read("actions") { (i: Int32) throws(DecodingError) in try actions(table.stack, i) } ?? []
    controls.step = try table.read("step") { (i: Int32) throws(DecodingError) in try step(table.stack, i) }
    controls.image = try table.read("image") { (i: Int32) throws(DecodingError) in try image(table.stack, i) }
    let isRich =
      controls.title != nil || controls.back != nil || controls.close != nil || controls.showsDots || !controls.actions.isEmpty
      || controls.image != nil
    return isRich ? controls : nil
  }

  /// A label given as a string, or `true` for tourhost's word; `false` or nil: none.
  private static func word(_ table: OptionTable, _ key: StaticString, _ standard: () -> String) throws(DecodingError) -> String? {
    if table.stack.rawGet(table.index, key) == LUA_TBOOLEAN {
      defer { table.stack.pop() }
      return table.stack.boolean(-1) == true ? standard() : nil
    }
    let isText = table.stack.type(-1) == LUA_TSTRING || table.stack.type(-1) == LUA_TNIL
    let typeName = table.stack.typeName(-1)
    table.stack.pop()
    guard isText else { throw DecodingError("a label or true expected, got \(typeName)").at(key.description) }
    return try table.text(key)
  }

  private static func actions(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> [BubbleAction] {
    let list = try ScriptTable(stack, index, expected: "a list of { id =, title = }")
    // Counted a little past the cap, for the message; never to a length the script gave.
    let count = list.itemCount(most: 1_000)
    guard count <= mostActions else {
      throw DecodingError("\(count > 1_000 ? "more than 1000" : String(count)) actions; a bubble holds at most \(mostActions)")
    }
    var actions: [BubbleAction] = []
    try list.forEachItem(most: mostActions, noun: "actions") { (_, item) throws(DecodingError) in
      guard stack.type(item) == LUA_TTABLE else { throw DecodingError("{ id =, title = } expected, got \(stack.typeName(item))") }
      let entry = try OptionTable(stack, item, valid: ["id", "title"], noun: "field")
      guard let id = try entry.string("id"), !id.isEmpty else { throw DecodingError("an action needs an id") }
      if actions.contains(where: { $0.id == id }) { throw DecodingError("the id '\(id.quotedInMessage)' is used twice").at("id") }
      actions.append(BubbleAction(id: id, title: try entry.text("title") ?? id))
    }
    return actions
  }

  /// `image = "icons/cart.png"` or `{ file =, size = {w, h}, alt =, decorative = }`: read
  /// later, from the script's folder (`BubbleImageReader`); here its file and how to show it.
  private static func image(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> BubbleImage {
    if let file = stack.type(index) == LUA_TSTRING ? stack.string(index) : nil {
      guard !file.isEmpty else { throw DecodingError("a file name expected, got ''") }
      return BubbleImage(file: file, alt: nil, pixels: .zero, dataURI: "")
    }
    guard stack.type(index) == LUA_TTABLE else {
      throw DecodingError("a file name or { file =, size =, alt =, decorative = } expected, got \(stack.typeName(index))")
    }
    let entry = try OptionTable(stack, index, valid: imageKeys, noun: "field")
    guard let file = try entry.string("file"), !file.isEmpty else { throw DecodingError("a file name is required").at("file") }
    let size = try entry.read("size") { (i: Int32) throws(DecodingError) -> Size in
      let given = try stack.size(i)
      guard given.width > 0, given.height > 0, given.width <= 10_000, given.height <= 10_000 else {
        throw DecodingError("a size {w, h} of 1 to 10000 points expected")
      }
      return given
    }
    return BubbleImage(
      file: file, alt: try entry.text("alt"), isDecorative: try entry.boolean("decorative") ?? false, pixels: .zero, size: size, dataURI: "")
  }

  private static func step(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> BubbleStep {
    let table = try ScriptTable(stack, index, expected: "{ current, total }")
    var numbers: [Int] = []
    for n in 1...2 {
      table.push(item: n)
      defer { stack.pop() }
      guard let value = stack.integer(-1), value >= 1, value <= 100_000 else { throw DecodingError("{ current, total } expected: two counts from 1") }
      numbers.append(Int(value))
    }
    guard numbers[0] <= numbers[1] else { throw DecodingError("the current step \(numbers[0]) is past the total \(numbers[1])") }
    return BubbleStep(current: numbers[0], total: numbers[1])
  }

  /// Sets the controls' fields on the body table at the top of the stack.
  static func push(_ controls: BubbleControls, on stack: LuaStack) {
    func set(_ key: String, _ value: String?) {
      guard let value else { return }
      stack.push(value)
      stack.rawSet(-2, named: key)
    }
    set("title", controls.title)
    set("back", controls.back)
    set("close", controls.close)
    if controls.showsDots {
      stack.push(true)
      stack.rawSet(-2, "dots")
    }
    if let step = controls.step {
      stack.newTable(array: 2)
      stack.push(step.current)
      stack.rawSet(-2, 1)
      stack.push(step.total)
      stack.rawSet(-2, 2)
      stack.rawSet(-2, "step")
    }
    if let image = controls.image {
      stack.newTable(record: 4)
      set("file", image.file)
      set("alt", image.alt)
      if image.isDecorative {
        stack.push(true)
        stack.rawSet(-2, "decorative")
      }
      if image.size != image.pixels {
        stack.push(image.size)
        stack.rawSet(-2, "size")
      }
      stack.rawSet(-2, "image")
    }
    guard !controls.actions.isEmpty else { return }
    stack.newTable(array: Int32(controls.actions.count))
    for (offset, action) in controls.actions.enumerated() {
      stack.newTable(record: 2)
      set("id", action.id)
      set("title", action.title)
      stack.rawSet(-2, offset + 1)
    }
    stack.rawSet(-2, "actions")
  }
}
