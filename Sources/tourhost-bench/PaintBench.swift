import Foundation
import TestSupport

/// Save-to-pixels: an app of twenty tours live in `tourhost run` with its preview open in
/// headless Chromium; each save of the tour on show is timed to the first paint of the frame
/// that carries its new text, as the page reports it (`window.tourhostPaints`: a task queued
/// from the next animation frame, which runs once that frame is painted).
struct PaintBench {
  let binary: String
  let tour: BenchTour
  let saves: Int
  let gap: Double

  /// The app file beside the bench tour, and nineteen more tours like it (each its own id and
  /// hints): the bench tour is first, so it is the one the launch shows.
  func writeApp() throws {
    var names = ["tour.lua"]
    for index in 2...20 {
      let script = tour.script(hint: "Tour \(index)'s first step.").replacingOccurrences(of: #"id = "bench""#, with: #"id = "tour\#(index)""#)
      try Data(script.utf8).write(to: tour.folder.appendingPathComponent("t\(index).lua"))
      names.append("t\(index).lua")
    }
    let app = "return { tours = { \(names.map { "\"\($0)\"" }.joined(separator: ", ")) }, cooldown = 0 }\n"
    try Data(app.utf8).write(to: tour.folder.appendingPathComponent("app.lua"))
  }

  /// Each save's milliseconds from the rename to the paint of its first frame; and its parts:
  /// from the rename to the frame's arrival in the page, and from there to its paint.
  func run() throws -> (paint: Summary, arrival: Summary, browser: Summary) {
    try writeApp()
    let child = try ChildProcess([binary, "run", "app.lua", "--port", "0"])
    defer { child.terminate() }
    guard let first = child.readLine(timeout: 10), let range = first.range(of: "http://127.0.0.1:") else {
      throw BenchError("the interactive run did not print its preview address")
    }
    let address = "http://127.0.0.1:" + first[range.upperBound...].prefix { $0.isNumber }
    let browser = try HeadlessChromium(url: address)
    guard try browser.waitUntil("Number(document.body.dataset.frames) > 0 && window.tourhostPaints.size > 0", timeout: 20) else {
      throw BenchError("the preview did not show the app's first tour")
    }
    var samples: [(arrived: Double, painted: Double)] = []
    // The shares of a frame, the same in every run.
    var jitter = SplitMix64(seed: 0x7469_6D65)
    for save in 1...saves {
      let text = "Painted hint \(save)"
      // Watches for the first frame with the text before the save, then waits for its paint.
      _ = try browser.evaluate(
        """
        window.benchPaint = new Promise((resolve) => {
          const stage = document.getElementById('page-stage');
          const seen = new MutationObserver(() => {
            if (!stage.textContent.includes(\(Self.quoted(text)))) return;
            seen.disconnect();
            const frame = Number(document.body.dataset.frames);
            if (window.tourhostPaints.has(frame)) return resolve(window.tourhostPaints.get(frame));
            const painted = (event) => {
              if (event.detail.frame !== frame) return;
              document.removeEventListener('tourhost-paint', painted);
              resolve(event.detail.times);
            };
            document.addEventListener('tourhost-paint', painted);
          });
          seen.observe(stage, { childList: true, subtree: true, characterData: true });
        }); true
        """)
      var now = timespec()
      try tour.save(hint: text)
      clock_gettime(CLOCK_REALTIME, &now)
      let saved = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
      guard let times = try browser.evaluate("window.benchPaint") as? [Double], times.count == 2 else {
        throw BenchError("the preview did not paint save \(save)")
      }
      samples.append((times[0] - saved, times[1] - saved))
      usleep(UInt32((gap + jitter.fraction() * Self.frame) * 1_000_000))
    }
    return (
      Summary(samples: samples.map(\.painted)), Summary(samples: samples.map(\.arrived)),
      Summary(samples: samples.map { $0.painted - $0.arrived })
    )
  }

  /// One frame at 60 Hz, in seconds. Each gap between saves is longer by a share of it, so
  /// that the saves fall at every point of the browser's frame: a fixed gap keeps the bench in
  /// step with the frames, and its figures then tell the phase it locked to, not the wait.
  static let frame = 1.0 / 60

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
