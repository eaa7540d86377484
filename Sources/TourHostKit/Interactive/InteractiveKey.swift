/// A key of the interactive mode, and what it does. `InteractiveKey.catalog` is the one list
/// the terminal's key reader, the status screen's line of keys, the preview's buttons (by
/// name) and `tourhost help run` are made from.
public enum InteractiveKey: String, Hashable, Sendable, CaseIterable {
  case next
  case previous
  case skip
  case pause
  case restart
  case overlay
  case cutout
  case rotate
  case locale
  case screen
  case quit

  /// How a key is pressed and what it does.
  public struct Info: Sendable {
    public let key: InteractiveKey
    /// How the help writes it (`→ or Enter`).
    public let label: String
    /// How the status screen writes it (`→/Enter`), when it shows it there (the status
    /// line keeps to the keys a user needs first).
    public let short: String?
    /// What it does, in a few words (`next`).
    public let summary: String
    /// The terminal's bytes for it: single bytes, and the final byte of an arrow's escape
    /// sequence (`ESC [ C`).
    let bytes: [UInt8]
    let arrow: UInt8?
  }

  /// Every key, in the order the help lists them.
  public static let catalog: [Info] = [
    Info(
      key: .next, label: "→ or Enter", short: "→/Enter", summary: "next", bytes: [UInt8(ascii: "\r"), UInt8(ascii: "\n")], arrow: UInt8(ascii: "C")),
    Info(key: .previous, label: "←", short: "←", summary: "previous", bytes: [], arrow: UInt8(ascii: "D")),
    Info(key: .skip, label: "s", short: "s", summary: "skip", bytes: [UInt8(ascii: "s")], arrow: nil),
    Info(key: .pause, label: "p", short: "p", summary: "pause/resume", bytes: [UInt8(ascii: "p")], arrow: nil),
    Info(key: .restart, label: "r", short: "r", summary: "restart", bytes: [UInt8(ascii: "r")], arrow: nil),
    Info(key: .overlay, label: "o", short: nil, summary: "tap the overlay", bytes: [UInt8(ascii: "o")], arrow: nil),
    Info(key: .cutout, label: "c", short: nil, summary: "tap the cutout", bytes: [UInt8(ascii: "c")], arrow: nil),
    Info(key: .rotate, label: "t", short: nil, summary: "rotate", bytes: [UInt8(ascii: "t")], arrow: nil),
    Info(key: .locale, label: "l", short: nil, summary: "the next language of the tour's strings", bytes: [UInt8(ascii: "l")], arrow: nil),
    Info(key: .screen, label: "Tab", short: nil, summary: "next screen", bytes: [UInt8(ascii: "\t")], arrow: nil),
    Info(key: .quit, label: "q", short: "q", summary: "quit", bytes: [UInt8(ascii: "q")], arrow: nil),
  ]

  /// `→ or Enter next, ← previous, s skip, ...`: the keys as the help lists them.
  public static var helpText: String {
    catalog.map { "\($0.label) \($0.summary)" }.joined(separator: ", ")
  }

  /// `→/Enter next  ← previous  s skip  ...`: the status screen's line.
  public static var statusLine: String {
    catalog.compactMap { info in info.short.map { "\($0) \(info.summary)" } }.joined(separator: "  ")
  }

  /// The names the preview's buttons may send: every key but quit.
  public static var buttonNames: Set<String> { Set(allCases.filter { $0 != .quit }.map(\.rawValue)) }

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
  public static func key(in bytes: [UInt8], at index: Int) -> (InteractiveKey?, Int) {
    let byte = bytes[index]
    if byte == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
      return (catalog.first { $0.arrow == bytes[index + 2] }?.key, 3)
    }
    return (catalog.first { $0.bytes.contains(byte) }?.key, 1)
  }
}
