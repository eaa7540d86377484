import Foundation
import TestSupport
import Testing

/// The preview's closed door in a real browser: a page from elsewhere cannot reach it.
@Suite("The preview's closed door, in a browser")
struct PreviewSecurityBrowserTests {
  @Test("a page from elsewhere, in a real browser, cannot open the preview's WebSocket")
  func foreignPageInBrowser() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try LiveProcess.servingOnPort(ScriptRun.tour(marks: 2), in: folder)
    defer { tourhost.terminate() }
    let browser = try HeadlessChromium(url: "data:text/html,<title>elsewhere</title>")
    #expect(try browser.waitUntil("document.readyState === 'complete' && document.title === 'elsewhere'"))
    let attempt = """
      new Promise((done) => {
        const socket = new WebSocket('ws://127.0.0.1:\(port)/ws');
        socket.onopen = () => done('open');
        socket.onerror = () => done('refused');
        setTimeout(() => done('timeout'), 5000);
      })
      """
    #expect(try browser.evaluate(attempt) as? String == "refused")
    #expect(!tourhost.lines.contains { $0.contains("input ") })
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
