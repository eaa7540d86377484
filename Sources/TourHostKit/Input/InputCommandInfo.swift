import TourCore
import TourLua

/// One input command as its users see it: the word, how it is written, what it does, and how
/// its arguments are read. The catalog of these (`InputCommand.catalog`) is the one list the
/// parser dispatches through, and its usage messages and "did you mean" hints, `tourhost help
/// run` and the interactive command line are made from.
public struct InputCommandInfo: Hashable, Sendable {
  /// The command's word (`tap`).
  public let word: String
  /// How it is written (`tap X Y`).
  public let usage: String
  /// What it does, in a few words.
  public let summary: String
  /// A line that uses it, which the parser must accept (the tests check every one).
  public let example: String
  /// Whether it takes the rest of the line as it is (`add`'s JSON), not as words.
  let takesRestOfLine: Bool
  /// Reads its arguments into the command.
  let read: @Sendable (InputArguments) throws(InputError) -> InputCommand

  init(
    _ usage: String, _ summary: String, example: String? = nil, restOfLine: Bool = false,
    read: @escaping @Sendable (InputArguments) throws(InputError) -> InputCommand
  ) {
    self.word = String(usage.prefix { $0 != " " })
    self.usage = usage
    self.summary = summary
    self.example = example ?? usage
    self.takesRestOfLine = restOfLine
    self.read = read
  }

  public static func == (a: InputCommandInfo, b: InputCommandInfo) -> Bool {
    (a.word, a.usage, a.summary, a.example) == (b.word, b.usage, b.summary, b.example)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(usage) }
}

extension InputCommand {
  /// Every input command, in the order the help lists them.
  public static let catalog: [InputCommandInfo] = [
    InputCommandInfo("next", "tap the current mark's next control") { arguments throws(InputError) in try arguments.none(.next) },
    InputCommandInfo("overlay", "tap the overlay outside the cutout, the marks and the skip view") { arguments throws(InputError) in
      try arguments.none(.overlay)
    },
    InputCommandInfo("cutout", "tap a point of the cutout that no mark covers") { arguments throws(InputError) in try arguments.none(.cutout) },
    InputCommandInfo("skip", "tap the skip control") { arguments throws(InputError) in try arguments.none(.skip) },
    InputCommandInfo("back", "tap the bubble's back control") { arguments throws(InputError) in try arguments.none(.back) },
    InputCommandInfo("close", "tap the bubble's close control") { arguments throws(InputError) in try arguments.none(.close) },
    InputCommandInfo("action ID", "tap the bubble's action ID", example: "action demo") { arguments throws(InputError) in
      guard arguments.tokens.count == 1, !arguments.tokens[0].text.isEmpty else {
        throw arguments.fail("action takes the id of one of the bubble's actions (\(InputCommand.usage(of: "action")))")
      }
      return .action(arguments.tokens[0].text)
    },
    InputCommandInfo("link ID", "tap the link ID in the mark's text", example: "link help") { arguments throws(InputError) in
      guard arguments.tokens.count == 1, !arguments.tokens[0].text.isEmpty else {
        throw arguments.fail("link takes the id of one of the text's links (\(InputCommand.usage(of: "link")))")
      }
      return .link(arguments.tokens[0].text)
    },
    InputCommandInfo("tap X Y", "a tap at a screen point, routed as a real touch would be", example: "tap 120 48") { arguments throws(InputError) in
      let xy = try arguments.numbers(2)
      return .tap(Point(x: xy[0], y: xy[1]))
    },
    InputCommandInfo("wait SECONDS", "advance the clock (headless runs only)", example: "wait 0.5") { arguments throws(InputError) in
      let seconds = try arguments.numbers(1)[0]
      guard seconds >= 0 else { throw arguments.fail("wait: seconds must not be negative, got \(arguments.tokens[0].text)") }
      return .wait(seconds)
    },
    InputCommandInfo("previous", "as if the app called ctl.flow:showPrevious()") { arguments throws(InputError) in try arguments.none(.previous) },
    InputCommandInfo(
      "call NAME [ARG...]", "run the tour's function NAME(ctl, ARG...) as a hook", example: "call pilot 2 \"two\"", read: InputArguments.call),
    InputCommandInfo(
      "resize WIDTH HEIGHT [TOP LEFT BOTTOM RIGHT]", "a size transition; with four more numbers, the new safe area",
      example: "resize 844 390 0 47 21 47", read: InputArguments.resize),
    InputCommandInfo("press", "press and hold the mark's body (drawn highlighted) until the next command") { arguments throws(InputError) in
      try arguments.none(.press)
    },
    InputCommandInfo("navigate NAME", "the app shows the named screen", example: "navigate cart") { arguments throws(InputError) in
      guard arguments.tokens.count == 1, !arguments.tokens[0].quoted || !arguments.tokens[0].text.isEmpty else {
        throw arguments.fail("navigate takes the name of a screen (\(InputCommand.usage(of: "navigate")))")
      }
      return .navigate(arguments.tokens[0].text)
    },
    InputCommandInfo("event NAME", "the app reports an event", example: "event basketOpened") { arguments throws(InputError) in
      guard arguments.tokens.count == 1, !arguments.tokens[0].text.isEmpty else {
        throw arguments.fail("event takes the name of an event (\(InputCommand.usage(of: "event")))")
      }
      return .event(arguments.tokens[0].text)
    },
    InputCommandInfo(
      "add {JSON}", "the app adds a view (as in a screen file, plus parent and screen)",
      example: #"add {"id": "banner", "frame": [16, 80, 358, 60]}"#, restOfLine: true
    ) { arguments throws(InputError) in
      guard !arguments.rest.isEmpty else { throw arguments.fail(#"add takes a view as JSON (add {"id": "banner", "frame": [16, 80, 358, 60]})"#) }
      do throws(AddedViewError) { return .add(try AddedView(json: arguments.rest)) } catch { throw arguments.fail("add: \(error.message)") }
    },
    InputCommandInfo("remove NAME", "the app removes a view", example: "remove banner") { arguments throws(InputError) in
      guard arguments.tokens.count == 1 else {
        throw arguments.fail("remove takes the id or key path of a view (\(InputCommand.usage(of: "remove")))")
      }
      return .remove(arguments.tokens[0].text)
    },
    InputCommandInfo("set NAME VALUE", "the app sets a parameter (a number, true, false or text)", example: "set plan pro", read: InputArguments.set),
  ]

  /// The command's word, as the catalog names it.
  public var word: String {
    switch self {
    case .next: "next"
    case .overlay: "overlay"
    case .cutout: "cutout"
    case .skip: "skip"
    case .back: "back"
    case .close: "close"
    case .action: "action"
    case .link: "link"
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
