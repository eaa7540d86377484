import CLua
import TourCore

/// Ornaments: the list `configureOrnamentsOfOverlay` fills with view tables that carry a
/// `frame` in screen coordinates:
///
///     configureOrnamentsOfOverlay = function(ctl, ornaments)
///       ornaments[#ornaments + 1] = { kind = "text", text = "Welcome!", size = 28, frame = { 20, 120, 350, 40 } }
///     end
enum OrnamentTables {
  /// The most ornaments one overlay holds.
  static let mostOrnaments = 1_000

  static func ornaments(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> [Ornament] {
    let list = try ScriptTable(stack, index, expected: "a list of ornaments")
    var ornaments: [Ornament] = []
    try list.forEachItem(most: mostOrnaments, noun: "ornaments") { (_, item) throws(DecodingError) in
      ornaments.append(try ornament(stack, item))
    }
    return ornaments
  }

  /// One ornament: its `frame`, and the rest of the table as a view.
  private static func ornament(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> Ornament {
    let table = try ScriptTable(stack, index, expected: "view table")
    guard table.push("frame") != LUA_TNIL else {
      stack.pop()
      throw DecodingError("an ornament needs a frame in screen coordinates").at("frame")
    }
    let frame: Rect
    do { frame = try stack.rect(-1) } catch {
      stack.pop()
      throw error.at("frame")
    }
    stack.pop()
    // The view is the table without its frame.
    stack.newTable()
    let copy = stack.top
    defer { stack.pop() }
    try table.forEachPair(most: ScriptTable.mostFields, noun: "fields") { key, value in
      guard stack.string(key) != "frame" else { return }
      stack.pushValue(key)
      stack.pushValue(value)
      stack.rawSetPair(copy)
    }
    return Ornament(view: try ViewTables.view(stack, -1), frame: frame)
  }
}
