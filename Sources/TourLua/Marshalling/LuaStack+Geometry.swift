import CLua
import TourCore

extension LuaStack {
  /// Reads a rect written `{x, y, w, h}` or `{ x =, y =, width =, height = }`.
  func rect(_ index: Int32) throws(DecodingError) -> Rect {
    let numbers = try components(index, named: ["x", "y", "width", "height"], kind: "rect")
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Reads a point written `{x, y}` or `{ x =, y = }`.
  func point(_ index: Int32) throws(DecodingError) -> Point {
    let numbers = try components(index, named: ["x", "y"], kind: "point")
    return Point(x: numbers[0], y: numbers[1])
  }

  /// Reads a size written `{w, h}` or `{ width =, height = }`.
  func size(_ index: Int32) throws(DecodingError) -> Size {
    let numbers = try components(index, named: ["width", "height"], kind: "size")
    return Size(width: numbers[0], height: numbers[1])
  }

  private func components(_ index: Int32, named names: [String], kind: String) throws(DecodingError)
    -> [Double]
  {
    var shape: String { "{" + names.map { $0 == "width" ? "w" : $0 == "height" ? "h" : $0 }.joined(separator: ", ") + "}" }
    guard let table = ScriptTable(ifTable: self, index) else {
      throw DecodingError("\(kind) expected (\(shape)), got \(typeName(index))")
    }
    let positional = table.push(item: 1) != LUA_TNIL
    pop()
    var values: [Double] = []
    for (offset, name) in names.enumerated() {
      let found = positional ? table.push(item: offset + 1) : table.push(named: name)
      defer { pop() }
      var label: String { positional ? "[\(offset + 1)]" : name }
      guard found == LUA_TNUMBER, let value = number(-1) else {
        let got = found == LUA_TNIL ? "nothing" : typeName(-1)
        throw DecodingError("\(kind) \(shape) needs a number at \(label), got \(got)")
      }
      if let problem = value.rangeProblem { throw DecodingError("\(kind) \(label) \(problem)") }
      values.append(value)
    }
    return values
  }

  /// Pushes `{ x =, y =, width =, height = }`.
  func push(_ rect: Rect) {
    newTable(record: 4)
    push(number: rect.x)
    rawSet(-2, "x")
    push(number: rect.y)
    rawSet(-2, "y")
    push(number: rect.width)
    rawSet(-2, "width")
    push(number: rect.height)
    rawSet(-2, "height")
  }

  /// Pushes `{ width, height }`.
  func push(_ size: Size) {
    newTable(array: 2)
    push(number: size.width)
    rawSet(-2, 1)
    push(number: size.height)
    rawSet(-2, 2)
  }

  /// Pushes `{ x =, y = }`.
  func push(_ point: Point) {
    newTable(record: 2)
    push(number: point.x)
    rawSet(-2, "x")
    push(number: point.y)
    rawSet(-2, "y")
  }
}
