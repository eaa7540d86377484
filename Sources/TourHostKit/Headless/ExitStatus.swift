/// How every `tourhost` command exits. The one table of exit statuses (`table`): API.md's is
/// made from it, and each command's `--help` quotes its row.
public enum ExitStatus: Int32, CaseIterable, Sendable {
  /// The command did what it was asked.
  case success = 0
  /// The tour ran and failed: a script error, a stall, findings of `check`, nothing drawn.
  case scriptError = 1
  /// The input or the command line cannot be used: a script that does not load, a file that
  /// cannot be read or is refused, a bad option, an output that cannot be written.
  case unusable = 2
  /// The interactive mode was stopped by Ctrl-C or SIGTERM (128 + SIGINT, as shells report it).
  case interrupted = 130

  /// One command's statuses: what gives each.
  public struct Row: Sendable {
    public var command: String
    public var reasons: [(ExitStatus, String)]
  }

  /// Every command, and what gives each of its statuses.
  public static let table: [Row] = [
    Row(
      command: "run --headless",
      reasons: [
        (.success, "the run had no script error"),
        (
          .scriptError,
          "a script error, or the run stalled (settling gave up, `--autoplay` could not reach the end); an app run in which no tour showed (or `--only`'s tour never did); a warning, with `--strict`"
        ),
        (.unusable, "the script does not load, an input file or command is bad, the trace cannot be written"),
      ]),
    Row(
      command: "run",
      reasons: [
        (.success, "quit with `q`"),
        (.unusable, "the script does not load at the start, the port is taken, the command line is bad"),
        (.interrupted, "Ctrl-C or SIGTERM"),
      ]),
    Row(
      command: "render",
      reasons: [
        (.success, "every picture was drawn"),
        (.scriptError, "a script error, a stall, or nothing to draw"),
        (.unusable, "the script does not load, a picture or folder cannot be written"),
      ]),
    Row(
      command: "check",
      reasons: [
        (.success, "no errors (and no warnings, with `--strict`); a baseline written with `--update-baseline`"),
        (.scriptError, "errors (or warnings, with `--strict`)"),
        (
          .unusable,
          "a tour does not load, a baseline or report cannot be read or written, the shards given to `--merge` are not all of one check, an option is bad"
        ),
      ]),
    Row(
      command: "screen",
      reasons: [
        (.success, "the capture was read"),
        (.unusable, "the file cannot be read, is refused (a DOCTYPE, too deep) or is not a capture tourhost reads"),
      ]),
    Row(
      command: "drift",
      reasons: [
        (.success, "every target is found, moved, renamed or found by its text"),
        (.scriptError, "a target is gone or ambiguous"),
        (.unusable, "a tour does not load, a capture cannot be read, a patch cannot be written, an option is bad"),
      ]),
    Row(
      command: "capture",
      reasons: [
        (.success, "the page was captured"),
        (.scriptError, "the page was not captured within `--timeout`"),
        (.unusable, "the page cannot be loaded (an HTTP error status included) or captured, the output cannot be written, Chromium is missing"),
        (.interrupted, "Ctrl-C or SIGTERM (the browser is stopped first)"),
      ]),
    Row(
      command: "state",
      reasons: [
        (.success, "what was asked was shown or forgotten"),
        (.scriptError, "`show` or `reset` of a tour that is not remembered"),
        (.unusable, "no progress database at the path, or one that cannot be opened"),
      ]),
    Row(
      command: "why",
      reasons: [
        (.success, "the tour's checks were shown"),
        (
          .unusable,
          "the app file or a tour does not load, the app has no such tour, the progress database cannot be read, `--at` is before the last moment it remembers"
        ),
      ]),
    Row(
      command: "devices",
      reasons: [
        (.success, "the devices were listed"),
        (.unusable, "an option is bad, the output cannot be written"),
      ]),
  ]

  /// The table as Markdown, as docs/API.md has it.
  public static var markdown: String {
    var out = "| command | " + allCases.map { "\($0.rawValue)" }.joined(separator: " | ") + " |\n"
    out += "|---|" + allCases.map { _ in "---|" }.joined() + "\n"
    for row in table {
      let cells = allCases.map { status in row.reasons.first { $0.0 == status }?.1 ?? "" }
      out += "| `\(row.command)` | " + cells.joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// One command's row, for its `--help`: `Exit status: 0 ...; 1 ...; 2 ....`.
  public static func help(for command: String) -> String {
    "Exit status: " + statuses(of: command) + "."
  }

  /// One command's row as a sentence: `0 ...; 1 ...; 2 ...`.
  public static func statuses(of command: String) -> String {
    guard let row = table.first(where: { $0.command == command }) else { return "" }
    return row.reasons.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: "; ")
  }
}
