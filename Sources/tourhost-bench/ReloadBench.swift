import ArgumentParser
import BlockingWebSocket
import Foundation

/// Save-to-preview latency: from the rename that saves a changed script to the `reload` line of
/// a headless `--watch` run, and to the new scene arriving at a preview client; and resident
/// memory across many reloads.
struct ReloadBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reload",
    abstract: "Save-to-preview latency and memory across reloads.",
    discussion: """
      Saves a tour script (a temporary file renamed over it, as editors do) again and \
      again while tourhost runs it, and times each save: to the reload event of a headless \
      --watch run, to the new picture reaching a client of the live preview's WebSocket, and \
      to its first paint in headless Chromium with an app of twenty tours live (paint). \
      Then reloads the headless run until --memory-reloads and compares its resident memory \
      with the memory after 10 reloads.
      """
  )

  @Option(help: "Saves to time on each path.")
  var saves = 200

  @Option(help: "Reloads for the memory comparison.")
  var memoryReloads = 1000

  @Option(help: "Seconds between preview saves (the mark's appearance takes 0.3 s).")
  var previewGap = 0.35

  @OptionGroup var tourhost: TourhostOption

  func run() throws {
    let binary = try tourhost.binary()
    let tour = try BenchTour()
    defer { tour.remove() }
    try tour.enter()
    let (headless, memory) = try headlessPath(binary, tour)
    let preview = try previewPath(binary, tour)
    let paint = try PaintBench(binary: binary, tour: tour, saves: saves, gap: previewGap).run()
    print("| path | saves | p50 ms | p99 ms | max ms | mean ms |")
    print("|---|---|---|---|---|---|")
    print(headless.row("save → `reload` event (headless --watch)"))
    print(preview.row("save → new scene at a preview client"))
    print(paint.paint.row("save → paint: the new picture's first paint in Chromium, an app of 20 tours live"))
    print(paint.arrival.row("(of which) save → the frame's arrival in the page"))
    print(paint.browser.row("(of which) arrival → paint, the browser's part"))
    BenchFigures.record(
      "save → `reload` event (headless --watch)", String(format: "p50 %.2f ms, p99 %.2f ms", headless.percentile(0.5), headless.percentile(0.99)))
    BenchFigures.record(
      "save → first paint in Chromium, an app of 20 tours live (\(saves) saves)",
      String(
        format: "p50 %.2f ms, p99 %.2f ms (arrival in the page p50 %.2f ms)", paint.paint.percentile(0.5), paint.paint.percentile(0.99),
        paint.arrival.percentile(0.5)),
      goal: "p99 ≤ 16.7 ms", met: paint.paint.percentile(0.99) <= 16.7)
    print("")
    print(
      "resident memory: \(memory.after10) KiB after 10 reloads, \(memory.afterAll) KiB after \(memoryReloads) "
        + "(\(String(format: "%+.2f", Double(memory.afterAll - memory.after10) / 1024)) MiB)")
  }

  /// Times saves to the `reload` line, then reloads on for the memory comparison.
  private func headlessPath(_ binary: String, _ tour: BenchTour) throws -> (Summary, (after10: Int, afterAll: Int)) {
    let child = try ChildProcess([binary, "run", "tour.lua", "--headless", "--watch", "--input", "-"])
    defer { child.finish() }
    guard child.waitForLine(containing: #""event":"didShow""#) else { throw BenchError("the headless run did not show its first mark") }
    var samples: [Double] = []
    var after10 = 0
    for save in 1...max(saves, memoryReloads) {
      let saved = try tour.save(hint: "Hint \(save)")
      guard child.waitForLine(containing: #""event":"reload""#) else { throw BenchError("no reload event after save \(save)") }
      let arrived = DispatchTime.now().uptimeNanoseconds
      if save <= saves { samples.append(Double(arrived - saved) / 1e6) }
      guard child.waitForLine(containing: #""event":"didShow""#) else { throw BenchError("no mark after save \(save)") }
      if save == 10 { after10 = child.residentKiB }
      usleep(5000)  // apart, so that no two saves make one burst
    }
    return (Summary(samples: samples), (after10, child.residentKiB))
  }

  /// Times saves to the first frame showing the new text at a WebSocket client of the preview.
  private func previewPath(_ binary: String, _ tour: BenchTour) throws -> Summary {
    let child = try ChildProcess([binary, "run", "tour.lua", "--port", "0"])
    defer { child.terminate() }
    guard let first = child.readLine(timeout: 10), let range = first.range(of: "http://127.0.0.1:"),
      let port = UInt16(first[range.upperBound...])
    else { throw BenchError("the interactive run did not print its preview address") }
    let socket = try BlockingWebSocket(port: port, path: "/ws")
    guard try socket.receive(timeout: 10, until: { $0.contains(#""type":"frame""#) && $0.contains(#"id=\"mark-1\""#) }) != nil else {
      throw BenchError("the preview showed no mark")
    }
    var samples: [Double] = []
    for save in 1...saves {
      let text = "Preview hint \(save)"
      let saved = try tour.save(hint: text)
      guard try socket.receive(timeout: 10, until: { $0.contains(#""type":"frame""#) && $0.contains(">\(text)<") }) != nil else {
        throw BenchError("the preview did not show save \(save)")
      }
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - saved) / 1e6)
      // Let the mark finish appearing, draining the frames meanwhile.
      let settle = Date().addingTimeInterval(previewGap)
      while settle.timeIntervalSinceNow > 0, try socket.receive(timeout: settle.timeIntervalSinceNow) != nil {}
    }
    return Summary(samples: samples)
  }
}
