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
    let list = stack.absolute(index)
    guard stack.type(list) == LUA_TTABLE, stack.rawLength(list) > 0 else {
      throw DecodingError("a list of pages expected, got \(stack.type(list) == LUA_TTABLE ? "an empty table" : stack.typeName(list))")
    }
    var ids: [String?] = []
    for n in 1...stack.rawLength(list) {
      stack.rawGet(list, n)
      defer { stack.pop() }
      do throws(DecodingError) {
        guard stack.type(-1) == LUA_TTABLE else { throw DecodingError("a page table expected, got \(stack.typeName(-1))") }
        let page = try OptionTable(stack, -1, valid: pageKeys, noun: "field")
        ids.append(try page.string("id"))
        stack.rawGet(-1, "marks")
        defer { stack.pop() }
        guard stack.type(-1) != LUA_TNIL else { throw DecodingError("a page needs a list of marks").at("marks") }
        _ = try checkMarks(stack, -1)
      } catch {
        throw error.at("pages[\(n)]")
      }
    }
    return ids
  }

  private static func checkMarks(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> Int {
    let list = stack.absolute(index)
    guard stack.type(list) == LUA_TTABLE, stack.rawLength(list) > 0 else { throw DecodingError("a list of marks expected").at("marks") }
    for n in 1...stack.rawLength(list) {
      stack.rawGet(list, n)
      defer { stack.pop() }
      do throws(DecodingError) {
        guard stack.type(-1) == LUA_TTABLE else { throw DecodingError("a mark table expected, got \(stack.typeName(-1))") }
        let mark = try OptionTable(stack, -1, valid: markKeys, noun: "field")
        guard try mark.text("hint") != nil else { throw DecodingError("every mark of a page needs its text").at("hint") }
        _ = try mark.choice("position", Position.self)
        if let width = try mark.number("width"), !(width > 0) { throw DecodingError("must be positive").at("width") }
      } catch {
        throw error.at("marks[\(n)]")
      }
    }
    return Int(stack.rawLength(list))
  }

  /// Where a page's hint goes, next to its view.
  enum Position: String, CaseIterable {
    case above, below
  }
}
