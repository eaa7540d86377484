import ArgumentParser
import Foundation
import TourHostKit

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a tour script.",
    discussion: """
      With --headless the tour runs on a virtual clock that starts at 0 and only moves \
      when an input command or settling moves it; the trace (one JSON object a line) goes \
      to standard output or --trace. Input commands, one a line: next, overlay, cutout, \
      skip, tap X Y, wait SECONDS, previous, call NAME [ARG...], resize WIDTH HEIGHT. \
      Before every command but wait, and after the last, the host settles: it advances \
      the clock until no transition runs and no hook waits.

      Exit status: 0 when the run had no script error, 1 when it had one, 2 when the \
      script could not be loaded at all or the input is bad.

      Examples:
        tourhost run tour.lua --headless --autoplay
        tourhost run tour.lua --headless --input taps.txt --trace trace.jsonl
        printf 'next\\nskip\\n' | tourhost run tour.lua --headless --input -
      """
  )

  @OptionGroup var options: ScriptOptions

  @Flag(help: "Run on a virtual clock with scripted input, writing a JSON Lines trace.")
  var headless = false

  @Option(help: ArgumentHelp("Where to write the trace (default: standard output).", valueName: "file"))
  var trace: String?

  @Flag(help: "Tap each mark's next control until the tour ends (after any input).")
  var autoplay = false

  func validate() throws {
    guard headless else {
      // TODO(#4): the interactive mode (live terminal status, preview, hot reload).
      throw ValidationError("only --headless runs are available for now; add --headless")
    }
  }

  func run() throws {
    let headlessOptions = HeadlessOptions(
      script: options.script, input: options.input, trace: trace, autoplay: autoplay, configuration: options.configuration)
    let status = HeadlessRunner.run(headlessOptions) { message in
      FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    if status != .success { throw ExitCode(status.rawValue) }
  }
}
