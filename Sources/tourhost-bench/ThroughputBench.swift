import ArgumentParser
import Foundation
import TourCore
import TourHostKit

/// Tour throughput: a long headless tour played to its end by `--autoplay`, with the trace
/// written to /dev/null; with every hook in Lua, with only `coachMarkAt`, and in-process with
/// the data source in Swift (the engine's own cost, no Lua).
struct ThroughputBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "throughput", abstract: "Marks per second of a long headless tour, with and without Lua hooks.")

  @Option(help: "Marks in the tour.")
  var marks = 10_000

  @Option(help: "Runs; the medians are reported.")
  var runs = 5

  @Flag(help: "Play only the in-process tour, once, and print nothing: for a profile of the engine's own cost.")
  var profile = false

  @OptionGroup var tourhost: TourhostOption

  func run() throws {
    if profile {
      _ = try playInSwift()
      return
    }
    let binary = try tourhost.binary()
    let folder = try BenchFolder()
    defer { folder.remove() }
    let variants = [
      ("every hook in Lua (`tourhost run --headless --autoplay`)", "hooks.lua", ThroughputTour.everyHook(marks: marks)),
      ("only `coachMarkAt` in Lua (`tourhost run --headless --autoplay`)", "coachMarkAt.lua", ThroughputTour.onlyCoachMarkAt(marks: marks)),
    ]
    let files = try variants.map { _, name, script in try folder.write(name, script) }
    for file in files { try check(binary, file, in: folder) }
    // Each round times one layout, each binary's tour and the in-process tour within the same
    // minute: the machine's speed drifts from one minute to the next, and a ratio of figures
    // taken at different moments drifts with it.
    var layouts: [Double] = []
    var seconds = [[Double]](repeating: [], count: files.count)
    var inProcess: [Double] = []
    for _ in 0..<runs {
      layouts.append(LayoutBench.oneLayout(count: 20_000, runs: 1))
      for (offset, file) in files.enumerated() { seconds[offset].append(try timed(binary, file)) }
      inProcess.append(try playInSwift())
    }
    let layout = Median.of(layouts)
    print("| tour of \(marks) marks | marks per second | µs per mark | times one layout (\(String(format: "%.2f", layout)) µs) |")
    print("|---|---|---|---|")
    for ((name, _, _), times) in zip(variants, seconds) { print(row(name, Median.of(times), layout)) }
    let perMark = seconds.map { Median.of($0) * 1e6 / Double(marks) }
    print(row("data source in Swift, no Lua (in-process, the engine's own cost)", Median.of(inProcess), layout))
    let engine = Median.of(inProcess) * 1e6 / Double(marks)
    BenchFigures.record(
      "the engine's own cost per mark (data source in Swift, \(marks) marks)",
      String(format: "%.1f µs = %.1f× one layout (%.2f µs)", engine, engine / layout, layout), goal: "≤ 3×", met: engine / layout <= 3)
    BenchFigures.record(
      "a tour of \(marks) marks, every hook in Lua, per mark",
      String(format: "%.1f µs = %.1f× one layout", perMark[0], perMark[0] / layout), goal: "≤ 15×", met: perMark[0] / layout <= 15)
    print("")
    print("The runs of the binary include its start-up (see `tourhost-bench startup`). Median of \(runs) rounds, each timing")
    print("one layout (20,000 of them), both binaries and the in-process tour one after the other.")
  }

  private func row(_ name: String, _ seconds: Double, _ layout: Double) -> String {
    let micro = seconds * 1e6 / Double(marks)
    return
      "| \(name) | \(String(format: "%.0f", Double(marks) / seconds)) | \(String(format: "%.1f", micro)) | \(String(format: "%.1f", micro / layout)) |"
  }

  /// Plays `script` through the binary once, its trace thrown away; returns the seconds it took.
  private func timed(_ binary: String, _ script: URL) throws -> Double {
    let run = try Spawn.timed([binary, "run", script.path, "--headless", "--autoplay", "--trace", "/dev/null"])
    guard run.status == 0 else { throw BenchError("tourhost exited with status \(run.status)") }
    return run.seconds
  }

  /// Plays the tour once with its trace kept, and checks that every mark was shown and the
  /// tour ended, so that the timed runs time a whole tour.
  private func check(_ binary: String, _ script: URL, in folder: BenchFolder) throws {
    let trace = folder.url.appendingPathComponent("trace.jsonl")
    let run = try Spawn.timed([binary, "run", script.path, "--headless", "--autoplay", "--trace", trace.path])
    let text = try String(contentsOf: trace, encoding: .utf8)
    let shown = text.split(separator: "\n").filter { $0.contains(#""event":"didShow""#) }.count
    guard run.status == 0, shown == marks, text.contains(#""event":"end""#) else {
      throw BenchError("the tour did not play to its end (status \(run.status), \(shown) of \(marks) marks shown)")
    }
  }

  /// Plays the tour in this process with a Swift data source, the default views measured with
  /// the real font, and a trace written to /dev/null; returns the seconds it took.
  private func playInSwift() throws -> Double {
    let writer = try TraceWriter(path: "/dev/null")
    let start = DispatchTime.now().uptimeNanoseconds
    let timeline = Timeline()
    let controller = CoachMarksController(screen: SwiftTour.screen, timeline: timeline, measurer: TextMetricsChoice.standard)
    let source = SwiftTour(marks: marks)
    controller.dataSource = source
    let funnel = TraceFunnel(into: writer)
    controller.subscribe(funnel)
    controller.skip.view = ViewSpec(kind: .skipButton(title: "Skip", DefaultViewStyle()))
    controller.start()
    var shown = 0
    while !controller.machine.phase.isEnded {
      while timeline.advanceToNextDeadline() {}
      guard case .user = controller.waitingFor else { break }
      shown += 1
      controller.send(.tapNext)
    }
    while timeline.advanceToNextDeadline() {}
    try writer.flush()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    guard controller.machine.phase.isEnded, shown == marks else { throw BenchError("the Swift tour stopped after \(shown) marks") }
    return seconds
  }
}
