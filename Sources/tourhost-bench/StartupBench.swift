import ArgumentParser
import Foundation

/// Start-up: wall time of `tourhost run --headless` playing a one-mark tour to its end, against
/// `lua5.4` running an empty script (the floor: a process that starts Lua and does nothing).
struct StartupBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "startup", abstract: "Start-up time of a one-mark headless tour against lua5.4 running an empty script.")

  @Option(help: "Runs of each; the medians are reported.")
  var runs = 31

  @Option(help: ArgumentHelp("The Lua interpreter to compare with.", valueName: "path"))
  var lua = "/usr/bin/lua5.4"

  @OptionGroup var tourhost: TourhostOption

  @Option(help: ArgumentHelp(
    "Another tourhost build to time beside the first (a dynamically linked one, say).",
    valueName: "path"))
  var also: [String] = []

  func run() throws {
    let binary = try tourhost.binary()
    guard FileManager.default.isExecutableFile(atPath: lua) else {
      throw BenchError("no Lua interpreter at \(lua) (Debian: apt-get install lua5.4, or scripts/setup --bench)")
    }
    let folder = try BenchFolder()
    defer { folder.remove() }
    let tour = try folder.write("tour.lua", """
      return {
        screen = { width = 390, height = 844, views = { { id = "search", frame = { 16, 60, 358, 44 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "search" } end,
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search here.", next = "Next" }
        end,
      }
      """)
    let empty = try folder.write("empty.lua", "")
    let builds = [binary] + also
    let runsOf = builds.map { [$0, "run", tour.path, "--headless", "--autoplay", "--trace", "/dev/null"] }
    let luaRun = [lua, empty.path]
    // One untimed run of each fills the page cache.
    for run in runsOf + [luaRun] { _ = try Spawn.timed(run) }
    var times = Array(repeating: [Double](), count: builds.count)
    var luaTimes: [Double] = []
    for _ in 0..<runs {
      for (number, run) in runsOf.enumerated() {
        let played = try Spawn.timed(run)
        guard played.status == 0 else { throw BenchError("\(run[0]) exited with status \(played.status)") }
        times[number].append(played.seconds * 1000)
      }
      luaTimes.append(try Spawn.timed(luaRun).seconds * 1000)
    }
    let floor = Median.of(luaTimes)
    print("| process | ms (median of \(runs)) | ratio to lua5.4 |")
    print("|---|---|---|")
    print("| `lua5.4 empty.lua` | \(String(format: "%.2f", floor)) | 1 |")
    for (number, build) in builds.enumerated() {
      let median = Median.of(times[number])
      print("| `tourhost run --headless --autoplay`, one mark (\(build)) | \(String(format: "%.2f", median)) | \(String(format: "%.1f", median / floor)) |")
    }
    print("")
    print("goal: under 10 ms")
  }
}
