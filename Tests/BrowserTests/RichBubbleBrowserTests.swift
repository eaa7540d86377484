import Foundation
import TestSupport
import Testing

/// The rich bubble in the preview, in a real browser: each of its controls and the link in its
/// text takes a click as the touch it is.
@Suite("The rich bubble in a browser")
struct RichBubbleBrowserTests {
  /// The middle of the first element `selector` finds in the picture, in the window.
  func centre(of selector: String, in browser: HeadlessChromium) throws -> (Double, Double) {
    let box = try #require(
      try browser.evaluate(
        """
        (() => { const e = document.querySelector('#page-stage svg \(selector)'); if (!e) return null;
                 const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
        """) as? [Double], "no \(selector)")
    return (box[0], box[1])
  }

  @Test("next, the link, back and close, each clicked in the picture")
  func controls() throws {
    let script = TourhostBinary.packageRoot.appendingPathComponent("scripts/examples/rich_bubble.lua").path
    let tourhost = try LiveProcess(["run", script, "--port", "0"], in: TourhostBinary.packageRoot)
    defer { tourhost.terminate() }
    let url = try #require(tourhost.previewURL())
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    let browser = try HeadlessChromium(url: url)
    let state = "document.getElementById('page-state').textContent === 'showing'"
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg g.next') !== null && \(state)"))

    var (x, y) = try centre(of: "g.next", in: browser)
    try browser.click(x: x, y: y)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 2 none") })
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg g.link') !== null && \(state)"))
    (x, y) = try centre(of: "g.link", in: browser)
    try browser.click(x: x, y: y)
    let linked = try #require(tourhost.waitForLine { $0.hasSuffix("link 2 aisles") })
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:))
    if let screenshots { try browser.screenshot(to: screenshots.appendingPathComponent("preview-rich-bubble.png")) }

    // Back once the page shows mark 2 again after the link's tap; then the new didShow of mark
    // 1, after the link's line (the first one, at the start, does not count).
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg g.back') !== null && \(state)"))
    (x, y) = try centre(of: "g.back", in: browser)
    try browser.click(x: x, y: y)
    #expect(tourhost.waitForLine(from: linked + 1) { $0.hasSuffix("didShow 1 none") } != nil)
    #expect(try browser.waitUntil("document.getElementById('page-position').textContent === 'mark 1 of 6' && \(state)"))
    (x, y) = try centre(of: "g.close", in: browser)
    try browser.click(x: x, y: y)
    #expect(tourhost.waitForLine { $0.contains("end") && $0.contains("close") } != nil)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
