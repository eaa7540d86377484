import Foundation
import TestSupport
import Testing

/// The preview page in a real browser (headless Chromium): it shows the tour, follows saves,
/// shows a broken save's error, and a click on the mark's body moves the tour on.
@Suite("Preview in a browser")
struct PreviewBrowserTests {
  static func tour(hint: String, broken: Bool = false) -> String {
    """
    return {
      screen = { width = 390, height = 844, views = {
        { id = "search", frame = { 16, 60, 358, 44 } }, { id = "list", frame = { 16, 200, 358, 300 } },
        { id = "cart", frame = { 300, 760, 60, 60 } },
      } },
      numberOfCoachMarks = 3,
      coachMarkAt = function(ctl, index)
        return ctl.helper:makeCoachMark { view = ({ "search", "list", "cart" })[index] }
      end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "\(hint) " .. index, next = "Next" }
      end\(broken ? " ," : ",")
      \(broken ? "}}" : "")
    }
    """
  }

  @Test("the page shows the tour, follows saves and errors, and a click on the body is a tap")
  func page() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour(hint: "Search here"))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let url = try #require(tourhost.previewURL())
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })

    let browser = try HeadlessChromium(url: url)
    let hint = "document.querySelector('#page-stage svg text.hint')?.textContent"
    let position = "document.getElementById('page-position').textContent"
    #expect(try browser.waitUntil("\(hint) === 'Search here 1'"))
    #expect(try browser.waitUntil("\(position) === 'mark 1 of 3'"))
    #expect(try browser.evaluate("document.getElementById('page-tour').textContent") as? String == "tour")

    // A save shows in the page.
    folder.write("tour.lua", Self.tour(hint: "Find anything"))
    #expect(try browser.waitUntil("\(hint) === 'Find anything 1'"))

    // A click in the middle of the mark's body taps it, once it is there: the tour moves on.
    // (Once the reloaded mark has appeared: a tap while it fades in again is not a tap on it,
    // and the page's state may still say `showing` from before the save.)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 reload") })
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    let box = try #require(
      try browser.evaluate(
        """
        (() => { const r = document.querySelector('#mark-1 rect.background').getBoundingClientRect();
                 return [r.x + r.width / 2, r.y + r.height / 2]; })()
        """) as? [Double])
    try browser.click(x: box[0], y: box[1])
    #expect(try browser.waitUntil("\(position) === 'mark 2 of 3'"))
    #expect(try browser.waitUntil("\(hint) === 'Find anything 2'"))
    #expect(tourhost.lines.contains { $0.contains("input tap ") })

    // A broken save: its error over the picture; the last good version still shows.
    folder.write("tour.lua", Self.tour(hint: "Broken", broken: true))
    #expect(try browser.waitUntil("getComputedStyle(document.getElementById('page-error')).display === 'block'"))
    let error = try browser.evaluate("document.getElementById('page-error-text').textContent") as? String
    #expect(error == "tour.lua:13: <eof> expected near '}'")
    #expect(try browser.evaluate(hint) as? String == "Find anything 2")
    // The banner sits above the phone: nothing of the phone is under it.
    #expect(try browser.overlap(of: "#page-error", with: "#page-stage svg") == 0)
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
    try browser.screenshot(to: screenshots.appendingPathComponent("preview-broken-save.png"))

    // The fix clears it.
    folder.write("tour.lua", Self.tour(hint: "Fixed"))
    #expect(try browser.waitUntil("getComputedStyle(document.getElementById('page-error')).display === 'none'"))
    #expect(try browser.waitUntil("\(hint) === 'Fixed 2'"), "\(tourhost.lines.suffix(30).joined(separator: "\n"))")
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    try browser.screenshot(to: screenshots.appendingPathComponent("preview.png"))

    // The page's buttons are the keys.
    _ = try browser.evaluate("document.querySelector('button[data-key=next]').click()")
    #expect(try browser.waitUntil("\(position) === 'mark 3 of 3'"))
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}

/// The page tells when each picture is painted, and draws the status after it.
@Suite("Preview in a browser: paints")
struct PreviewPaintTests {
  @Test("each frame's arrival and first paint are reported, in that order; a save's status is drawn once its picture is painted")
  func paints() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", PreviewBrowserTests.tour(hint: "Search here"))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let url = try #require(tourhost.previewURL())
    let browser = try HeadlessChromium(url: url)
    let hint = "document.querySelector('#page-stage svg text.hint')?.textContent"
    #expect(try browser.waitUntil("\(hint) === 'Search here 1'"))
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    _ = try browser.evaluate(
      """
      window.seen = [];
      document.addEventListener('tourhost-paint', (event) => {
        const stage = document.getElementById('page-stage').textContent;
        window.seen.push(['paint', event.detail.frame, event.detail.times, stage.includes('Find anything 1')]);
      });
      new MutationObserver(() => window.seen.push(['status', performance.timeOrigin + performance.now()]))
        .observe(document.getElementById('page-events'), { childList: true });
      true
      """)
    folder.write("tour.lua", PreviewBrowserTests.tour(hint: "Find anything"))
    #expect(try browser.waitUntil("window.seen.some((entry) => entry[0] === 'status')"))
    let seen = try #require(try browser.evaluate("window.seen") as? [[Any]])
    let paints = seen.filter { $0.first as? String == "paint" }
    let status = try #require(seen.first { $0.first as? String == "status" }?.last as? Double)
    let firstNew = try #require(paints.first { $0.last as? Bool == true })
    let times = try #require(firstNew[2] as? [Double])
    #expect(times.count == 2 && times[0] <= times[1])
    // The new picture was painted before the status was drawn.
    #expect(times[1] <= status)
    // Frames are numbered in order, and each is reported once.
    let frames = paints.compactMap { $0[1] as? Int }
    #expect(frames == frames.sorted() && Set(frames).count == frames.count)
    #expect(try browser.evaluate("window.tourhostPaints.size <= 64") as? Bool == true)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}

/// The page's own files: HTML, CSS and JavaScript from the preview module's bundle.
@Suite("The preview page's files")
struct PreviewPageFileTests {
  @Test("the page loads its CSS and JavaScript with no error in the console; its buttons and keyboard keys are the live mode's keys")
  func loadsCleanly() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", PreviewBrowserTests.tour(hint: "Search here"))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let url = try #require(tourhost.previewURL())
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    let browser = try HeadlessChromium(url: url)
    try browser.watchErrors()
    let position = "document.getElementById('page-position').textContent"
    #expect(try browser.waitUntil("\(position) === 'mark 1 of 3'"))
    // The stylesheet applies (the side panel is 320 px wide), the script runs (it connected).
    #expect(try browser.evaluate("getComputedStyle(document.querySelector('aside')).width") as? String == "320px")
    #expect(try browser.evaluate("document.getElementById('page-connection').textContent") as? String == "live")
    let buttons = try browser.evaluate(
      "[...document.querySelectorAll('button[data-key]')].map(b => [b.dataset.key, b.textContent, b.title, b.className])")
    #expect(
      buttons as? [[String]] == [
        ["previous", "← Previous", "←", ""], ["next", "Next →", "→ or Enter", "primary"], ["skip", "Skip", "s", ""],
        ["back", "Back", "b", ""], ["close", "Close", "x", ""], ["action", "Action", "a", ""], ["pause", "Pause", "p", ""],
        ["restart", "Restart", "r", ""], ["restartHere", "Restart here", "R", ""], ["overlay", "Overlay", "o", ""], ["cutout", "Cutout", "c", ""],
        ["rotate", "Rotate", "t", ""], ["locale", "Language", "l", ""],
      ])
    // The keyboard's keys come from the same list: → moves the tour on.
    try browser.press("ArrowRight", code: 39)
    #expect(try browser.waitUntil("\(position) === 'mark 2 of 3'"))
    #expect(browser.pageErrors == [])
  }
}
