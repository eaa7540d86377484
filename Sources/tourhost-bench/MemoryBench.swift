import ArgumentParser
import Foundation
import TourCore
import TourHostKit
import TourLua

/// Memory: the resident size of a running headless tour, and what each additional tour (a Lua
/// state with its controller, showing its first mark) adds in one process.
struct MemoryBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "memory", abstract: "Resident memory of a running tour, and per additional Lua state.")

  @Option(help: "Tours loaded side by side for the per-state figure.")
  var tours = 100

  @Option(help: "Runs; the medians are reported.")
  var runs = 5

  @OptionGroup var tourhost: TourhostOption

  func run() throws {
    let binary = try tourhost.binary()
    let tour = try BenchTour()
    defer { tour.remove() }
    try tour.enter()
    var resident: [Double] = []
    for _ in 0..<runs {
      let child = try ChildProcess([binary, "run", "tour.lua", "--headless", "--watch", "--input", "-"])
      defer { child.finish() }
      guard child.waitForLine(containing: #""event":"didShow""#) else { throw BenchError("the tour did not show its first mark") }
      resident.append(Double(child.residentKiB))
    }
    var perState: [Double] = []
    var luaBytes: [Double] = []
    // Every run's tours stay loaded, so that each run measures memory the process did not
    // have before (memory a run freed would be reused by the next and look free).
    var kept: [[(CoachMarksController, LuaTour)]] = []
    for _ in 0..<runs {
      let (kib, bytes) = try additionalStates(tour.folder.appendingPathComponent("tour.lua"), keeping: &kept)
      perState.append(kib)
      luaBytes.append(bytes)
    }
    print("| memory | KiB (median of \(runs)) |")
    print("|---|---|")
    print("| resident size of `tourhost run --headless --watch`, showing the first mark of a three-mark tour | \(Int(Median.of(resident))) |")
    print(
      "| resident size added by each further tour in one process (Lua state, controller, first mark shown; \(tours) tours) | \(String(format: "%.0f", Median.of(perState))) |"
    )
    print("| of which the Lua state's own allocations (`lua_gc` count) | \(String(format: "%.0f", Median.of(luaBytes) / 1024)) |")
  }

  /// Loads `tours` copies of the tour side by side, each showing its first mark; returns the
  /// resident KiB and the Lua bytes each added.
  private func additionalStates(_ script: URL, keeping kept: inout [[(CoachMarksController, LuaTour)]]) throws -> (Double, Double) {
    var loaded: [(CoachMarksController, LuaTour)] = []
    loaded.reserveCapacity(tours)
    let before = ResidentMemory.kibibytes(of: "self")
    for _ in 0..<tours {
      let controller = CoachMarksController(
        screen: Screen(size: Size(width: 390, height: 844)), timeline: Timeline(), measurer: TextMetricsChoice.standard)
      let tour = try LuaTour(scriptAt: script, controller: controller)
      controller.start()
      while controller.timeline.advanceToNextDeadline() {}
      guard case .user = controller.waitingFor else { throw BenchError("a tour did not show its first mark") }
      loaded.append((controller, tour))
    }
    let after = ResidentMemory.kibibytes(of: "self")
    let lua = loaded.reduce(0) { $0 + $1.1.memoryInUse() }
    kept.append(loaded)
    return (Double(after - before) / Double(tours), Double(lua) / Double(tours))
  }
}
