/// The operands of a number for CLDR's plural rules (UTS #35, "Language Plural Rules"), of the
/// number as it is written: `n` its absolute value, `i` its integer digits, `v` how many
/// fraction digits it shows and `w` the same without trailing zeros, `f` and `t` those digits
/// as a whole number (with and without trailing zeros), `c` (also `e`) the exponent of a
/// compact form (`1.2c6`, "1.2 million", is n = 1200000, c = 6).
public struct PluralOperands: Hashable, Sendable {
  /// The absolute value.
  public var n: Double
  /// The integer digits.
  public var i: Int
  /// How many fraction digits show.
  public var v: Int
  /// How many fraction digits show, trailing zeros left out.
  public var w: Int
  /// The fraction digits that show, as a whole number.
  public var f: Int
  /// The fraction digits, trailing zeros left out, as a whole number.
  public var t: Int
  /// The compact exponent (`e` in rules is the same).
  public var c: Int

  /// A number as Swift writes it at its shortest (1.5 shows one fraction digit, 2 none).
  public init(_ number: Double) {
    let magnitude = abs(number)
    if magnitude == magnitude.rounded(.towardZero), magnitude < 1e15 {
      self.init(integer: Int(magnitude))
    } else if let written = PluralOperands(written: String(magnitude)) {
      self = written
    } else {
      self.init(integer: Int(min(magnitude, 1e15)))
    }
  }

  private init(integer: Int) {
    n = Double(integer)
    i = integer
    v = 0
    w = 0
    f = 0
    t = 0
    c = 0
  }

  /// A number as written: digits with an optional fraction (`1.50`), and an optional compact
  /// exponent (`1.2c6`, or `1.2e6`); nil for anything else.
  public init?(written: String) {
    let text = written.hasPrefix("-") ? String(written.dropFirst()) : written
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "c" || $0 == "e" }
    guard parts.count <= 2, let mantissa = parts.first, !mantissa.isEmpty else { return nil }
    var exponent = 0
    if parts.count == 2 {
      guard let value = Int(parts[1]), (0...15).contains(value) else { return nil }
      exponent = value
    }
    let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard pieces.count <= 2, let whole = pieces.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber)
    else { return nil }
    var fraction = pieces.count == 2 ? String(pieces[1]) : ""
    guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }), !(pieces.count == 2 && fraction.isEmpty) else { return nil }
    // The compact exponent moves the point: 1.25c1 is 12.5.
    var integerDigits = String(whole)
    let moved = min(exponent, fraction.count)
    integerDigits += fraction.prefix(moved)
    fraction = String(fraction.dropFirst(moved))
    integerDigits += String(repeating: "0", count: exponent - moved)
    let trimmed = String(integerDigits.drop { $0 == "0" })
    guard trimmed.count <= 15 else { return nil }
    let significant = String(fraction.reversed().drop { $0 == "0" }.reversed())
    i = Int(trimmed.isEmpty ? "0" : trimmed) ?? 0
    v = fraction.count
    w = significant.count
    f = Int(fraction.prefix(15)) ?? 0
    t = Int(significant.prefix(15)) ?? 0
    c = exponent
    n = Double(i) + (fraction.isEmpty ? 0 : (Double("0." + fraction) ?? 0))
  }

  /// The value of one operand by its name in a rule (`e` is `c`).
  func value(of operand: Character) -> Double {
    switch operand {
    case "n": n
    case "i": Double(i)
    case "v": Double(v)
    case "w": Double(w)
    case "f": Double(f)
    case "t": Double(t)
    default: Double(c)
    }
  }
}
