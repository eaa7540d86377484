import Foundation
import TestSupport
import Testing

/// R1 and R5 of round3-findings through the built binary: a flag, a keycap and Thai in a
/// default hint run, render and check with status 0 (a flag aborted all three with 134).
@Suite("Flags, keycaps and Thai through the binary")
struct TextPlatformBinaryTests {
  @Test("run, render and check a hint with a flag, a keycap and Thai")
  func flagKeycapThai() throws {
    let folder = TemporaryDirectory()
    let hint = "France \u{1F1EB}\u{1F1F7} 1\u{FE0F}\u{20E3} แตะช่องค้นหาเพื่อค้นหาทุกอย่างในคลังของคุณ"
    folder.write(
      "tour.lua",
      ScriptRun.tour(marks: 1).replacingOccurrences(
        of: "return { body = { width = 200, height = 60 }, arrow = { width = 15, height = 9 } }",
        with: "return ctl.helper:makeDefaultCoachViews { hint = \"\(hint)\", next = \"OK\" }"))
    let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.lines.contains { $0.contains(#""event":"announce""#) && $0.contains("France") })
    let render = try TourhostBinary.run(["render", "tour.lua", "--out", "pictures"], in: folder.url)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr == "tourhost: 1 picture in pictures\n")
    // Every locale and pseudo-locale; the text sizes below the accessibility ones (a 320×480
    // screen has no room for this hint at AX5, which is another matter).
    let check = try TourhostBinary.run(["check", "tour.lua", "--text-sizes", "L,xxxL"], in: folder.url)
    #expect(check.status == 0, "\(check.stdout)")
  }
}
