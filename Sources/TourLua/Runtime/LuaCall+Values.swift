import CLua
import TourCore

extension LuaCall {
  /// A number the engine accepts: finite and within ±1e9 (`NumberRange`).
  func finite(_ index: Int32) throws(LuaCallError) -> Double {
    let value = try number(index)
    if let problem = value.rangeProblem { throw argumentError(index, "number \(problem)") }
    return value
  }

  func rect(_ index: Int32) throws(LuaCallError) -> Rect {
    try decode(index) { (i: Int32) throws(DecodingError) in try stack.rect(i) }
  }

  func point(_ index: Int32) throws(LuaCallError) -> Point {
    try decode(index) { (i: Int32) throws(DecodingError) in try stack.point(i) }
  }

  /// Runs a decoder on argument `index`; its errors become argument errors.
  func decode<T>(_ index: Int32, _ read: (Int32) throws(DecodingError) -> T) throws(LuaCallError) -> T {
    do { return try read(index) } catch { throw argumentError(index, error.message) }
  }
}
