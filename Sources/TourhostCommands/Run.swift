import ArgumentParser
import FoundationEssentials
import TourCore
import TourHostKit
import TourLua

struct Run: ParsableCommand {
  /// What runs the interactive mode (set by `TourhostCommandLine.main` before parsing).
  nonisolated(unsafe) static var interactiveMode: TourhostCommandLine.InteractiveMode = { _ in .unusable }

  static let configuration = CommandConfiguration(abstract: "Run a tour script.", discussion: discussion)

  /// The help's text; its list of input commands is made from the parser's own catalog.
  static var discussion: String {
    let commands = InputCommand.helpLines.map { "  " + $0 }.joined(separator: "\n")
    return """
      Without --headless the tour runs on the real clock. The terminal shows where it is \
      and takes keys: \(InteractiveKey.helpText), : an input command (below). A live preview is served at http://127.0.0.1:7357 (--port): open it \
      in a browser to see the tour, click to tap and type input commands. Saving the \
      script, a module it requires or its screen file reloads the tour in place; a save \
      that does not load leaves the last good version running and shows its error.

      With --headless the tour runs on a virtual clock that starts at 0 and only moves \
      when an input command or settling moves it; the trace (one JSON object a line) goes \
      to standard output or --trace. Before every command but wait, and after the last, \
      the host settles: it advances the clock until no transition runs and no hook waits, \
      60 s at most; a tour still moving then is reported in a warning and the run fails. \
      --watch keeps a headless run going until standard input closes, reloading on every \
      save. --autoplay taps through to the end; a tour that cannot get there (paused with \
      nothing to resume it, waiting for a screen nobody shows) fails with a warning. A run, \
      headless or live, keeps remembered progress (once, resume, ...) only in the database \
      --state names; without it, progress lives in memory and every run starts afresh.

      An app file (app.lua, or NAME.app.lua) runs the app's tours as one system: at the \
      launch and at each navigate, event and set, the decision point picks at most one tour \
      and the trace has a decision line for every candidate (shows, waiting or blocked, and \
      why). --autoplay taps each tour that starts through to its end; --show-all lets every \
      tour's rules pass; --only TOUR makes one tour the only candidate; --hide-all shows none.

      Input commands, one a line (# starts a comment):
      \(commands)

      Exit status, headless: \(ExitStatus.statuses(of: "run --headless")). Live: \(ExitStatus.statuses(of: "run")).

      Examples:
        tourhost run tour.lua
        tourhost run tour.lua --headless --autoplay
        tourhost run tour.lua --headless --input taps.txt --trace trace.jsonl
        printf 'next\\nskip\\n' | tourhost run tour.lua --headless --input -
        tourhost run app.lua --headless --autoplay --input week.txt --state progress.sqlite
      """
  }

  @OptionGroup var options: ScriptOptions

  @OptionGroup(title: "How the tour is seen") var seen: EnvironmentOptions

  @Flag(help: "Run on a virtual clock with scripted input, writing a JSON Lines trace.")
  var headless = false

  @Option(help: ArgumentHelp("Where to write the trace (default: standard output).", valueName: "file"))
  var trace: String?

  @Flag(help: "Tap each mark's next control until the tour ends (after any input).")
  var autoplay = false

  @Flag(
    help:
      "With --headless: keep running until standard input closes, reading commands from it as they come and reloading the tour whenever its files are saved."
  )
  var watch = false

  @Option(help: ArgumentHelp("The live preview's port on 127.0.0.1 (0: any free port).", valueName: "port"))
  var port: UInt16 = 7357

  @Option(
    help: ArgumentHelp(
      "With --headless: the host clock's time at the virtual clock's 0, as 2026-01-05T09:00:00Z (default: now). Rules such as displayFrequency compare it with the remembered starts.",
      valueName: "time"))
  var startTime: String?

  @Flag(help: "For an app file: every tour's rules pass (TipKit's showAllTipsForTesting); still one tour at a time.")
  var showAll = false

  @Option(help: ArgumentHelp("For an app file: only this tour is ever a candidate.", valueName: "tour"))
  var only: String?

  @Flag(help: "For an app file: no tour shows (TipKit's hideAllTipsForTesting), to test the app's own screens.")
  var hideAll = false

  @Flag(help: "With --headless: a warning (an input typo, a tap outside the screen, ...) fails the run (exit 1), as a script error does.")
  var strict = false

  @Flag(help: "Serve no live preview.")
  var noPreview = false

  @Flag(help: "Open the live preview in a browser (when there is a display; the address is printed either way).")
  var open = false

  func validate() throws {
    if showAll || only != nil || hideAll, ScriptDoor.kind(of: options.script) != .app {
      throw ValidationError("--show-all, --only and --hide-all are for an app file (app.lua or NAME.app.lua)")
    }
    if hideAll, showAll || only != nil {
      throw ValidationError("--hide-all hides every tour; it goes with neither --show-all nor --only")
    }
    if let startTime, Self.parseTime(startTime) == nil {
      throw ValidationError("--start-time must be \(Self.timeShape), got '\(startTime)'")
    }
    if headless {
      guard !open, !noPreview, port == 7357 else {
        throw ValidationError("--port, --no-preview and --open are for the interactive mode (without --headless)")
      }
    } else {
      guard options.input == nil, trace == nil, !autoplay, !watch, startTime == nil, !strict else {
        throw ValidationError("--input, --trace, --autoplay, --watch, --start-time and --strict need --headless")
      }
    }
  }

  func run() throws {
    let write: (String) -> Void = StandardError.write
    guard headless else {
      var interactive = InteractiveOptions(
        script: options.script, port: noPreview ? nil : port, open: open, state: options.state,
        configuration: options.configuration, environment: try seen.environment())
      interactive.testing = TourDecider.Testing(showAll: showAll, only: only, hideAll: hideAll)
      let status = Self.interactiveMode(interactive)
      if status != .success { throw ExitCode(status.rawValue) }
      return
    }
    let status = HeadlessRunner.run(try headlessOptions(), errors: write)
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// What a headless run is given.
  func headlessOptions() throws -> HeadlessOptions {
    // A run keeps progress only where --state says (`ProgressPlace.given`).
    var headlessOptions = HeadlessOptions(
      script: options.script, input: options.input, trace: trace, autoplay: autoplay, watch: watch, state: options.state,
      startTime: startTime.flatMap(Self.parseTime), configuration: options.configuration, environment: try seen.environment())
    headlessOptions.testing = TourDecider.Testing(showAll: showAll, only: only, hideAll: hideAll)
    headlessOptions.strict = strict
    return headlessOptions
  }

  /// The command when `arguments` are `run ...` and parse without a message to show (no help,
  /// no error); nil otherwise.
  static func parsedDirectly(_ arguments: [String]) -> Run? {
    guard arguments.first == "run", !arguments.contains(where: { ["-h", "--help", "help", "--version"].contains($0) }) else {
      return nil
    }
    return try? parse(Array(arguments.dropFirst()))
  }

  /// Seconds since 1970 for an ISO 8601 time (with a zone, or Z).
  static func parseTime(_ text: String) -> Double? {
    guard let seconds = (try? Date(text, strategy: .iso8601))?.timeIntervalSince1970, timeRange.contains(seconds) else { return nil }
    return seconds
  }

  /// The times `--start-time` and `--at` take, in seconds since 1970: from 1970 to the last
  /// second before 10^11 (5138-11-16), which the progress database keeps and reads back.
  static let timeRange = 0.0..<1e11

  /// How a time is written, and the times taken, for a message.
  static let timeShape = "a time from 1970-01-01T00:00:00Z to 5138-11-16T09:46:39Z, like 2026-01-05T09:00:00Z"
}
