/// One input command as its users see it: the word, how it is written and what it does. The
/// catalog of these (`InputCommand.catalog`) is the one list the parser's usage messages and
/// "did you mean" hints, `tourhost help run` and the interactive command line are made from.
public struct InputCommandInfo: Hashable, Sendable {
  /// The command's word (`tap`).
  public let word: String
  /// How it is written (`tap X Y`).
  public let usage: String
  /// What it does, in a few words.
  public let summary: String
  /// A line that uses it, which the parser must accept (the tests check every one).
  public let example: String

  init(_ usage: String, _ summary: String, example: String? = nil) {
    self.word = String(usage.prefix { $0 != " " })
    self.usage = usage
    self.summary = summary
    self.example = example ?? usage
  }
}

extension InputCommand {
  /// Every input command, in the order the help lists them.
  public static let catalog: [InputCommandInfo] = [
    InputCommandInfo("next", "tap the current mark's next control"),
    InputCommandInfo("overlay", "tap the overlay outside the cutout, the marks and the skip view"),
    InputCommandInfo("cutout", "tap a point of the cutout that no mark covers"),
    InputCommandInfo("skip", "tap the skip control"),
    InputCommandInfo("tap X Y", "a tap at a screen point, routed as a real touch would be", example: "tap 120 48"),
    InputCommandInfo("wait SECONDS", "advance the clock (headless runs only)", example: "wait 0.5"),
    InputCommandInfo("previous", "as if the app called ctl.flow:showPrevious()"),
    InputCommandInfo("call NAME [ARG...]", "run the tour's function NAME(ctl, ARG...) as a hook", example: "call pilot 2 \"two\""),
    InputCommandInfo(
      "resize WIDTH HEIGHT [TOP LEFT BOTTOM RIGHT]", "a size transition; with four more numbers, the new safe area",
      example: "resize 844 390 0 47 21 47"),
    InputCommandInfo("press", "press and hold the mark's body (drawn highlighted) until the next command"),
    InputCommandInfo("navigate NAME", "the app shows the named screen", example: "navigate cart"),
    InputCommandInfo("event NAME", "the app reports an event", example: "event basketOpened"),
    InputCommandInfo(
      "add {JSON}", "the app adds a view (as in a screen file, plus parent and screen)",
      example: #"add {"id": "banner", "frame": [16, 80, 358, 60]}"#),
    InputCommandInfo("remove NAME", "the app removes a view", example: "remove banner"),
    InputCommandInfo("set NAME VALUE", "the app sets a parameter (a number, true, false or text)", example: "set plan pro"),
  ]

  /// The command's word, as the catalog names it.
  public var word: String {
    switch self {
    case .next: "next"
    case .overlay: "overlay"
    case .cutout: "cutout"
    case .skip: "skip"
    case .tap: "tap"
    case .wait: "wait"
    case .previous: "previous"
    case .call: "call"
    case .resize: "resize"
    case .press: "press"
    case .navigate: "navigate"
    case .event: "event"
    case .add: "add"
    case .remove: "remove"
    case .set: "set"
    }
  }

  /// The command words, in the order the help lists them.
  public static var words: [String] { catalog.map(\.word) }

  /// How a command is written (`tap X Y`).
  static func usage(of word: String) -> String {
    catalog.first { $0.word == word }?.usage ?? word
  }

  /// The commands as the help lists them: the usage on a line, the summary indented under
  /// it (so that nothing wraps in an 80-column terminal).
  public static var helpLines: [String] {
    catalog.flatMap { [$0.usage, "    " + $0.summary] }
  }
}
