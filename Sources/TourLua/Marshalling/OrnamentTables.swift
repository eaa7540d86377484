import CLua
import TourCore

/// Ornaments: the list `configureOrnamentsOfOverlay` fills with view tables that carry a
/// `frame` in screen coordinates:
///
///     configureOrnamentsOfOverlay = function(ctl, ornaments)
///       ornaments[#ornaments + 1] = { kind = "text", text = "Welcome!", size = 28, frame = { 20, 120, 350, 40 } }
///     end
enum OrnamentTables {
  static func ornaments(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> [Ornament] {
    let list = stack.absolute(index)
    var ornaments: [Ornament] = []
    for n in stride(from: 1, through: stack.rawLength(list), by: 1) {
      stack.rawGet(list, n)
      defer { stack.pop() }
      do throws(DecodingError) {
        ornaments.append(try ornament(stack, stack.top))
      } catch {
        throw error.at("[\(n)]")
      }
    }
    return ornaments
  }

  /// One ornament: its `frame`, and the rest of the table as a view.
  private static func ornament(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> Ornament {
    guard stack.type(index) == LUA_TTABLE else { throw DecodingError("view table expected, got \(stack.typeName(index))") }
    guard stack.rawGet(index, "frame") != LUA_TNIL else {
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
    stack.forEachPair(index) { key, value in
      guard stack.string(key) != "frame" else { return }
      stack.pushValue(key)
      stack.pushValue(value)
      lua_rawset(stack.L, -5)
    }
    defer { stack.pop() }
    return Ornament(view: try ViewTables.view(stack, -1), frame: frame)
  }
}
