/// Writes subjects and Lua patterns (manual §6.4.1) from fuzz data, for the library
/// differential: mostly well-formed patterns over the same few bytes the subjects are made of,
/// so that they match, backtrack and capture; sometimes a malformed one (an unclosed '[' or
/// '(', a '%' at the end, %b without its two bytes, %f without '[', a back-reference to no
/// capture, a thirty-third capture), whose error must come exactly when stock Lua's does.
struct PatternWriter {
  var data: FuzzedData

  /// The bytes subjects are made of: the pattern's own special bytes among them.
  static let subjectBytes: [UInt8] = Array("aaabbbcxyzAB01 .%()[]^$-*+?_=,\n".utf8) + [0, 0xFF, 0xC3, 0xA9, 0x09]
  static let classLetters: [UInt8] = Array("acdglpsuwxACDGLPSUWXz%.".utf8)
  static let repeats: [UInt8] = Array("*+-?".utf8)

  /// A subject: mostly short, sometimes long enough to make backtracking matter.
  mutating func subject() -> [UInt8] {
    let length = data.byte() < 230 ? data.int(in: 0...12) : data.int(in: 13...48)
    return (0..<length).map { _ in data.pick(Self.subjectBytes) }
  }

  /// A pattern for `subject`: half the time made from a piece of it, so that it matches.
  mutating func pattern(for subject: [UInt8]) -> [UInt8] {
    data.bool() ? pattern() : pattern(from: subject)
  }

  /// A pattern of up to eight items, maybe anchored.
  mutating func pattern() -> [UInt8] {
    var out: [UInt8] = []
    if data.byte() < 40 { out.append(UInt8(ascii: "^")) }
    let items = data.byte() < 200 ? data.int(in: 0...4) : data.int(in: 5...8)
    var open = 0
    for _ in 0..<items { item(&out, open: &open) }
    if open > 0, data.byte() < 200 { out += [UInt8](repeating: UInt8(ascii: ")"), count: open) }
    if data.byte() < 30 { out.append(UInt8(ascii: "$")) }
    return out
  }

  /// A pattern made from a piece of `subject`: each byte kept (escaped when it is magic) or
  /// widened to '.', a class or a set that holds it, some repeated, some runs captured.
  mutating func pattern(from subject: [UInt8]) -> [UInt8] {
    guard !subject.isEmpty else { return pattern() }
    let start = data.int(in: 0...(subject.count - 1))
    let end = data.int(in: start...min(subject.count, start + 6))
    var out: [UInt8] = data.byte() < 50 ? [UInt8(ascii: "^")] : []
    var open = 0
    for byte in subject[start..<end] {
      if data.byte() < 30 {
        out.append(UInt8(ascii: "("))
        open += 1
      }
      switch data.byte() {
      case 0..<110:
        if Self.magic.contains(byte) { out.append(UInt8(ascii: "%")) }
        out.append(byte)
      case 110..<140: out.append(UInt8(ascii: "."))
      case 140..<200: out += [UInt8(ascii: "%"), Self.classHolding(byte)]
      default:
        out += [
          UInt8(ascii: "["), byte == UInt8(ascii: "]") || byte == UInt8(ascii: "%") ? UInt8(ascii: "%") : UInt8(ascii: "x"), byte, UInt8(ascii: "]"),
        ]
      }
      if data.byte() < 70 { out.append(data.pick(Self.repeats)) }
      if open > 0, data.byte() < 60 {
        out.append(UInt8(ascii: ")"))
        open -= 1
      }
      if data.byte() < 8 { out += [UInt8(ascii: "%"), UInt8(ascii: "1")] }
    }
    out += [UInt8](repeating: UInt8(ascii: ")"), count: open)
    if data.byte() < 40 { out.append(UInt8(ascii: "$")) }
    return out
  }

  /// A class letter whose class holds `byte` (or the byte itself, escaped).
  static func classHolding(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt8(ascii: "a")
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt8(ascii: "d")
    case 0: UInt8(ascii: "z")
    case UInt8(ascii: " "), UInt8(ascii: "\n"), 0x09: UInt8(ascii: "s")
    case 0x21...0x7E: UInt8(ascii: "p")
    default: UInt8(ascii: "A")
    }
  }

  private mutating func item(_ out: inout [UInt8], open: inout Int) {
    switch data.byte() {
    case 0..<90: single(&out)
    case 90..<120:
      out.append(UInt8(ascii: "("))
      open += 1
    case 120..<145:
      if open > 0 {
        out.append(UInt8(ascii: ")"))
        open -= 1
      } else {
        single(&out)
      }
    case 145..<155: out += Array("()".utf8)
    case 155..<165: out += Array("%b".utf8) + [data.pick(Self.subjectBytes), data.pick(Self.subjectBytes)]
    case 165..<175:
      out += Array("%f".utf8)
      set(&out)
    case 175..<181: out += [UInt8(ascii: "%"), UInt8(ascii: "0") + UInt8(data.int(in: 0...4))]
    case 181..<200: out.append(data.pick(Array("$^".utf8)))
    case 200..<215: if data.byte() < 128 { out += data.pick(Self.malformed) } else { single(&out) }
    default: out += data.pick(Self.corpusPieces)
    }
  }

  /// One single-byte item, maybe repeated.
  private mutating func single(_ out: inout [UInt8]) {
    switch data.byte() {
    case 0..<110: out.append(data.pick(Self.subjectBytes.filter { !Self.magic.contains($0) }))
    case 110..<140: out.append(UInt8(ascii: "."))
    case 140..<200: out += [UInt8(ascii: "%"), data.pick(Self.classLetters)]
    default: set(&out)
    }
    if data.byte() < 100 { out.append(data.pick(Self.repeats)) }
  }

  /// A set: "[" maybe "^", one to four members, "]".
  private mutating func set(_ out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    if data.bool() { out.append(UInt8(ascii: "^")) }
    for _ in 0..<data.int(in: 1...4) {
      switch data.byte() {
      case 0..<100: out.append(data.pick(Self.subjectBytes))
      case 100..<160: out += [data.pick(Self.subjectBytes), UInt8(ascii: "-"), data.pick(Self.subjectBytes)]
      default: out += [UInt8(ascii: "%"), data.pick(Self.classLetters + Array("]-^[".utf8))]
      }
    }
    if data.byte() < 245 { out.append(UInt8(ascii: "]")) }
  }

  static let magic: Set<UInt8> = Set("^$*+?.([%-)]".utf8)

  /// Pieces that are malformed where they stand.
  static let malformed: [[UInt8]] =
    ["%", "[", "[^", "[a", "%b", "%ba", "%f", "%fa", "%g%", ")", "(", "%9", "%0", "[%"]
    .map { Array($0.utf8) } + [Array(repeating: Array("()".utf8), count: 33).flatMap { $0 }]

  /// Pieces of the manual's examples and of the patterns tour scripts use.
  static let corpusPieces: [[UInt8]] = [
    "%s*(.-)%s*$", "(%w+)=(%w+)", "%f[%a]%a+%f[%A]", "%b()", "[%w_]+", "%d+", "%a+", "(%d+)%.(%d+)", "{(%w+)}",
    "[^,]+", "%$(%w+)", "^%s*$", "(.)%1", "()(a)()", "[%z]", "%x%x", "[A-Za-z][A-Za-z0-9]*", ".-b", "a-", "[]]",
    "[^]]", "[a-]", "[%]]", "%%", "%.", "%-",
  ].map { Array($0.utf8) }
}
