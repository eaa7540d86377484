import CFreeType

/// UAX #14 line breaking, by libunibreak: where a line may begin in a paragraph.
enum LineBreaking {
  /// libunibreak's tables, built once before the first use.
  private static let prepared: Bool = {
    init_linebreak()
    return true
  }()

  /// Whether the byte is an ASCII letter, digit, space or one of `. , : ; ' "`.
  static func breaksOnlyAfterSpaces(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
    case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "\""): true
    default: false
    }
  }

  /// The UTF-8 offsets where a line may begin (never 0 or the end).
  static func offsets(in paragraph: String) -> [Int] {
    let bytes = Array(paragraph.utf8)
    guard bytes.count > 1, prepared else { return [] }
    var breaks = [CChar](repeating: 0, count: bytes.count)
    set_linebreaks_utf8(bytes, bytes.count, nil, &breaks)
    var offsets: [Int] = []
    for index in 0..<(bytes.count - 1) where breaks[index] == CChar(LINEBREAK_ALLOWBREAK) { offsets.append(index + 1) }
    return offsets
  }
}
