import Foundation
import TourCore
import TourHostKit
import TourInvariants
import TourLua

/// Fuzz target `bridge`: a generated tour script (`BridgeScriptWriter`), sometimes with a
/// module and a second version to reload, run by the headless host's own session and step
/// loop against generated input commands, in a real Lua state with small limits.
///
/// Besides not crashing, the run must keep the flow's invariants (`FlowInvariantChecker`),
/// leave the Lua stack as it found it after every step, give errors that start with
/// `file:line:`, and write every event as one line of valid JSON.
public enum BridgeFuzzer {

  /// Where the generated files go: one folder per process.
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  /// The files one input makes, for looking at a case (`tourhost-fuzz bridge --show FILE`).
  public static func files(for bytes: [UInt8]) -> (script: String, module: String?, reload: String?, input: [String]) {
    var writer = BridgeScriptWriter(FuzzedData(bytes))
    let script = writer.tour()
    let module = writer.data.bool() ? writer.module() : nil
    let reload = writer.data.byte() < 40 ? writer.tour() : nil
    return (script, module, reload, writer.inputLines())
  }

  public static func run(_ bytes: [UInt8]) -> [String] {
    weak var session: TourSession?
    weak var tour: LuaTour?
    var found = play(bytes, session: &session, tour: &tour)
    // Everything a run made is gone once the run is: no reference cycle keeps a Lua state alive.
    if session != nil { found.append("the session outlives the run (a reference cycle)") }
    if tour != nil { found.append("the tour outlives the run (a reference cycle)") }
    return found
  }

  private static func play(_ bytes: [UInt8], session weakSession: inout TourSession?, tour weakTour: inout LuaTour?)
    -> [String]
  {
    let (script, module, reload, input) = files(for: bytes)
    let scriptURL = folder.appendingPathComponent("tour.lua")
    let moduleURL = folder.appendingPathComponent("util.lua")
    try? Data(script.utf8).write(to: scriptURL)
    if let module { try? Data(module.utf8).write(to: moduleURL) } else { try? FileManager.default.removeItem(at: moduleURL) }

    // Weak: the session holds the checker, which holds this closure.
    weak var live: TourSession?
    let checker = FlowInvariantChecker(liveCount: { live?.controller.machine.marks.count ?? 0 })
    let events = EventCheck(checker: checker)
    let session: TourSession
    do {
      session = try TourSession(
        script: scriptURL, recorder: events, configuration: FuzzedTour.limits, displayName: "tour.lua", progress: .memory)
    } catch {
      return loadProblems(error.message)
    }
    live = session
    weakSession = session
    weakTour = session.tour
    var found: [String] = []
    func checkStack(_ when: String) {
      if session.tour.stackHeight != 0 { found.append("the Lua stack holds \(session.tour.stackHeight) values \(when)") }
    }
    session.start()
    checkStack("after the start")
    let reloadAt = reload == nil ? -1 : input.count / 2
    for (offset, line) in input.enumerated() {
      if offset == reloadAt, let reload {
        try? Data(reload.utf8).write(to: scriptURL)
        session.reload(changed: scriptURL)
        checkStack("after a reload")
      }
      guard let command = try? InputParser.parse(line, line: offset + 1, source: "input.txt") else { continue }
      let outcome = HeadlessRunner.step(
        (offset + 1, line, command), source: "input.txt", session: session, errors: { _ in }, flush: {})
      checkStack("after `\(line)`")
      if case .tourOver = outcome { break }
    }
    session.settle()
    if bytes.count % 3 == 0 { Autoplay.play(session) }
    checkStack("at the end")
    if session.isFinished { checker.checkFinished() }
    return found + checker.violations + events.problems
  }

  /// A script that does not load must say so in one line that names a file.
  static func loadProblems(_ message: String) -> [String] {
    let named = ["tour.lua", "util.lua", "/"].contains { message.hasPrefix($0) }
    if !named || message.isEmpty { return ["the load error does not name the file: \(message.debugDescription)"] }
    return []
  }
}

/// Checks each line as the trace writes it: valid JSON, and errors that say where; the engine's
/// events go on to the flow's invariants.
final class EventCheck: TraceRecorder {
  private(set) var problems: [String] = []
  let checker: FlowInvariantChecker

  init(checker: FlowInvariantChecker) {
    self.checker = checker
  }

  func record(_ record: TraceRecord, at time: Instant) {
    if case .tour(let event) = record { checker.record(event, at: time) }
    if case .host(.reload) = record { checker.scriptReloaded() }
    let text = TraceEncoding.line(record, at: time)
    if text.contains("\n") { problems.append("\(record.name): the trace line breaks") }
    let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    if parsed?["event"] as? String != record.name { problems.append("\(record.name): not valid JSON: \(text.prefix(200))") }
    if case .script(.error(let message, _)) = record, !Self.hasPosition(message) {
      problems.append("an error without file:line: \(message.prefix(200).debugDescription)")
    }
  }

  /// Whether a message starts with `tour.lua:N:` or `util.lua:N:`.
  static func hasPosition(_ message: String) -> Bool {
    for file in ["tour.lua:", "util.lua:"] where message.hasPrefix(file) {
      let rest = message.dropFirst(file.count)
      let digits = rest.prefix(while: \.isNumber)
      return !digits.isEmpty && rest.dropFirst(digits.count).hasPrefix(":")
    }
    return false
  }
}
