/// A colour written `#RRGGBBAA` (or `#RRGGBB`, opaque).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    let digits = hex.dropFirst()
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let full = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: UInt8(full >> 24 & 0xFF), green: UInt8(full >> 16 & 0xFF),
      blue: UInt8(full >> 8 & 0xFF), alpha: UInt8(full & 0xFF))
  }

  /// `#RRGGBBAA` in upper case.
  public var hex: String {
    func two(_ value: UInt8) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + two(red) + two(green) + two(blue) + two(alpha)
  }

  public var description: String { hex }
}
