import Foundation
import TourCore
import TourHostKit
import TourLua
import TourRender

/// Fuzz target `app`: an app file and its tours made from arbitrary bytes (well
/// formed or not: wrong types, unknown ids, bad windows, trigger functions that fail, loop or
/// answer nonsense, raw bytes as the app file), loaded by the host and played with arbitrary
/// input commands. A file that does not load must say so in one line naming a file; one that
/// loads must keep the decision point's promises: at most one tour shows at a trigger, never
/// while another does, and a verdict has a reason exactly when it does not show.
public enum AppFuzzer {
  public static func run(_ bytes: [UInt8]) -> [String] {
    var data = FuzzedData(bytes)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-app-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: folder) }
    do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch { return [] }
    let ids = AppFuzzScript.write(&data, in: folder)
    let recorder = DecisionRecorder()
    let session: AppSession
    do throws(TourLoadError) {
      session = try AppSession(
        app: folder.appendingPathComponent("app.lua"), recorder: recorder,
        seeing: AppSession.Seeing(configuration: FuzzedTour.limits, text: TextStack(estimate: ApproximateTextMetrics()), environment: .standard),
        progress: .memory, startTime: 0, testing: testing(&data, ids))
    } catch {
      return checkLoadError(error.message)
    }
    var previous: TourSession?
    var found: [String] = []
    session.onTourStart = { started in
      if let previous, !previous.isOver {
        found.append("\(started.tour.id) started while \(previous.tour.id) still showed")
      }
      previous = started
    }
    session.autoplaysTours = data.bool()
    session.start()
    for _ in 0..<data.int(in: 0...24) {
      let (command, text) = AppFuzzScript.command(&data, ids)
      session.settle()
      session.enter(command, as: text)
    }
    session.settle()
    return found + recorder.violations
  }

  /// `--show-all`, `--only` (a tour or an unknown id) or `--hide-all`, now and then.
  private static func testing(_ data: inout FuzzedData, _ ids: [String]) -> TourDecider.Testing {
    switch data.int(in: 0...7) {
    case 0: TourDecider.Testing(showAll: true)
    case 1: TourDecider.Testing(only: data.pick(ids + ["nope"]))
    case 2: TourDecider.Testing(hideAll: true)
    default: TourDecider.Testing()
    }
  }

  /// A load error is one line that names a file (`app.lua:3: ...`, `t1.lua: ...`).
  static func checkLoadError(_ message: String) -> [String] {
    var found: [String] = []
    if message.isEmpty || message.contains("\n") { found.append("the load error is not one line: \(message.debugDescription)") }
    let file = message.prefix { $0 != ":" }
    if !file.hasSuffix(".lua") { found.append("the load error names no file: \(message.debugDescription)") }
    return found
  }
}

/// Hears the trace's decisions: each trigger's verdicts (consecutive `decision` lines of one
/// trigger at one time) must show at most one tour, with a reason for every other.
private final class DecisionRecorder: TraceRecorder {
  private(set) var violations: [String] = []
  private var batch: (trigger: String, time: Instant, shows: Int)?

  func record(_ record: TraceRecord, at time: Instant) {
    guard case .host(.decision(let trigger, let verdict)) = record else {
      batch = nil
      return
    }
    if (verdict.status == .shows) == (verdict.reason != nil) { violations.append("\(verdict.line): the wrong reason") }
    if batch?.trigger != trigger || batch?.time != time { batch = (trigger, time, 0) }
    if verdict.status == .shows { batch?.shows += 1 }
    if let batch, batch.shows > 1 { violations.append("\(batch.shows) tours show at \(trigger)") }
  }
}
