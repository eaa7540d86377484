import FoundationEssentials
import TourCore

extension Double {
  /// The number as a script author would write it in a message: `3`, `-1`, `1.5`, `nan`,
  /// `inf` (Lua's `%.14g`, without the sign of a NaN).
  public var scriptText: String {
    if isNaN { return "nan" }
    if isInfinite { return self > 0 ? "inf" : "-inf" }
    if self == rounded(), magnitude < 1e15 { return String(Int64(self)) }
    return String(printf: "%.14g", self)
  }
}

extension Double {
  /// What is wrong with the number for the engine (`NumberRange`), or nil.
  var rangeProblem: String? { NumberRange.problem(with: self, text: scriptText) }
}
