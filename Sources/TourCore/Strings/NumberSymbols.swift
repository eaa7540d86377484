/// How a locale writes a number: its ten digits and its decimal separator (`٠`…`٩` and `٫` in
/// Arabic, `,` in German). What `%d` and `%f` are written with, as Android's
/// `String.format(Locale, ...)` and Apple's localized formats write them; `%@` and `%s` write
/// a number as it is, on both.
public struct NumberSymbols: Hashable, Sendable {
  /// The digits 0 to 9.
  public var digits: [Unicode.Scalar]
  /// The decimal separator.
  public var decimalSeparator: String

  /// Symbols of `digits` (ten) and `decimalSeparator`.
  public init(digits: [Unicode.Scalar], decimalSeparator: String) {
    precondition(digits.count == 10, "ten digits")
    self.digits = digits
    self.decimalSeparator = decimalSeparator
  }

  /// ASCII digits and a full stop: what a number is written with without a locale.
  public static let plain = NumberSymbols(digits: Array("0123456789".unicodeScalars), decimalSeparator: ".")

  /// `number`, written with ASCII digits and `.`, in these symbols.
  public func localized(_ number: String) -> String {
    guard self != .plain else { return number }
    var out = ""
    for scalar in number.unicodeScalars {
      if ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(digits[Int(scalar.value - 0x30)])
      } else if scalar == "." {
        out += decimalSeparator
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
