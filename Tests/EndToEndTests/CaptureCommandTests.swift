import Foundation
import TestSupport
import Testing

/// `tourhost capture URL` through the built binaries (tourhost hands over to tourhost-live) and
/// the real headless Chromium, against a page this test serves on loopback.
@Suite("tourhost capture")
struct CaptureCommandTests {
  static let page = """
    <!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; } header { height: 60px; } #hidden { display: none; }
    .row { height: 50px; } nav { position: fixed; bottom: 0; left: 0; right: 0; height: 40px; }
    </style></head><body>
    <header data-tour="header"><button id="menu" aria-label="Menu" style="width: 40px; height: 40px; margin: 10px">≡</button></header>
    <div><div class="row" data-testid="first">First row</div><div class="row" data-tour="second">Second</div></div>
    <div id="hidden">never shown</div>
    <div id="below" style="position: absolute; top: 3000px; height: 10px">far below</div>
    <nav data-tour="tabs"><a id="cart" href="#" style="display: inline-block; width: 100px; height: 40px">Cart</a></nav>
    </body></html>
    """

  /// A loopback HTTP server for `folder` (Python's http.server on a free port) and its port.
  /// A child started from a test thread inherits that thread's blocked signals, which would
  /// leave SIGTERM pending for ever: the server unblocks them first, and `stop` kills it.
  func serve(_ folder: URL) throws -> (Process, Int) {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    let main =
      "import runpy, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
      + "sys.argv = ['http.server', '0', '--bind', '127.0.0.1', '--directory', sys.argv[1]]; runpy.run_module('http.server', run_name='__main__')"
    server.arguments = ["-u", "-c", main, folder.path]
    let output = Pipe()
    server.standardOutput = output
    server.standardError = FileHandle.nullDevice
    try server.run()
    var text = ""
    while !text.contains("port ") || !text.contains(")") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    let port = text.components(separatedBy: "port ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
    return (server, try #require(port))
  }

  @Test("a page becomes a screen file with its screenshot: kept elements nested, the hidden and the far ones left out")
  func capture() throws {
    let folder = TemporaryDirectory()
    _ = folder.write("site/shop.html", Self.page)
    let (server, port) = try serve(folder.url.appendingPathComponent("site"))
    defer { stop(server) }
    let out = folder.url.appendingPathComponent("shop.json").path
    let result = try TourhostBinary.run([
      "capture", "http://127.0.0.1:\(port)/shop.html", "--width", "320", "--height", "480", "--scale", "2", "--out", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "tourhost: \(out) and shop.png: 4 views at the top level\n")
    let tree = try TourhostBinary.run(["screen", out])
    #expect(
      tree.lines == [
        "tourhost screen JSON:",
        "screen 320×480, safe area top 0 left 0 bottom 0 right 0",
        "header  [0, 0, 320, 60]  header  \"≡\"",
        "  header.menu  [10, 10, 40, 40]  button  \"Menu\"",
        "first  [0, 60, 320, 50]  div  \"First row\"",
        "second  [0, 110, 320, 50]  div  \"Second\"",
        "tabs  [0, 440, 320, 40]  nav  \"Cart\"",
        "  tabs.cart  [0, 0, 100, 40]  a  \"Cart\"",
      ])
    let png = try Data(contentsOf: folder.url.appendingPathComponent("shop.png"))
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    // 320×480 points at scale 2.
    #expect(png.count > 24 && png[16..<24] == Data([0, 0, 0x02, 0x80, 0, 0, 0x03, 0xC0]))
    // A tour over it finds the views and loads the screenshot beside the screen file.
    _ = folder.write(
      "tour.lua",
      """
      return { screen = "shop.json", numberOfCoachMarks = 1,
               coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "tabs.cart" } end }
      """)
    let run = try TourhostBinary.run(["run", folder.url.appendingPathComponent("tour.lua").path, "--headless", "--autoplay"])
    #expect(run.status == 0)
    #expect(run.lines.contains { $0.contains(#""cutout":[-4,436,108,48]"#) })
  }

  @Test("bad options and a page that does not load are one line each")
  func failures() throws {
    let badOut = try TourhostBinary.run(["capture", "http://127.0.0.1:9/x", "--out", "x.png"])
    #expect(badOut.status == 2)
    #expect(badOut.stderr.contains("--out must name a .json file (the screenshot goes beside it as .png)"))
    let folder = TemporaryDirectory()
    let missing = try TourhostBinary.run([
      "capture", "http://127.0.0.1:65001/nothing.html", "--out", folder.url.appendingPathComponent("x.json").path,
    ])
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: capture: http://127.0.0.1:65001/nothing.html could not be loaded (net::ERR_CONNECTION_REFUSED)\n")
  }
}
