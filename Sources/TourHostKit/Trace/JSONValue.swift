import FoundationEssentials

/// JSON with keys kept in order and numbers written the same way every time.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, written rounded to `decimals` places without trailing zeros.
  case number(Double, decimals: Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The value as compact JSON text.
  public var text: String {
    var out: [UInt8] = []
    write(to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the value as compact JSON (UTF-8) to `out`.
  public func write(to out: inout [UInt8]) {
    switch self {
    case .null: out += Self.nullText
    case .bool(let flag): out += flag ? Self.trueText : Self.falseText
    case .number(let value, let decimals): Self.write(value, decimals: decimals, to: &out)
    case .string(let text): Self.quote(text, into: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (offset, item) in items.enumerated() {
        if offset > 0 { out.append(UInt8(ascii: ",")) }
        item.write(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let fields):
      out.append(UInt8(ascii: "{"))
      for (offset, field) in fields.enumerated() {
        if offset > 0 { out.append(UInt8(ascii: ",")) }
        Self.quote(field.0, into: &out)
        out.append(UInt8(ascii: ":"))
        field.1.write(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private static let nullText = Array("null".utf8)
  private static let trueText = Array("true".utf8)
  private static let falseText = Array("false".utf8)

  /// `value` rounded to `decimals` places: `2`, `0.3`, `57.5`, `-4`.
  public static func format(_ value: Double, decimals: Int) -> String {
    var out: [UInt8] = []
    write(value, decimals: decimals, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes `value` rounded to `decimals` places, without trailing zeros; `null` when it is
  /// not finite.
  static func write(_ value: Double, decimals: Int, to out: inout [UInt8]) {
    guard value.isFinite else {
      out += nullText
      return
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    if scaled == 0 { return out.append(UInt8(ascii: "0")) }
    // Exact in integers up to 2^53: the digits of the scaled value, with the point put back
    // (what "%.Nf" of the rounded value prints, at a small part of its cost).
    guard scaled.magnitude < 9.0e15, decimals <= 15 else {
      out += formatLarge(scaled / scale, decimals: decimals).utf8
      return
    }
    var number = UInt64(scaled.magnitude)
    var places = decimals
    while places > 0, number % 10 == 0 {
      number /= 10
      places -= 1
    }
    if scaled < 0 { out.append(UInt8(ascii: "-")) }
    // Digits from the last, into a buffer on the stack, with the point after `places` of them
    // and at least one digit before it; then copied out in order (at most 16 digits, 15
    // places, a zero and the point).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
      var end = buffer.count
      var written = 0
      while number > 0 || written <= places {
        if written == places, places > 0 {
          end -= 1
          buffer[end] = UInt8(ascii: ".")
        }
        end -= 1
        buffer[end] = UInt8(ascii: "0") + UInt8(number % 10)
        number /= 10
        written += 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[end...]))
    }
  }

  private static func formatLarge(_ rounded: Double, decimals: Int) -> String {
    if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int64(rounded)) }
    var text = String(printf: "%.\(decimals)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most text (keys, event names, hints) has nothing to escape.
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if plain == true { return out.append(UInt8(ascii: "\"")) }
    if plain == nil, !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
      out += text.utf8
      return out.append(UInt8(ascii: "\""))
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += #"\""#.utf8
      case "\\": out += #"\\"#.utf8
      case "\n": out += #"\n"#.utf8
      case "\r": out += #"\r"#.utf8
      case "\t": out += #"\t"#.utf8
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
      default: out += String(scalar).utf8
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
