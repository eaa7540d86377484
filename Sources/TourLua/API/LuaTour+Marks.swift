import CLua
import TourCore

/// Mark tables: the fields of API.md section 3, plus the view a mark was made from, kept out
/// of sight in a weak table keyed by the mark table so that the mark can follow its view.
extension LuaTour {
  /// Pushes a mark table.
  func push(_ mark: CoachMark, on stack: LuaStack) {
    MarkFields.push(mark, on: stack)
    guard let anchor = mark.anchor else { return }
    stack.pushRegistry(refs.anchors)
    stack.pushValue(-2)
    stack.newTable(record: 3)
    stack.push(anchor.keyPath)
    stack.rawSet(-2, "view")
    stack.push(anchor.frameAtCreation)
    stack.rawSet(-2, "frame")
    stack.push(anchor.followsSize)
    stack.rawSet(-2, "followsSize")
    lua_rawset(stack.L, -3)
    stack.pop()
  }

  /// Reads a mark table (with its anchor, if it was made by the host).
  func mark(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> CoachMark {
    let index = stack.absolute(index)
    var mark = try MarkFields.read(stack, index)
    stack.pushRegistry(refs.anchors)
    stack.pushValue(index)
    if lua_rawget(stack.L, -2) == LUA_TTABLE {
      stack.rawGet(-1, "view")
      stack.rawGet(-2, "frame")
      stack.rawGet(-3, "followsSize")
      if let keyPath = stack.string(-3), let frame = try? stack.rect(-2) {
        mark.anchor = MarkAnchor(keyPath: keyPath, frameAtCreation: frame, followsSize: stack.boolean(-1) ?? true)
      }
      stack.pop(3)
    }
    stack.pop(2)
    return mark
  }
}
