import Foundation
import TestSupport
import Testing
import TourHostKit

/// `tourhost` as a user runs it: the built binary, its output, its exit status.
@Suite("The tourhost command")
struct CLITests {
  let tour = ScriptRun.tour(
    marks: 2,
    """
    skipView = { title = "Skip", width = 60, height = 30 },
    didEndShowingBySkipping = function(ctl, skipped) tour.log("skipped", skipped) end,
    fail = function(ctl) error("on purpose") end,
    hide = function(ctl) ctl:prepareForChange() end,
    """)

  @Test("tourhost --version prints the version that SARIF reports, and exits 0")
  func version() throws {
    let result = try TourhostBinary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "0.3.0\n")
    #expect(TourhostVersion.current == "0.3.0")
  }

  @Test("a headless run writes the trace to standard output and exits 0")
  func headless() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    folder.write("input.txt", "next\n# a comment\n\nskip\n")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "input.txt"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.lines.first == #"{"t":0,"event":"start","count":2}"#)
    #expect(
      result.lines.suffix(3) == [
        #"{"t":1.2,"event":"input","command":"skip"}"#,
        #"{"t":1.5,"event":"end","skipped":true}"#,
        #"{"t":1.5,"event":"log","message":"skipped\ttrue"}"#,
      ])
  }

  @Test("input from standard input, the trace to a file")
  func stdinAndTraceFile() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let result = try TourhostBinary.run(
      ["run", "tour.lua", "--headless", "--input", "-", "--trace", "out.jsonl"], in: folder.url, input: "next\nnext\n")
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let trace = try String(contentsOf: folder.url.appendingPathComponent("out.jsonl"), encoding: .utf8)
    #expect(
      trace.split(separator: "\n").suffix(2) == [
        #"{"t":1.8,"event":"end","skipped":false}"#, #"{"t":1.8,"event":"log","message":"skipped\tfalse"}"#,
      ])
  }

  @Test("--trace writes through the path it is given: a symbolic link stays a link, /dev/null a device")
  func traceOpenedInPlace() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    folder.write("kept.jsonl", "old\n")
    try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.jsonl").path, withDestinationPath: "kept.jsonl")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--trace", "link.jsonl"], in: folder.url)
    #expect(result.status == 0)
    let link = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("link.jsonl").path)
    #expect(link[.type] as? FileAttributeType == .typeSymbolicLink)
    let trace = try String(contentsOf: folder.url.appendingPathComponent("kept.jsonl"), encoding: .utf8)
    #expect(trace.hasPrefix(#"{"t":0,"event":"start","count":2}"#))
    let null = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--trace", "/dev/null"], in: folder.url)
    #expect(null.status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType == .typeCharacterSpecial)
  }

  @Test("a run whose arguments do not parse gets the whole command's message and usage")
  func runArgumentErrors() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let conflicting = try TourhostBinary.run(["run", "tour.lua", "--headless", "--port", "3"], in: folder.url)
    #expect(conflicting.status == 2)
    #expect(
      conflicting.stderr == """
        Error: --port, --no-preview and --open are for the interactive mode (without --headless)
        Usage: tourhost run [<options>] <script>
          See 'tourhost run --help' for more information.

        """)
    let help = try TourhostBinary.run(["run", "--help"], in: folder.url)
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: tourhost run [<options>] <script>"))
  }

  @Test("the interactive mode is handed over to tourhost-live; without it beside tourhost, a clear message")
  func interactiveNeedsLive() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let alone = folder.url.appendingPathComponent("bin/tourhost")
    try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A hard link, not a copy: a copy is a file this process holds open for writing, and a
    // child another test forks meanwhile inherits that descriptor, so executing the copy fails
    // with ETXTBSY ("Text file busy") for as long as the child lives. Where a link cannot be
    // made (another file system), `cp` makes the copy in a process of its own.
    do { try FileManager.default.linkItem(at: TourhostBinary.url, to: alone) } catch {
      let copy = Process()
      copy.executableURL = URL(fileURLWithPath: "/bin/cp")
      copy.arguments = [TourhostBinary.url.path, alone.path]
      try copy.run()
      copy.waitUntilExit()
    }
    let process = Process()
    process.executableURL = alone
    process.arguments = ["run", "tour.lua", "--no-preview"]
    process.currentDirectoryURL = folder.url
    let stderr = Pipe()
    process.standardError = stderr
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 2)
    #expect(
      message == """
        tourhost: the interactive mode is in tourhost-live, which is not beside this tourhost (\(alone.deletingLastPathComponent().path)); \
        build it with `swift build -c release --product tourhost-live`, or run with --headless

        """)
  }

  @Test("--autoplay taps through every mark")
  func autoplay() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.lines.filter { $0.contains("\"input\"") }.count == 2)
    #expect(result.lines.contains(#"{"t":1.8,"event":"end","skipped":false}"#))
  }

  @Test("a script error: the run goes on and exits 1")
  func scriptError() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "-"], in: folder.url, input: "call fail\nnext\n")
    #expect(result.status == 1)
    #expect(result.lines.contains { $0.hasPrefix(#"{"t":0.6,"event":"error","message":"tour.lua:19: on purpose","traceback":"#) })
    #expect(result.lines.contains(#"{"t":0.6,"event":"willHide","index":1}"#))
  }

  @Test("press with no mark on screen: a warning, and the run goes on")
  func pressWithoutMark() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "-"], in: folder.url, input: "call hide\npress\n")
    #expect(result.status == 0)
    #expect(result.lines.contains(#"{"t":0.6,"event":"warning","message":"press: no coach mark is on screen"}"#))
  }

  @Test("a script that cannot load: one line on standard error, nothing else, exit 2")
  func unloadable() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", "return {\n  numberOfCoachMarks = 1,\n  coachMarkAt = function() en,\n}\n")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == "tourhost: tour.lua:4: unexpected symbol near '}'\n")
    let missing = try TourhostBinary.run(["run", "nowhere.lua", "--headless"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: nowhere.lua: cannot read the script (no such file)\n")
  }

  @Test("a bad input line stops the run with file:line and exit 2")
  func badInput() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    folder.write("input.txt", "next\ntap 1\n")
    let file = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "input.txt"], in: folder.url)
    #expect(file.status == 2)
    #expect(file.stdout == "")
    #expect(file.stderr == "tourhost: input.txt:2: tap takes 2 numbers (tap X Y), got 1\n")
    let stdin = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "-"], in: folder.url, input: "next\nnxt\n")
    #expect(stdin.status == 2)
    #expect(stdin.stderr == "tourhost: <stdin>:2: unknown command 'nxt' (did you mean 'next'?)\n")
    let call = try TourhostBinary.run(["run", "tour.lua", "--headless", "--input", "-"], in: folder.url, input: "call nothing\n")
    #expect(call.status == 2)
    #expect(call.stderr == "tourhost: <stdin>:1: the tour has no function 'nothing'\n")
  }

  @Test("the limits are options")
  func limits() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "willShow = function() for i = 1, 1e6 do end end,"))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--instruction-budget", "100000"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.lines.contains { $0.contains(#""message":"tour.lua:17: instruction budget exceeded (100000 instructions)""#) })
    let bad = try TourhostBinary.run(["run", "tour.lua", "--headless", "--memory-limit", "0"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--memory-limit must be between 1 and 1048576 MiB"))
  }

  @Test("--help explains the command to a newcomer")
  func help() throws {
    let top = try TourhostBinary.run(["--help"])
    #expect(top.status == 0)
    #expect(top.stdout.contains("OVERVIEW: Run coach-mark tours written in Lua."))
    #expect(top.stdout.contains("run                     Run a tour script."))
    let run = try TourhostBinary.run(["run", "--help"])
    #expect(run.stdout.contains("--headless              Run on a virtual clock with scripted input, writing a\n"))
    #expect(run.stdout.contains("Exit status, headless: 0 the run had no script error; 1 a script error, or the\n"))
    // The input commands come from the parser's own catalog: every one is listed, with its
    // usage, and every example in the catalog parses.
    for command in InputCommand.catalog {
      #expect(run.stdout.contains("\n  \(command.usage)\n      \(command.summary)\n"))
      #expect(try InputParser.parse(command.example, line: 1, source: "help")?.word == command.word)
    }
    #expect(run.stdout.contains("60 s at most; a tour still moving then is reported in a\nwarning and the run fails."))
    #expect(run.stdout.contains("  tourhost run tour.lua --headless --input taps.txt --trace trace.jsonl\n"))
    #expect(run.stdout.contains("USAGE: tourhost run [<options>] <script>\n"))
    let render = try TourhostBinary.run(["render", "--help"])
    #expect(render.stdout.contains("OVERVIEW: Draw a tour: one picture per shown mark, and at chosen instants."))
    #expect(render.stdout.contains("  tourhost render tour.lua --out pictures --input taps.txt --at 0.45 1.2\n"))
    #expect(top.stdout.contains("render                  Draw a tour: one picture per shown mark, and at\n"))
  }
}
