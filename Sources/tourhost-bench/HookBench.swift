import ArgumentParser
import Foundation
import TourCore
import TourLua

/// Hook call overhead: a trivial hook called through the bridge the way the engine calls it
/// (`coachMarkWillLoadAt`, through `LuaTour`'s delegate method: a coroutine with its budget,
/// the arguments pushed, the answer read) against a plain C loop of `lua_pcall` calling the
/// same function in the same Lua state.
struct HookBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hooks", abstract: "Hook call overhead: the bridge against a plain C lua_pcall loop.")

  @Option(help: "Calls per run.")
  var calls = 1_000_000

  @Option(help: "Runs; the medians are reported.")
  var runs = 7

  func run() throws {
    let folder = try BenchFolder()
    defer { folder.remove() }
    let script = try folder.write(
      "hooks.lua",
      """
      return {
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { frame = { 0, 0, 10, 10 } } end,
        coachMarkWillLoadAt = function(ctl, index) return true end,
      }
      """)
    let controller = CoachMarksController(screen: Screen(size: Size(width: 390, height: 844)), timeline: Timeline())
    let tour = try LuaTour(scriptAt: script, controller: controller)
    // The script as the controller sees it: its delegate.
    guard let delegate = controller.delegate else { throw BenchError("the tour did not become the controller's delegate") }
    var bridge: [Double] = []
    var plain: [Double] = []
    var resumed: [Double] = []
    for _ in 0..<runs {
      var answered = 0
      bridge.append(
        nanosecondsPerCall {
          for index in 1...calls { delegate.coachMarkWillLoad(at: index) { if $0 { answered += 1 } } }
        })
      var plainAnswered = 0
      plain.append(nanosecondsPerCall { plainAnswered = PlainCCalls(tour).call("coachMarkWillLoadAt", count: calls) ?? 0 })
      var resumedAnswered = 0
      resumed.append(
        nanosecondsPerCall {
          resumedAnswered = PlainCCalls(tour).call("coachMarkWillLoadAt", count: calls, inCoroutines: true) ?? 0
        })
      guard answered == calls, plainAnswered == calls, resumedAnswered == calls else {
        throw BenchError("a call did not answer true")
      }
    }
    let (b, p, r) = (Median.of(bridge), Median.of(plain), Median.of(resumed))
    print("| path | ns per call (median of \(runs) × \(calls) calls) |")
    print("|---|---|")
    print("| plain C loop of `lua_pcall` | \(String(format: "%.0f", p)) |")
    print("| plain C loop of `lua_resume`, a coroutine with the budget hook (the design's floor) | \(String(format: "%.0f", r)) |")
    print("| the bridge, as the engine calls a hook | \(String(format: "%.0f", b)) |")
    print("")
    print(
      "ratio (bridge / plain): \(String(format: "%.2f", b / p)) (goal: at most 1.5); "
        + "floor / plain: \(String(format: "%.2f", r / p)); bridge / floor: \(String(format: "%.2f", b / r))")
  }

  private func nanosecondsPerCall(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(calls)
  }
}
