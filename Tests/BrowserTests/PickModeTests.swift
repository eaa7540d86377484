import Foundation
import TestSupport
import Testing

/// The preview's pick mode, in a real Chromium: hovering over the picture names the
/// view under the pointer; in pick mode a click copies `view = "key.path"` and taps nothing.
@Suite("Picking a view in the preview")
struct PickModeTests {
  static let tour = """
    return {
      screen = { width = 390, height = 844,
                 views = { { id = "tabBar", frame = { 0, 760, 390, 84 }, label = "Tabs", type = "TabBar",
                             children = { { id = "cart", frame = { 100, 10, 80, 60 }, label = "Cart", type = "Button" } } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark {} end,
    }
    """

  @Test("hover names the innermost view; a click in pick mode copies its name and sends no tap")
  func pick() throws {
    let folder = TemporaryDirectory()
    let (tourhost, browser) = try LiveProcess.previewing(Self.tour, in: folder)
    defer { tourhost.terminate() }
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg') !== null"))
    // The mark is on screen: the page has the screen's views, and the picture no longer
    // changes (a hover before they came named nothing, and waited for no other move).
    #expect(try browser.waitUntil("[...document.querySelectorAll('#page-events li')].some((li) => li.textContent.includes('didShow'))"))
    // Where the screen point (140, 800) is in the window: inside cart, inside tabBar.
    let spot = try #require(
      try browser.evaluate(
        """
        (() => { const svg = document.querySelector('#page-stage svg'); const p = svg.createSVGPoint(); p.x = 140; p.y = 800;
                 const q = p.matrixTransform(svg.getScreenCTM()); return [q.x, q.y]; })()
        """) as? [Double])
    try browser.command("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": spot[0], "y": spot[1]])
    let info = "document.getElementById('page-pick-info').textContent"
    #expect(try browser.waitUntil("\(info) === 'tabBar.cart  [100, 770, 80, 60]  Button  \"Cart\"'"))
    try browser.command("Input.dispatchKeyEvent", ["type": "keyDown", "key": "v", "text": "v"])
    #expect(try browser.waitUntil("document.getElementById('page-pick').classList.contains('active')"))
    try browser.click(x: spot[0], y: spot[1])
    #expect(try browser.waitUntil("\(info) === 'copied: view = \"tabBar.cart\"'"))
    #expect(try browser.evaluate("document.getElementById('page-pick').classList.contains('active')") as? Bool == false)
    // Out of pick mode, a click taps again.
    try browser.click(x: spot[0], y: spot[1])
    let tap = try #require(tourhost.waitForLine { $0.contains("input tap") })
    // The browser's mouse moves in whole CSS pixels: the tap lands within a point of (140, 800).
    let numbers = tourhost.lines[tap].split(separator: " ").suffix(2).compactMap { Double($0) }
    #expect(numbers.count == 2 && abs(numbers[0] - 140) < 1.5 && abs(numbers[1] - 800) < 1.5, "\(tourhost.lines[tap])")
    #expect(tourhost.lines.filter { $0.contains("input tap") }.count == 1)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
