import BlockingWebSocket
import Foundation
import TestSupport
import Testing

/// `tourhost run SCRIPT` without `--headless`, through the built binary: the plain event log
/// when standard output is not a terminal, keys on standard input, signals, and the preview's
/// HTTP and WebSocket endpoints.
@Suite("Interactive run")
struct InteractiveCommandTests {
  let tour = ScriptRun.tour(marks: 2, #"skipView = { title = "Skip" },"#)

  /// The preview's port, from the first line the plain log prints.
  func previewPort(of tourhost: LiveProcess) throws -> UInt16 {
    let first = try #require(tourhost.waitForLine { $0.hasPrefix("tourhost: ") })
    let line = tourhost.lines[first]
    let start = try #require(line.range(of: "http://127.0.0.1:")).upperBound
    return try #require(UInt16(line[start...]))
  }

  @Test("without a terminal: a plain event log, keys from standard input, q quits")
  func plainLog() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let tourhost = try LiveProcess(["run", "tour.lua", "--no-preview"], in: folder.url)
    defer { tourhost.terminate() }
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    #expect(tourhost.lines[0] == "tourhost: tour.lua")
    #expect(tourhost.lines[1] == "  0.000  start 2")
    tourhost.write("\n")  // Enter: next
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 2 none") })
    tourhost.write("\u{1B}[D")  // ←: previous
    let previous = try #require(tourhost.waitForLine { $0.hasSuffix("input previous") })
    _ = try #require(tourhost.waitForLine(from: previous) { $0.hasSuffix("didShow 1 none") })
    tourhost.write("p")
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("pause hideNothing") })
    tourhost.write("p")
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("resume") })
    tourhost.write("s")
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("end true") })
    tourhost.write("r")
    _ = try #require(tourhost.waitForLine(from: 2) { $0 == "  0.000  start 2" })
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
    #expect(tourhost.stderr == "")
    let inputs = tourhost.lines.filter { $0.contains("input ") }.map { $0.split(separator: " ").suffix(2).joined(separator: " ") }
    #expect(inputs == ["input next", "input previous", "input pause", "input resume", "input skip"])
  }

  @Test("the live mode starts afresh every run unless --state names a database: a once tour shows again")
  func freshMemory() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "once = true,"))
    let home = folder.url.appendingPathComponent("home").path
    func play(_ more: [String]) throws -> [String] {
      let tourhost = try LiveProcess(["run", "tour.lua", "--no-preview"] + more, in: folder.url, set: ["XDG_STATE_HOME": home, "HOME": home])
      defer { tourhost.terminate() }
      _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
      tourhost.write("\n")
      _ = try #require(tourhost.waitForLine { $0.hasSuffix("end false") })
      tourhost.write("q")
      #expect(tourhost.waitForExit() == 0)
      return tourhost.lines
    }
    for _ in 1...2 { _ = try play([]) }
    #expect(!FileManager.default.fileExists(atPath: home))
    _ = try play(["--state", "p.sqlite"])
    let show = try TourhostBinary.run(["state", "show", "tour", "--state", "p.sqlite"], in: folder.url)
    #expect(show.stdout.hasPrefix("tour: tour\nstate: completed\n"))
  }

  @Test("--open without a display says where the preview is")
  func openWithoutDisplay() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0", "--open"], in: folder.url, unset: ["DISPLAY", "WAYLAND_DISPLAY"])
    defer { tourhost.terminate() }
    let port = try previewPort(of: tourhost)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
    #expect(tourhost.stderr == "tourhost: no display to open a browser on; open http://127.0.0.1:\(port) yourself\n")
  }

  @Test("Ctrl-C or SIGTERM stops it with status 130")
  func interrupted() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let tourhost = try LiveProcess(["run", "tour.lua", "--no-preview"], in: folder.url)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    tourhost.terminate()
    #expect(tourhost.waitForExit() == 130)
  }

  @Test("the options that need --headless, a taken port, a script that does not load")
  func refusals() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let input = try TourhostBinary.run(["run", "tour.lua", "--input", "taps.txt"], in: folder.url)
    #expect(input.status == 2)
    #expect(input.stderr.hasPrefix("Error: --input, --trace, --autoplay, --watch, --start-time and --strict need --headless\n"))
    let port = try TourhostBinary.run(["run", "tour.lua", "--headless", "--port", "8000"], in: folder.url)
    #expect(port.status == 2)
    #expect(port.stderr.hasPrefix("Error: --port, --no-preview and --open are for the interactive mode (without --headless)\n"))
    folder.write("broken.lua", "return {")
    let broken = try TourhostBinary.run(["run", "broken.lua"], in: folder.url)
    #expect(broken.status == 2)
    #expect(broken.stderr == "tourhost: broken.lua:1: unexpected symbol near <eof>\n")

    let first = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { first.terminate() }
    let taken = try previewPort(of: first)
    let second = try TourhostBinary.run(["run", "tour.lua", "--port", String(taken)], in: folder.url)
    #expect(second.status == 2)
    #expect(
      second.stderr
        == "tourhost: cannot serve the preview on 127.0.0.1:\(taken): the port is in use; choose another with --port, or 0 for any free port\n")
  }

  @Test("binaries copied away on their own serve the whole preview page: its files are built in")
  func previewFilesBuiltIn() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1))
    let binaries = folder.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
    for name in ["tourhost", "tourhost-live"] {
      try FileManager.default.copyItem(at: TourhostBinary.sibling(name), to: binaries.appendingPathComponent(name))
    }
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url, executable: binaries.appendingPathComponent("tourhost"))
    defer { tourhost.terminate() }
    let port = try previewPort(of: tourhost)
    let page = try HTTPGet.fetch(port: port, path: "/")
    #expect(page.status == "HTTP/1.1 200 OK")
    #expect(page.body.contains("<title>tourhost preview</title>"))
    #expect(page.body.contains(#"<script src="/page.js"#))
    for (path, start) in [("/page.css", ":root"), ("/page.js", "\"use strict\";")] {
      let file = try HTTPGet.fetch(port: port, path: path)
      #expect(file.status == "HTTP/1.1 200 OK", "\(path)")
      #expect(file.body.hasPrefix(start), "\(path): \(file.body.prefix(40))")
    }
  }

  @Test("the preview: the page, the latest picture, and a WebSocket that pushes frames and takes taps")
  func previewSocket() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let port = try previewPort(of: tourhost)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })

    let page = try HTTPGet.fetch(port: port, path: "/")
    #expect(page.status == "HTTP/1.1 200 OK")
    #expect(page.body.contains("<title>tourhost preview</title>"))
    let scene = try HTTPGet.fetch(port: port, path: "/scene.svg")
    #expect(scene.body.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="320" height="480""#))
    #expect(try HTTPGet.fetch(port: port, path: "/tour.lua").status == "HTTP/1.1 404 Not Found")

    let socket = try BlockingWebSocket(port: port, path: "/ws")
    let status = try #require(try socket.receive(timeout: 5) { $0.contains(#""type":"status""#) })
    #expect(status.contains(#""position":"mark 1 of 2""#))
    #expect(status.contains(#""state":"showing""#))
    let frame = try #require(try socket.receive(timeout: 5) { $0.contains(#""type":"frame""#) })
    #expect(frame.contains(#"<g id=\"mark-1\""#))
    // Mark 1's body is the 200 × 60 view below view a (30, 30, 70, 20): tap its middle.
    try socket.send(text: #"{"type":"tap","x":65,"y":90}"#)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("input tap 65 90") })
    let second = try #require(try socket.receive(timeout: 5) { $0.contains(#""position":"mark 2 of 2""#) && $0.contains(#""state":"showing""#) })
    #expect(second.contains(#""tour":"tour""#))
    try socket.send(text: #"{"type":"key","key":"skip"}"#)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("end true") })
    try socket.send(text: #"{"type":"nonsense"}"#)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }

  @Test("the status names the step the user is told beside the mark when a mark before it declines to load")
  func stepBesideMark() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 3, "coachMarkWillLoadAt = function(ctl, index) return index ~= 1 end,"))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let port = try previewPort(of: tourhost)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 2 none") })
    let socket = try BlockingWebSocket(port: port, path: "/ws")
    let status = try #require(try socket.receive(timeout: 5) { $0.contains(#""type":"status""#) })
    #expect(status.contains(#""position":"mark 2 of 3 · step 1 of 2""#))
    tourhost.write("\n")
    let last = try #require(try socket.receive(timeout: 5) { $0.contains(#""position":"mark 3"#) && $0.contains(#""state":"showing""#) })
    #expect(last.contains(#""position":"mark 3 of 3 · step 2 of 2""#))
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }

  @Test("a save that does not load: the status carries its error until a save loads")
  func reloadErrorInStatus() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", tour)
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let port = try previewPort(of: tourhost)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    let socket = try BlockingWebSocket(port: port, path: "/ws")
    folder.write("tour.lua", "return {\n  numberOfCoachMarks = ,\n}\n")
    let broken = try #require(try socket.receive(timeout: 5) { $0.contains(#""reloadError":"#) })
    #expect(broken.contains(#""reloadError":"tour.lua:2: unexpected symbol near ','""#))
    folder.write("tour.lua", tour)
    let fixed = try #require(try socket.receive(timeout: 5) { $0.contains(#""type":"status""#) && $0.contains("reload tour.lua") })
    #expect(!fixed.contains(#""reloadError""#))
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }

  @Test("a save made while the checks of the last one run is reloaded at once; their findings, outdated, are dropped")
  func saveDuringChecks() throws {
    // Three thousand marks: the live run shows the first, and the checks play them all, which
    // takes seconds in a debug build.
    let long = { (field: String) in ScriptRun.tour(marks: 3_000, "\(field) = 1,") }
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 3_000))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    defer { tourhost.terminate() }
    let port = try previewPort(of: tourhost)
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    let socket = try BlockingWebSocket(port: port, path: "/ws")
    folder.write("tour.lua", long("firstUnknownField"))
    _ = try #require(tourhost.waitForLine { $0.contains("reload tour.lua") })
    // The checks of that save start a tenth of a second after it; save again while they run.
    usleep(400_000)
    folder.write("tour.lua", long("secondUnknownField"))
    var before: [String] = []
    _ = try #require(
      try socket.receive(timeout: 5) { message in
        before.append(message)
        return message.contains(#""type":"status""#) && message.contains("reload tour.lua") && message.contains("secondUnknownField")
      })
    #expect(!before.contains { $0.contains(#""rule":"load-warning""#) && $0.contains("firstUnknownField") })
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
