import CLua

/// The `pages` field of a tour (Tutorializer's pages), checked before the tour runs:
///
///     pages = {
///       { id = "search", marks = {
///           { view = "searchField", hint = "Type a product", position = "below", width = 200 },
///           { view = "scanner", hint = "Or scan it" },
///       } },
///     }
///
/// A mark takes `makeCoachMark`'s options, `hint` (required), `position` ("above" or "below":
/// where the hint goes) and `width` (the widest the hint may be).
enum PageTables {
  static let pageKeys = ["id", "marks"]
  static let markKeys = HelperBinding.markOptions + ["hint", "position", "width"]

  /// Checks the list at `index`; returns the pages' ids (nil where a page has none).
  static func check(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> [String?] {
    guard let list = ScriptTable(ifTable: stack, index), list.itemCount(most: 1) > 0 else {
      throw DecodingError("a list of pages expected, got \(stack.type(index) == LUA_TTABLE ? "an empty table" : stack.typeName(index))")
    }
    var ids: [String?] = []
    do {
      try list.forEachItem(most: mostPages, noun: "pages") { (_, item) throws(DecodingError) in
        guard stack.type(item) == LUA_TTABLE else { throw DecodingError("a page table expected, got \(stack.typeName(item))") }
        let page = try OptionTable(stack, item, valid: pageKeys, noun: "field")
        ids.append(try page.string("id"))
        stack.rawGet(item, "marks")
        defer { stack.pop() }
        guard stack.type(-1) != LUA_TNIL else { throw DecodingError("a page needs a list of marks").at("marks") }
        _ = try checkMarks(stack, -1)
      }
    } catch {
      throw error.at("pages")
    }
    return ids
  }

  private static func checkMarks(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> Int {
    guard let list = ScriptTable(ifTable: stack, index), list.itemCount(most: 1) > 0 else {
      throw DecodingError("a list of marks expected").at("marks")
    }
    do {
      return try list.forEachItem(most: MarkTables.mostInGroup, noun: "marks on one page") { (_, item) throws(DecodingError) in
        guard stack.type(item) == LUA_TTABLE else { throw DecodingError("a mark table expected, got \(stack.typeName(item))") }
        let mark = try OptionTable(stack, item, valid: markKeys, noun: "field")
        guard try mark.text("hint") != nil else { throw DecodingError("every mark of a page needs its text").at("hint") }
        _ = try mark.choice("position", Position.self)
        if let width = try mark.number("width"), !(width > 0) { throw DecodingError("must be positive").at("width") }
      }
    } catch {
      throw error.at("marks")
    }
  }

  /// The most pages a tour has: a page is a mark of the flow.
  static let mostPages = 100_000

  /// Where a page's hint goes, next to its view.
  enum Position: String, CaseIterable {
    case above, below
  }
}
