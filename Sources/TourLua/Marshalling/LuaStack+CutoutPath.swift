import CLua
import TourCore

/// Cutout paths as scripts see them: tables made by `tour.path.*`.
///
///     { kind = "rect", rect = r }              { kind = "oval", rect = r }
///     { kind = "roundedRect", rect = r, radius = n }
///     { kind = "polygon", points = { p1, p2, p3, ... } }
///     { kind = "union", paths = { path, ... } }   -- filled with the non-zero rule
extension LuaStack {
  static let pathKinds = ["oval", "polygon", "rect", "roundedRect", "union"]

  func cutoutPath(_ index: Int32) throws(DecodingError) -> CutoutPath {
    CutoutPath(shapes: try CutoutPathReader(stack: self).shapes(absolute(index), depth: 0))
  }

  /// Pushes a path table (a single shape, or a union of several).
  func push(_ path: CutoutPath) {
    _ = ensure(8)
    if path.shapes.count == 1 {
      push(path.shapes[0])
      return
    }
    newTable(record: 2)
    push(key: "union")
    rawSet(-2, "kind")
    newTable(array: Int32(clamping: path.shapes.count))
    for (offset, shape) in path.shapes.enumerated() {
      push(shape)
      rawSet(-2, offset + 1)
    }
    rawSet(-2, "paths")
  }

  func push(_ shape: CutoutShape) {
    newTable(record: 3)
    switch shape {
    case .rect(let rect):
      push(key: "rect")
      rawSet(-2, "kind")
      push(rect)
      rawSet(-2, "rect")
    case .oval(let rect):
      push(key: "oval")
      rawSet(-2, "kind")
      push(rect)
      rawSet(-2, "rect")
    case .roundedRect(let rect, let radius):
      push(key: "roundedRect")
      rawSet(-2, "kind")
      push(rect)
      rawSet(-2, "rect")
      push(number: radius)
      rawSet(-2, "radius")
    case .polygon(let points):
      push(key: "polygon")
      rawSet(-2, "kind")
      newTable(array: Int32(clamping: points.count))
      for (offset, point) in points.enumerated() {
        push(point)
        rawSet(-2, offset + 1)
      }
      rawSet(-2, "points")
    }
  }
}

/// Reads a path table made with `tour.path` (a rect, an oval, a rounded rect, a polygon or a
/// union of paths, nested at most 16 deep) into the shapes of a cutout.
private final class CutoutPathReader {
  let stack: LuaStack
  /// Shapes and points read so far: a union may name one path many times, at every level.
  private var spent = 0
  /// The most shapes and polygon points one path holds, all its unions counted.
  static let mostParts = 10_000

  init(stack: LuaStack) { self.stack = stack }

  private func spend(_ parts: Int) throws(DecodingError) {
    spent += parts
    guard spent <= Self.mostParts else { throw DecodingError("a path of more than \(Self.mostParts) shapes and points") }
  }

  func shapes(_ table: Int32, depth: Int) throws(DecodingError) -> [CutoutShape] {
    guard stack.type(table) == LUA_TTABLE else {
      throw DecodingError("path expected (made with tour.path), got \(stack.typeName(table))")
    }
    guard depth < 16, stack.ensure(6) else { throw DecodingError("paths nested too deep") }
    stack.rawGet(table, "kind")
    let kind = stack.string(-1)
    stack.pop()
    guard let kind, LuaStack.pathKinds.contains(kind) else {
      throw DecodingError(
        "path expected (made with tour.path), got a table whose kind is not one of "
          + LuaStack.pathKinds.joined(separator: ", "))
    }
    switch kind {
    case "rect": return [.rect(try field("rect", of: table, stack.rect))]
    case "oval": return [.oval(try field("rect", of: table, stack.rect))]
    case "roundedRect":
      let radius = try field("radius", of: table, self.radius)
      return [.roundedRect(try field("rect", of: table, stack.rect), cornerRadius: radius)]
    case "polygon": return [.polygon(try field("points", of: table, points))]
    default: return try field("paths", of: table) { (list: Int32) throws(DecodingError) in try union(list, depth: depth) }
    }
  }

  /// Field `name` of `table`, read by `read`; its errors name the field.
  private func field<T>(_ name: String, of table: Int32, _ read: (Int32) throws(DecodingError) -> T) throws(DecodingError) -> T {
    stack.rawGet(table, named: name)
    defer { stack.pop() }
    do { return try read(-1) } catch { throw error.at(name) }
  }

  private func radius(_ index: Int32) throws(DecodingError) -> Double {
    guard let value = stack.number(index), value >= 0 else {
      throw DecodingError("a non-negative number expected, got \(stack.typeName(index))")
    }
    if let problem = value.rangeProblem { throw DecodingError(problem) }
    return value
  }

  private func points(_ list: Int32) throws(DecodingError) -> [Point] {
    guard let table = ScriptTable(ifTable: stack, list) else { throw DecodingError("list of points expected") }
    let count = table.itemCount(most: Self.mostParts)
    guard count >= 3 else { throw DecodingError("a polygon needs at least 3 points, got \(count)") }
    try spend(count)
    var points: [Point] = []
    try table.forEachItem(most: Self.mostParts, noun: "points") { (_, item) throws(DecodingError) in
      points.append(try stack.point(item))
    }
    return points
  }

  private func union(_ list: Int32, depth: Int) throws(DecodingError) -> [CutoutShape] {
    guard let table = ScriptTable(ifTable: stack, list) else { throw DecodingError("list of paths expected") }
    guard table.itemCount(most: 1) >= 1 else { throw DecodingError("a union needs at least one path") }
    var all: [CutoutShape] = []
    try table.forEachItem(most: Self.mostParts, noun: "paths") { (_, item) throws(DecodingError) in
      try spend(1)
      all += try shapes(item, depth: depth + 1)
    }
    return all
  }
}
