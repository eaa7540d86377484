import Foundation
import TestSupport
import Testing

/// The errors and warnings of a tour that still loads are on the page, beside the phone, not
/// only in the log: a hook's runtime error, an unknown view, until a save fixes them.
@Suite("The running version's problems on the page")
struct PreviewProblemsTests {
  static func tour(willShow: String, second: String) -> String {
    """
    return {
      screen = { width = 390, height = 844, views = { { id = "search", frame = { 16, 60, 358, 44 } }, { id = "cart", frame = { 300, 760, 60, 60 } } } },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "search", "\(second)" })[index] } end,
      coachMarkViewsAt = function(ctl, index, mark) return ctl.helper:makeDefaultCoachViews { hint = "Hint " .. index, next = "Next" } end,
      willShow = function(ctl, mark, index) \(willShow) end,
    }
    """
  }

  /// The problems the page shows, or nil while the box is hidden.
  func problems(_ browser: HeadlessChromium) throws -> [String]? {
    let hidden = try browser.evaluate("document.getElementById('page-problems').hidden") as? Bool
    guard hidden == false else { return nil }
    return try browser.evaluate("[...document.querySelectorAll('#page-problems-lines li')].map((li) => li.textContent)") as? [String]
  }

  @Test("a hook's runtime error and an unknown view are shown above the phone until a save fixes them")
  func problemsShown() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(
      Self.tour(willShow: #"if index == 1 then error("the badge is not ready") end"#, second: "basket"), in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("!document.getElementById('page-problems').hidden"))
    #expect(try problems(browser) == ["tour.lua:6: the badge is not ready"])
    // The box is above the phone: nothing of the phone is under it.
    #expect(try browser.overlap(of: "#page-problems", with: "#page-stage svg") == 0)
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
    try browser.screenshot(to: screenshots.appendingPathComponent("preview-problems.png"))
    // Next: mark 2's view does not exist; its error joins the first.
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try browser.press("ArrowRight", code: 39)
    #expect(try browser.waitUntil("document.querySelectorAll('#page-problems-lines li').length === 2"))
    #expect(try problems(browser)?.last?.hasPrefix("tour.lua:4: bad argument #1 to 'makeCoachMark' (unknown view 'basket')") == true)
    // A save that fixes both: the box goes.
    folder.write("tour.lua", Self.tour(willShow: "", second: "cart"))
    #expect(try browser.waitUntil("document.getElementById('page-problems').hidden"))
    #expect(tourhost.waitForLine { $0.contains("reload tour.lua") } != nil)
  }
}
