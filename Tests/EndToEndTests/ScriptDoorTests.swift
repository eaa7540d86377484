import Foundation
import TestSupport
import Testing

/// A tour and an app file go through one door (`ScriptDoor`) into one kind of session: the
/// same tour played alone and as the one tour of an app gives the same trace, but for the
/// app's `decision` line. (With `--autoplay` an app taps each tour through as it starts, before
/// the next command, so the examples with an input play it without; a tour its own rules keep
/// from starting, `remembered.lua`, is over at once in an app, which then takes the events
/// itself, as triggers.)
@Suite("One door for a tour or an app")
struct ScriptDoorTests {
  /// The examples, each with its input when it has one.
  static let examples = [
    "pages", "delegate", "rich_bubble", "skip_mark", "overlay_taps", "pause_resume", "several_marks", "animations", "cross_screen",
    "wait_for_view", "touch_forwarding", "frame_changes",
  ]

  @Test("the same tour alone and as a one-tour app: the same trace lines, and the app's decision", arguments: examples)
  func tourAloneAndInApp(name: String) throws {
    let folder = TemporaryDirectory()
    let examples = TourhostBinary.packageRoot.appendingPathComponent("scripts/examples")
    let copy = folder.url.appendingPathComponent("examples")
    try FileManager.default.copyItem(at: examples, to: copy)
    try Data("return { tours = { \"\(name).lua\" } }\n".utf8).write(to: copy.appendingPathComponent("one.app.lua"))
    let hasInput = FileManager.default.fileExists(atPath: copy.appendingPathComponent("\(name).input").path)
    let common = ["--headless", "--start-time", "2026-01-05T09:00:00Z"] + (hasInput ? ["--input", "\(name).input"] : ["--autoplay"])
    let alone = try TourhostBinary.run(["run", "\(name).lua"] + common, in: copy)
    let inApp = try TourhostBinary.run(["run", "one.app.lua"] + common, in: copy)
    #expect(alone.status == inApp.status, "\(alone.stderr) | \(inApp.stderr)")
    let lines = inApp.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let decisions = lines.filter { $0.contains(#""event":"decision""#) }
    #expect(decisions.count == 1 && decisions[0].hasPrefix(#"{"t":0,"event":"decision","trigger":"launch","tour":"#), "\(decisions)")
    #expect(decisions.allSatisfy { $0.hasSuffix(#""status":"shows"}"#) }, "\(decisions)")
    #expect(lines.filter { !$0.contains(#""event":"decision""#) }.joined(separator: "\n") == alone.stdout)
  }
}
