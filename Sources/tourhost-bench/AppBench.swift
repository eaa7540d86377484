import ArgumentParser
import Foundation

/// An app's tours as one system: triggers per second through `tourhost run app.lua
/// --headless`, an app of many tours with TipKit's rules, its events and parameters kept in
/// memory and in a progress database on disk (one transaction a report).
struct AppBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app", abstract: "Triggers per second of an app of many tours, in memory and on disk.")

  @Option(help: "Tours in the app.")
  var tours = 40

  @Option(help: "Triggers in the input (events, screens and parameters, in turn).")
  var triggers = 5000

  @Option(help: "Runs; the medians are reported.")
  var runs = 5

  @OptionGroup var tourhost: TourhostOption

  func run() throws {
    let binary = try tourhost.binary()
    let folder = try BenchFolder()
    defer { folder.remove() }
    try writeApp(in: folder)
    let input = try folder.write("input.txt", (0..<triggers).map(Self.command).joined(separator: "\n") + "\n")
    try check(binary, folder, input)
    print("| app of \(tours) tours, \(triggers) triggers | triggers per second | µs per trigger |")
    print("|---|---|---|")
    for (name, state) in [("progress in memory", ":memory:"), ("progress on disk (SQLite)", folder.url.appendingPathComponent("p.sqlite").path)] {
      var seconds: [Double] = []
      for _ in 0..<runs {
        try? FileManager.default.removeItem(atPath: state)
        let run = try Spawn.timed([
          binary, "run", folder.url.appendingPathComponent("app.lua").path, "--headless", "--input", input.path, "--state", state,
          "--trace", "/dev/null",
        ])
        // No tour shows, by design: the run's status is 1 ("no tour showed in this run").
        guard run.status == 1 else { throw BenchError("tourhost exited with status \(run.status)") }
        seconds.append(run.seconds)
      }
      let median = Median.of(seconds)
      print("| \(name) | \(String(format: "%.0f", Double(triggers) / median)) | \(String(format: "%.1f", median * 1e6 / Double(triggers))) |")
    }
    print("")
    print(
      "Each tour counts an event in a 7-day window and is held back by its count, so every trigger is decided and none shows. The runs include start-up (loading \(tours) tours). Median of \(runs) runs."
    )
  }

  /// Plays the input once with its trace kept, and checks that every trigger was decided (a
  /// `decision` line or more each), so that the timed runs time the decision point.
  private func check(_ binary: String, _ folder: BenchFolder, _ input: URL) throws {
    let trace = folder.url.appendingPathComponent("trace.jsonl")
    let run = try Spawn.timed([
      binary, "run", folder.url.appendingPathComponent("app.lua").path, "--headless", "--input", input.path, "--trace", trace.path,
    ])
    let decided = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { $0.contains(#""event":"decision""#) }.count
    guard run.status == 1, decided >= triggers else {
      throw BenchError("the app decided \(decided) times for \(triggers) triggers (status \(run.status))")
    }
  }

  /// The `n`th command: an event, a screen or a parameter, in turn, each a trigger of some tours.
  static func command(_ n: Int) -> String {
    switch n % 3 {
    case 0: "event e\(n % 10)"
    case 1: "navigate s\(n % 4)"
    default: "set p\(n % 5) \(n)"
    }
  }

  /// The app: `tours` tours, each started by an event, a screen or a parameter and counting an
  /// event it never reaches, in groups of two, with a frequency and a cooldown.
  private func writeApp(in folder: BenchFolder) throws {
    let screens = (0..<4).map { "s\($0) = { width = 390, height = 844, views = { { id = \"a\", frame = { 20, 100, 200, 44 } } } }" }
    for index in 0..<tours {
      let trigger = ["{ event = \"e\(index % 10)\" }", "{ screen = \"s\(index % 4)\" }", "{ parameter = \"p\(index % 5)\" }"][index % 3]
      try folder.write(
        "t\(index).lua",
        """
        return {
          id = "t\(index)", trigger = \(trigger), rules = { { event = "e\(index % 10)", count = 1000000, within = "7d" } },
          screens = { \(screens.joined(separator: ", ")) }, startScreen = "s0",
          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
        }
        """)
    }
    let groups = stride(from: 0, to: tours - 1, by: 2).map { "{ \"t\($0)\", \"t\($0 + 1)\", order = \"ordered\" }" }
    try folder.write(
      "app.lua",
      """
      return {
        tours = { \((0..<tours).map { "\"t\($0).lua\"" }.joined(separator: ", ")) },
        displayFrequency = "daily", cooldown = 60, groups = { \(groups.joined(separator: ", ")) },
      }
      """)
  }
}
