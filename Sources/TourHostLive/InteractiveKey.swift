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

  /// The keys of a terminal, as the bytes arrive: arrows are escape sequences.
  public static func keys(in bytes: [UInt8]) -> [InteractiveKey] {
    var keys: [InteractiveKey] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
        switch bytes[index + 2] {
        case UInt8(ascii: "C"): keys.append(.next)
        case UInt8(ascii: "D"): keys.append(.previous)
        default: break
        }
        index += 3
        continue
      }
      switch byte {
      case UInt8(ascii: "\r"), UInt8(ascii: "\n"): keys.append(.next)
      case UInt8(ascii: "s"): keys.append(.skip)
      case UInt8(ascii: "p"): keys.append(.pause)
      case UInt8(ascii: "r"): keys.append(.restart)
      case UInt8(ascii: "o"): keys.append(.overlay)
      case UInt8(ascii: "c"): keys.append(.cutout)
      case UInt8(ascii: "q"): keys.append(.quit)
      case UInt8(ascii: "\t"): keys.append(.screen)
      default: break
      }
      index += 1
    }
    return keys
  }
}
