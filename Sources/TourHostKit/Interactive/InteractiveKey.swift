/// A key of the interactive mode, and what it does. `InteractiveKey.catalog` is the one list
/// the terminal's key reader, the status screen's line of keys, the preview's buttons (by
/// name) and `tourhost help run` are made from.
public enum InteractiveKey: String, Hashable, Sendable, CaseIterable {
  case previous
  case next
  case skip
  case back
  case close
  case action
  case pause
  case restart
  case restartHere
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
    /// What it does, in a few words (`next`).
    public let summary: String
    /// How the status screen writes it (`→/Enter next`) and on which of its rows of keys.
    public let status: (row: StatusRow, text: String)
    /// The preview page's button for it (`Next →`); nil: none (quit, and the screens, which
    /// the page lists by name).
    public let button: String?
    /// The browser's names of the keyboard keys that press it on the page (`KeyboardEvent.key`).
    public let browserKeys: [String]
    /// The terminal's bytes for it: single bytes, and the final byte of an arrow's escape
    /// sequence (`ESC [ C`).
    let bytes: [UInt8]
    let arrow: UInt8?
  }

  /// The status screen's rows of keys: the tour's (what a user needs first), a rich bubble's
  /// controls, and the app's.
  public enum StatusRow: Sendable {
    case tour, bubble, app
  }

  /// Every key, in the order the help, the status screen and the page list them.
  public static let catalog: [Info] = [
    Info(
      key: .previous, label: "←", summary: "previous", status: (.tour, "← previous"), button: "← Previous", browserKeys: ["ArrowLeft"],
      bytes: [], arrow: UInt8(ascii: "D")),
    Info(
      key: .next, label: "→ or Enter", summary: "next", status: (.tour, "→/Enter next"), button: "Next →", browserKeys: ["ArrowRight", "Enter"],
      bytes: [UInt8(ascii: "\r"), UInt8(ascii: "\n")], arrow: UInt8(ascii: "C")),
    Info(
      key: .skip, label: "s", summary: "skip", status: (.tour, "s skip"), button: "Skip", browserKeys: ["s"], bytes: [UInt8(ascii: "s")],
      arrow: nil),
    Info(
      key: .back, label: "b", summary: "the bubble's back control", status: (.bubble, "b back"), button: "Back", browserKeys: ["b"],
      bytes: [UInt8(ascii: "b")], arrow: nil),
    Info(
      key: .close, label: "x", summary: "the bubble's close control", status: (.bubble, "x close"), button: "Close", browserKeys: ["x"],
      bytes: [UInt8(ascii: "x")], arrow: nil),
    Info(
      key: .action, label: "a", summary: "the bubble's first action", status: (.bubble, "a first action"), button: "Action", browserKeys: ["a"],
      bytes: [UInt8(ascii: "a")], arrow: nil),
    Info(
      key: .pause, label: "p", summary: "pause/resume", status: (.tour, "p pause/resume"), button: "Pause", browserKeys: ["p"],
      bytes: [UInt8(ascii: "p")], arrow: nil),
    Info(
      key: .restart, label: "r", summary: "restart", status: (.tour, "r restart"), button: "Restart", browserKeys: ["r"],
      bytes: [UInt8(ascii: "r")], arrow: nil),
    Info(
      key: .restartHere, label: "R", summary: "restart at the step on show", status: (.tour, "R restart here"), button: "Restart here",
      browserKeys: ["R"], bytes: [UInt8(ascii: "R")], arrow: nil),
    Info(
      key: .overlay, label: "o", summary: "tap the overlay", status: (.app, "o tap overlay"), button: "Overlay", browserKeys: ["o"],
      bytes: [UInt8(ascii: "o")], arrow: nil),
    Info(
      key: .cutout, label: "c", summary: "tap the cutout", status: (.app, "c tap cutout"), button: "Cutout", browserKeys: ["c"],
      bytes: [UInt8(ascii: "c")], arrow: nil),
    Info(
      key: .rotate, label: "t", summary: "rotate", status: (.app, "t rotate"), button: "Rotate", browserKeys: ["t"], bytes: [UInt8(ascii: "t")],
      arrow: nil),
    Info(
      key: .locale, label: "l", summary: "the next language of the tour's strings", status: (.app, "l language"), button: "Language",
      browserKeys: ["l"], bytes: [UInt8(ascii: "l")], arrow: nil),
    Info(
      key: .screen, label: "Tab", summary: "next screen", status: (.app, "Tab next screen"), button: nil, browserKeys: ["Tab"],
      bytes: [UInt8(ascii: "\t")], arrow: nil),
    Info(key: .quit, label: "q", summary: "quit", status: (.tour, "q quit"), button: nil, browserKeys: [], bytes: [UInt8(ascii: "q")], arrow: nil),
  ]

  /// `← previous, → or Enter next, s skip, ...`: the keys as the help lists them.
  public static var helpText: String {
    catalog.map { "\($0.label) \($0.summary)" }.joined(separator: ", ")
  }

  /// `← previous  →/Enter next  s skip  ...`: a row of the status screen; `.app`'s `Tab next
  /// screen` only for a tour of several screens.
  public static func statusLine(_ row: StatusRow, screens: Bool = false) -> String {
    catalog.filter { $0.status.row == row && ($0.key != .screen || screens) }.map(\.status.text).joined(separator: "  ")
  }

  /// The names the preview page may send: every key it has a button or a keyboard key for.
  public static var buttonNames: Set<String> { Set(onPage.map(\.key.rawValue)) }

  /// The keys the preview page offers: those with a button or a keyboard key there.
  public static var onPage: [Info] { catalog.filter { $0.button != nil || !$0.browserKeys.isEmpty } }

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
