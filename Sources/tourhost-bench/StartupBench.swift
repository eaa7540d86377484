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

  func run() throws {
    let binary = try tourhost.binary()
    guard FileManager.default.isExecutableFile(atPath: lua) else {
      throw BenchError("no Lua interpreter at \(lua) (Debian: apt-get install lua5.4, or scripts/setup --bench)")
    }
    let folder = try BenchFolder()
    defer { folder.remove() }
    let tour = try folder.write(
      "tour.lua",
      """
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
    let tourRun = [binary, "run", tour.path, "--headless", "--autoplay", "--trace", "/dev/null"]
    let luaRun = [lua, empty.path]
    // One untimed run of each fills the page cache.
    _ = try Spawn.timed(tourRun)
    _ = try Spawn.timed(luaRun)
    var tourTimes: [Double] = []
    var luaTimes: [Double] = []
    for _ in 0..<runs {
      let played = try Spawn.timed(tourRun)
      guard played.status == 0 else { throw BenchError("tourhost exited with status \(played.status)") }
      tourTimes.append(played.seconds * 1000)
      luaTimes.append(try Spawn.timed(luaRun).seconds * 1000)
    }
    let (t, l) = (Median.of(tourTimes), Median.of(luaTimes))
    print("| process | ms (median of \(runs)) | ratio to lua5.4 |")
    print("|---|---|---|")
    print("| `lua5.4 empty.lua` | \(String(format: "%.2f", l)) | 1 |")
    print("| `tourhost run --headless --autoplay`, one mark | \(String(format: "%.2f", t)) | \(String(format: "%.1f", t / l)) |")
    print("")
    print("goal: at most 5 times lua5.4")
    BenchFigures.record(
      "start-up: `tourhost run --headless --autoplay`, one mark", String(format: "%.2f ms = %.1f× `lua5.4 empty.lua` (%.2f ms)", t, t / l, l),
      goal: "≤ 5×", met: t / l <= 5)
  }
}
