import Foundation
import TestSupport
import Testing

/// The page's step picker: go to step N of the tour that shows, its hooks asked as the nexts
/// or previouses would ask them.
@Suite("The preview's step picker")
struct PreviewStepPickerTests {
  @Test("go to step 4, then back to 2; a step the tour does not have is said, and nothing moves")
  func goToStep() throws {
    try #require(HeadlessChromium.isInstalled, "Chromium is not installed (scripts/setup --test installs it)")
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(ScriptRun.tour(marks: 5), in: folder)
    defer { tourhost.terminate() }
    let position = "document.getElementById('page-position').textContent"
    func go(to step: String) throws {
      _ = try browser.evaluate(
        """
        (() => { const f = document.getElementById('page-step'); f.value = '\(step)';
                 document.getElementById('page-step-form').requestSubmit(); })()
        """)
    }
    #expect(try browser.waitUntil("\(position) === 'mark 1 of 5'"))
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try go(to: "4")
    #expect(try browser.waitUntil("\(position) === 'mark 4 of 5'"))
    #expect(tourhost.waitForLine { $0.contains("input step 4") } != nil)
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try go(to: "2")
    #expect(try browser.waitUntil("\(position) === 'mark 2 of 5'"))
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try go(to: "9")
    let said = "[...document.querySelectorAll('#page-events li.error')].some((li) => li.textContent.includes('go to step 9: the tour has 5 steps'))"
    #expect(try browser.waitUntil(said))
    #expect(try browser.evaluate(position) as? String == "mark 2 of 5")
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
    try browser.screenshot(to: screenshots.appendingPathComponent("preview-step-picker.png"))
  }
}
