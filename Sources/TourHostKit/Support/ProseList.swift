extension Array where Element == String {
  /// The items as a sentence lists them: `a`, `a and b`, `a, b and c` (with `last` as the
  /// final joint: `" and "`, `", and "`, `" or "`).
  func joinedAsProse(last: String = " and ") -> String {
    guard let final = self.last, count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + last + final
  }
}
