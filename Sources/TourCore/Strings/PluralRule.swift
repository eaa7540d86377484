/// One of CLDR's plural rules, read from its syntax (UTS #35): `or` of `and` of relations, a
/// relation an operand (with `%` or `mod`) compared with `=` or `!=` to a list of values and
/// ranges (`i % 10 = 2..4 and i % 100 != 12..14`).
struct PluralRule: Hashable, Sendable {
  /// One comparison: the operand, its modulus, whether it is `!=`, and the values and ranges.
  struct Relation: Hashable, Sendable {
    var operand: Character
    var modulus: Double?
    var negated: Bool
    var ranges: [ClosedRange<Double>]

    func holds(for operands: PluralOperands) -> Bool {
      var value = operands.value(of: operand)
      if let modulus { value = value.truncatingRemainder(dividingBy: modulus) }
      // A range holds whole numbers only (n = 2..4 is false for 2.5); a single value is equal.
      let inside = ranges.contains { range in
        range.lowerBound == range.upperBound ? value == range.lowerBound : value == value.rounded() && range.contains(value)
      }
      return inside != negated
    }
  }

  /// The relations, as `or` of `and`s.
  var alternatives: [[Relation]]

  /// The rule's condition (without samples); nil when it is not CLDR's syntax.
  init?(_ condition: String) {
    var alternatives: [[Relation]] = []
    for alternative in condition.parts(separatedBy: " or ") {
      var relations: [Relation] = []
      for text in alternative.parts(separatedBy: " and ") {
        guard let relation = Self.relation(text) else { return nil }
        relations.append(relation)
      }
      alternatives.append(relations)
    }
    self.alternatives = alternatives
  }

  func holds(for operands: PluralOperands) -> Bool {
    alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
  }

  /// `i % 10 = 2..4,7` and the like.
  private static func relation(_ text: String) -> Relation? {
    let negated = text.contains("!=")
    let sides = text.parts(separatedBy: negated ? "!=" : "=")
    guard sides.count == 2 else { return nil }
    let left = sides[0].replacingEvery(" mod ", with: " % ").split(separator: "%").map { $0.trimming(.spaces) }
    guard let operand = left.first, operand.count == 1, let name = operand.first, "nivwftce".contains(name) else { return nil }
    var modulus: Double?
    if left.count == 2 {
      guard let value = Double(left[1]) else { return nil }
      modulus = value
    } else if left.count > 2 {
      return nil
    }
    var ranges: [ClosedRange<Double>] = []
    for item in sides[1].split(separator: ",") {
      let bounds = item.trimming(.spaces).parts(separatedBy: "..")
      guard let low = Double(bounds[0]), let high = bounds.last.flatMap(Double.init), bounds.count <= 2, low <= high else { return nil }
      ranges.append(low...high)
    }
    guard !ranges.isEmpty else { return nil }
    return Relation(operand: name, modulus: modulus, negated: negated, ranges: ranges)
  }
}
