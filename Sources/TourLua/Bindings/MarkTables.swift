import CLua
import TourCore

/// Mark tables: the fields of API.md section 3, plus the view a mark was made from, kept out
/// of sight in a weak table keyed by the mark table so that the mark can follow its view.
/// A group of marks shown together is a list of mark tables.
struct MarkTables {
  let context: BridgeContext

  /// Pushes a mark table, or the list of a group's mark tables.
  func push(_ mark: CoachMark, on stack: LuaStack) {
    guard !mark.companions.isEmpty else { return pushOne(mark, on: stack) }
    let parts = mark.parts
    stack.newTable(array: Int32(parts.count))
    for (offset, part) in parts.enumerated() {
      pushOne(part, on: stack)
      stack.rawSet(-2, offset + 1)
    }
  }

  private func pushOne(_ mark: CoachMark, on stack: LuaStack) {
    MarkFields.push(mark, on: stack)
    guard mark.anchor != nil || mark.sourceLine != nil else { return }
    stack.pushRegistry(context.refs.anchors)
    stack.pushValue(-2)
    pushOrigin(of: mark, on: stack)
    lua_rawset(stack.L, -3)
    stack.pop()
  }

  /// The table a mark table's origin is kept in, out of sight: the last one made is kept, and
  /// shared by the next mark tables with the same origin (the same mark handed to one hook
  /// after another). Nothing changes such a table once it is made, and no script can reach it.
  private func pushOrigin(of mark: CoachMark, on stack: LuaStack) {
    let origin = Origin(anchor: mark.anchor, line: mark.sourceLine)
    if let last = context.lastOrigin, last.origin == origin {
      stack.pushRegistry(last.ref)
      return
    }
    stack.newTable(record: 6)
    if let anchor = mark.anchor {
      stack.push(anchor.keyPath)
      stack.rawSet(-2, "view")
      stack.push(anchor.frameAtCreation)
      stack.rawSet(-2, "frame")
      stack.push(anchor.followsSize)
      stack.rawSet(-2, "followsSize")
      stack.push(number: anchor.cutoutPadding)
      stack.rawSet(-2, "padding")
      stack.push(number: anchor.cutoutCornerRadius)
      stack.rawSet(-2, "radius")
    }
    if let line = mark.sourceLine {
      stack.push(line)
      stack.rawSet(-2, "line")
    }
    stack.pushValue(-1)
    if let last = context.lastOrigin {
      lua_rawseti(stack.L, clua_registryindex(), lua_Integer(last.ref))
      context.lastOrigin = (origin, last.ref)
    } else {
      context.lastOrigin = (origin, luaL_ref(stack.L, clua_registryindex()))
    }
  }

  /// Where a mark was made: the view and the script line.
  struct Origin: Equatable {
    var anchor: MarkAnchor?
    var line: Int?
  }

  /// The most marks one group shows at once.
  static let mostInGroup = 100

  /// Reads a mark table (with its anchor, if it was made by the host), or a list of them: a
  /// group, the first mark with the others as its companions.
  func read(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> CoachMark {
    let table = try ScriptTable(stack, index, expected: "a mark table")
    let isList = table.push(item: 1) == LUA_TTABLE
    stack.pop()
    guard isList else { return try readOne(stack, table.index) }
    var parts: [CoachMark] = []
    try table.forEachItem(most: Self.mostInGroup, noun: "marks in one group") { (_, item) throws(DecodingError) in
      guard stack.type(item) == LUA_TTABLE else { throw DecodingError("a mark expected, got \(stack.typeName(item))") }
      parts.append(try readOne(stack, item))
    }
    var first = parts[0]
    first.companions = Array(parts.dropFirst())
    return first
  }

  private func readOne(_ stack: LuaStack, _ index: Int32) throws(DecodingError) -> CoachMark {
    let index = stack.absolute(index)
    var mark = try MarkFields.read(stack, index)
    stack.pushRegistry(context.refs.anchors)
    stack.pushValue(index)
    if stack.rawGetPoppingKey(-2) == LUA_TTABLE {
      stack.rawGet(-1, "view")
      stack.rawGet(-2, "frame")
      stack.rawGet(-3, "followsSize")
      stack.rawGet(-4, "padding")
      stack.rawGet(-5, "radius")
      if let keyPath = stack.string(-5), let frame = try? stack.rect(-4) {
        mark.anchor = MarkAnchor(
          keyPath: keyPath, frameAtCreation: frame, followsSize: stack.boolean(-3) ?? true,
          cutoutPadding: stack.number(-2) ?? 4, cutoutCornerRadius: stack.number(-1) ?? 4)
      }
      stack.pop(5)
      stack.rawGet(-1, "line")
      mark.sourceLine = stack.number(-1).map { Int($0) }
      stack.pop()
    }
    stack.pop(2)
    return mark
  }
}
