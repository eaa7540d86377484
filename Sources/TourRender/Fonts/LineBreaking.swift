import CTextOnDemand
import FoundationEssentials
import TourCore

/// UAX #14 line breaking by ICU's line break iterator, as Chromium and Apple's text stacks
/// break lines: emoji sequences and flags kept whole, dictionary breaks for Thai, Lao, Khmer
/// and Burmese, CJK with its punctuation rules (`CTextOnDemand`, one iterator kept, used under a
/// lock).
enum LineBreaking {
  private static let lock = ThreadLock()

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
    let units = Array(paragraph.utf16)
    guard units.count > 1, units.count < Int(Int32.max) else { return [] }
    let found: [Int32] = lock.withLock {
      var offsets = [Int32](repeating: 0, count: units.count)
      let count = tourhost_line_breaks(units, Int32(units.count), &offsets, Int32(offsets.count))
      return count < 0 ? [] : Array(offsets.prefix(Int(count)))
    }
    return utf8Offsets(ofUTF16: found, in: paragraph).filter { $0 > 0 && $0 < paragraph.utf8.count }
  }

  /// UTF-16 offsets (ascending) as UTF-8 offsets of the same places.
  private static func utf8Offsets(ofUTF16 offsets: [Int32], in text: String) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(offsets.count)
    var remaining = offsets[...]
    var utf16 = 0
    var utf8 = 0
    for scalar in text.unicodeScalars {
      while let first = remaining.first, Int(first) <= utf16 {
        if Int(first) == utf16 { result.append(utf8) }
        remaining = remaining.dropFirst()
      }
      guard !remaining.isEmpty else { break }
      utf16 += scalar.utf16.count
      utf8 += scalar.utf8.count
    }
    for offset in remaining where Int(offset) == utf16 { result.append(utf8) }
    return result
  }
}
