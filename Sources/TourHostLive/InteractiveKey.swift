import TourHostKit
/// A key of the interactive mode, and what it does.
public enum InteractiveKey: String, Hashable, Sendable, CaseIterable {
  /// → or Enter: tap the current mark's next control.
  case next
  /// ←: `ctl.flow:showPrevious()`.
  case previous
  /// s: tap the skip view (or skip, when the tour has none).
  case skip
  /// p: pause, or resume when paused.
  case pause
  /// r: start the tour again from the script as it is now.
  case restart
  /// o: tap the overlay outside the cutout and the marks.
  case overlay
  /// c: tap the centre of the cutout.
  case cutout
  /// Tab: the app shows its next screen (a tour of several screens, in the order of their names).
  case screen
  /// q: quit.
  case quit

  /// t: rotate the screen (portrait and landscape), with its safe area.
  case rotate

  /// l: see the tour in the next locale of its strings (then the pseudo-locales, then the
  /// source language again).
  case locale

  /// The keys of a terminal, as the bytes arrive: arrows are escape sequences.
  public static func keys(in bytes: [UInt8]) -> [InteractiveKey] {
    var keys: [InteractiveKey] = []
    var index = 0
    while index < bytes.count {
      let (key, length) = key(in: bytes, at: index)
      if let key { keys.append(key) }
      index += length
    }
    return keys
  }

  /// The key whose bytes start at `index` (nil for bytes that are no key), and how many bytes
  /// it took.
  static func key(in bytes: [UInt8], at index: Int) -> (InteractiveKey?, Int) {
    let byte = bytes[index]
    if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
      switch bytes[index + 2] {
      case UInt8(ascii: "C"): return (.next, 3)
      case UInt8(ascii: "D"): return (.previous, 3)
      default: return (nil, 3)
      }
    }
    switch byte {
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"): return (.next, 1)
    case UInt8(ascii: "s"): return (.skip, 1)
    case UInt8(ascii: "p"): return (.pause, 1)
    case UInt8(ascii: "r"): return (.restart, 1)
    case UInt8(ascii: "o"): return (.overlay, 1)
    case UInt8(ascii: "c"): return (.cutout, 1)
    case UInt8(ascii: "q"): return (.quit, 1)
    case UInt8(ascii: "t"): return (.rotate, 1)
    case UInt8(ascii: "l"): return (.locale, 1)
    case UInt8(ascii: "\t"): return (.screen, 1)
    default: return (nil, 1)
    }
  }
}
