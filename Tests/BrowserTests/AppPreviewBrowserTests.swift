import Foundation
import TestSupport
import Testing

/// `tourhost run app.lua` live: the preview page shows the tour that shows, or the
/// app's screen while none does, and beside the picture why each tour shows or not.
@Suite("An app's preview in a browser")
struct AppPreviewBrowserTests {
  @Test("the page shows each tour as it shows, the app between them, and each tour's verdict beside the picture")
  func why() throws {
    let folder = TemporaryDirectory()
    folder.write("welcome.lua", SampleTours.appTour("welcome", "once = true,"))
    folder.write("cart_tip.lua", SampleTours.appTour("cart_tip", #"trigger = { screen = "cart" },"#))
    folder.write("app.lua", #"return { tours = { "welcome.lua", "cart_tip.lua" }, groups = { { "welcome", "cart_tip", order = "ordered" } } }"#)
    let tourhost = try LiveProcess(["run", "app.lua", "--port", "0", "--state", folder.path("progress.sqlite")], in: folder.url)
    defer { tourhost.terminate() }
    let url = try #require(tourhost.previewURL())
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })

    let browser = try HeadlessChromium(url: url)
    let tour = "document.getElementById('page-tour').textContent"
    let why = "[...document.querySelectorAll('#page-why li')].map((li) => li.textContent + ' ' + li.className).join(' | ')"
    #expect(try browser.waitUntil("\(tour) === 'welcome'"))
    #expect(
      try browser.waitUntil(
        "\(why) === 'welcome: showing shows | cart_tip: waiting: welcome is first in its ordered group waiting'"))
    #expect(try browser.evaluate("document.getElementById('page-why').hidden") as? Bool == false)

    // Its mark's next control ends it; the app shows its screen, and the tip may show.
    _ = try browser.evaluate("document.querySelector('button[data-key=next]').click()")
    #expect(try browser.waitUntil("\(tour) === 'no tour showing'"))
    #expect(try browser.waitUntil("\(why) === 'welcome: blocked: once: it was completed blocked | cart_tip: shows shows'"))
    #expect(try browser.evaluate("document.getElementById('page-position').textContent") as? String == "on home")

    // The cart's screen button is the trigger.
    _ = try browser.evaluate("document.querySelector('button[data-screen=cart]').click()")
    #expect(try browser.waitUntil("\(tour) === 'cart_tip'"))
    #expect(try browser.waitUntil("document.querySelector('#page-stage svg text.hint')?.textContent === 'Hello from cart_tip'"))
    #expect(try browser.waitUntil("\(why) === 'welcome: blocked: once: it was completed blocked | cart_tip: showing shows'"))
    #expect(try browser.waitUntil("document.getElementById('page-state').textContent === 'showing'"))
    let screenshots = ProcessInfo.processInfo.environment["TOURHOST_SCREENSHOTS"].map(URL.init(fileURLWithPath:)) ?? folder.url
    try browser.screenshot(to: screenshots.appendingPathComponent("preview-app.png"))
    #expect(tourhost.lines.contains { $0.hasSuffix("decision screen cart: cart_tip: shows") })
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
