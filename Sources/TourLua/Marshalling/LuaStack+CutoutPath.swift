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
    CutoutPath(shapes: try shapes(absolute(index), depth: 0))
  }

  private func shapes(_ table: Int32, depth: Int) throws(DecodingError) -> [CutoutShape] {
    guard type(table) == LUA_TTABLE else {
      throw DecodingError("path expected (made with tour.path), got \(typeName(table))")
    }
    guard depth < 16, ensure(6) else { throw DecodingError("paths nested too deep") }
    rawGet(table, "kind")
    let kind = string(-1)
    pop()
    guard let kind, Self.pathKinds.contains(kind) else {
      throw DecodingError(
        "path expected (made with tour.path), got a table whose kind is not one of "
          + Self.pathKinds.joined(separator: ", "))
    }
    func field<T>(_ name: String, _ read: (Int32) throws(DecodingError) -> T) throws(DecodingError) -> T {
      rawGet(table, name)
      defer { pop() }
      do { return try read(-1) } catch { throw error.at(name) }
    }
    switch kind {
    case "rect": return [.rect(try field("rect", rect))]
    case "oval": return [.oval(try field("rect", rect))]
    case "roundedRect":
      let radius = try field("radius") { (index: Int32) throws(DecodingError) -> Double in
        guard let value = number(index), value >= 0 else {
          throw DecodingError("a non-negative number expected, got \(typeName(index))")
        }
        if let problem = value.rangeProblem { throw DecodingError(problem) }
        return value
      }
      return [.roundedRect(try field("rect", rect), cornerRadius: radius)]
    case "polygon":
      let points = try field("points") { (list: Int32) throws(DecodingError) -> [Point] in
        guard type(list) == LUA_TTABLE else { throw DecodingError("list of points expected") }
        let count = rawLength(list)
        guard count >= 3 else { throw DecodingError("a polygon needs at least 3 points, got \(count)") }
        var points: [Point] = []
        for n in 1...count {
          rawGet(list, n)
          defer { pop() }
          do throws(DecodingError) { points.append(try point(-1)) } catch { throw error.at("[\(n)]") }
        }
        return points
      }
      return [.polygon(points)]
    default:
      return try field("paths") { (list: Int32) throws(DecodingError) -> [CutoutShape] in
        guard type(list) == LUA_TTABLE else { throw DecodingError("list of paths expected") }
        let count = rawLength(list)
        guard count >= 1 else { throw DecodingError("a union needs at least one path") }
        var all: [CutoutShape] = []
        for n in 1...count {
          rawGet(list, n)
          defer { pop() }
          do throws(DecodingError) {
            all += try shapes(absolute(-1), depth: depth + 1)
          } catch {
            throw error.at("[\(n)]")
          }
        }
        return all
      }
    }
  }

  /// Pushes a path table (a single shape, or a union of several).
  func push(_ path: CutoutPath) {
    _ = ensure(8)
    if path.shapes.count == 1 {
      push(path.shapes[0])
      return
    }
    newTable(record: 2)
    push("union")
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
      push("rect")
      rawSet(-2, "kind")
      push(rect)
      rawSet(-2, "rect")
    case .oval(let rect):
      push("oval")
      rawSet(-2, "kind")
      push(rect)
      rawSet(-2, "rect")
    case .roundedRect(let rect, let radius):
      push("roundedRect")
      rawSet(-2, "kind")
      push(rect)
      rawSet(-2, "rect")
      push(number: radius)
      rawSet(-2, "radius")
    case .polygon(let points):
      push("polygon")
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
