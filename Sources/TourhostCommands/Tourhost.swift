import ArgumentParser
import TourHostKit

#if canImport(Glibc)
  import Glibc
#endif

struct Tourhost: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tourhost",
    abstract: "Run coach-mark tours written in Lua.",
    discussion: """
      A tour script is a Lua file that returns a table describing the tour, in the \
      vocabulary of the Instructions library: numberOfCoachMarks, coachMarkAt, \
      coachMarkViewsAt, willShow, ... See README.md and API.md.

      Try:  tourhost run scripts/examples/welcome.lua --headless --autoplay
            tourhost render scripts/examples/welcome.lua --out pictures
      """,
    version: TourhostVersion.current,
    subcommands: [
      Run.self, Render.self, StateCommand.self, ScreenCommand.self, CaptureCommand.self, DevicesCommand.self, CheckCommand.self, WhyCommand.self,
      DriftCommand.self,
    ]
  )

  /// Parses and runs the command. A headless run in one of the shapes CI writes is read
  /// without the parser (`DirectRun`); another `tourhost run ...` that parses as it is goes
  /// straight to `Run`: parsing against the whole tree of commands costs a few milliseconds of
  /// start-up (swift-argument-parser reflects every command's properties), which a headless
  /// tour in CI pays on every run. Anything else (help, errors, the other commands) takes the
  /// full path, so every message is the same.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let headless = DirectRun.headlessOptions(arguments) {
      let status = HeadlessRunner.run(headless, errors: StandardError.write)
      Self.exit(withStatus: status)
    }
    if let run = Run.parsedDirectly(arguments) {
      do {
        try run.run()
        Self.exit()
      } catch {
        Self.exit(withError: error)
      }
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      exit(after: error)
    }
    Self.exit()
  }

  /// Exits with `status`, as swift-argument-parser's `exit(withError: ExitCode(...))` would,
  /// without building its message (which reflects on the command's properties).
  static func exit(withStatus status: ExitStatus) -> Never {
    Glibc.exit(status.rawValue)
  }

  /// Exits as swift-argument-parser does, but for a bad command line: its message and usage
  /// go to standard error and the status is 2, like every other unusable input (the parser's
  /// own default, EX_USAGE = 64, is said nowhere else).
  static func exit(after error: any Error) -> Never {
    guard exitCode(for: error) == .validationFailure else { Self.exit(withError: error) }
    StandardError.write(fullMessage(for: error))
    Self.exit(withError: ExitCode(ExitStatus.unusable.rawValue))
  }
}
