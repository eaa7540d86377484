import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `tourhost capture` ends, and leaves nothing behind (H16 of round3-findings): a time limit,
/// dialogs dismissed, HTTP errors refused, only its schemes, and Chromium's whole process
/// group and profile gone on every exit: a timeout, SIGTERM, and a SIGKILL of tourhost (the
/// profile then removed by the next capture). Through the built binary and real Chromium, with
/// a temporary folder of the test's own so that what is left can be seen.
@Suite("tourhost capture ends", .serialized)
struct CaptureEndsTests {
  static let pages = [
    "spin.html": "<!doctype html><html><body><script>while (true) {}</script></body></html>",
    "alert.html":
      "<!doctype html><html><body><div id=\"box\" style=\"height: 50px\">x</div><script>alert('hi'); confirm('sure?')</script></body></html>",
  ]

  /// The processes whose command line names `folder` (Chromium and its helpers carry its
  /// profile's path).
  func processes(naming folder: URL) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(folder.path) && !line.contains("python3") ? line : nil
    }
  }

  func contents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// Waits until `condition` holds, for up to `seconds`.
  func eventually(_ seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(100_000)
    }
    return condition()
  }

  /// A folder with the pages served on loopback and a temporary folder of its own: the
  /// folder, the temporary folder, the server and its port.
  func site() throws -> (TemporaryDirectory, URL, Process, Int) {
    let folder = TemporaryDirectory()
    for (name, page) in Self.pages { _ = folder.write("site/\(name)", page) }
    let scratch = folder.url.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let (server, port) = try CaptureCommandTests().serve(folder.url.appendingPathComponent("site"))
    return (folder, scratch, server, port)
  }

  @Test("a page that never loads stops at --timeout with status 1; nothing of Chromium is left")
  func timeout() throws {
    let (folder, scratch, server, port) = try site()
    defer { stop(server) }
    let started = Date()
    let result = try TourhostBinary.run(
      ["capture", "http://127.0.0.1:\(port)/spin.html", "--timeout", "3", "--out", folder.url.appendingPathComponent("spin.json").path],
      environment: ["TMPDIR": scratch.path])
    #expect(result.status == 1)
    #expect(
      result.stderr == "tourhost: capture: http://127.0.0.1:\(port)/spin.html was not captured within 3 s (--timeout); the browser was stopped\n")
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(processes(naming: scratch) == [])
    #expect(contents(scratch) == [])

    // Dialogs are dismissed: the page loads and is captured.
    let alert = try TourhostBinary.run(
      ["capture", "http://127.0.0.1:\(port)/alert.html", "--out", folder.url.appendingPathComponent("alert.json").path],
      environment: ["TMPDIR": scratch.path])
    #expect(alert.status == 0, "\(alert.stderr)")
    #expect(alert.stderr == "tourhost: \(folder.url.appendingPathComponent("alert.json").path) and alert.png: 1 views at the top level\n")

    // An error page is not a screen.
    let missing = try TourhostBinary.run(
      ["capture", "http://127.0.0.1:\(port)/nothing.html", "--out", folder.url.appendingPathComponent("x.json").path],
      environment: ["TMPDIR": scratch.path])
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: capture: http://127.0.0.1:\(port)/nothing.html answered HTTP 404: an error page is not a screen\n")
    #expect(contents(scratch) == [])
  }

  @Test("SIGTERM stops the browser and exits 130; after a SIGKILL of tourhost the browser dies too, and the next capture removes its profile")
  func signals() throws {
    let (folder, scratch, server, port) = try site()
    defer { stop(server) }
    let errors = folder.url.appendingPathComponent("stderr.txt")
    func start() throws -> Process {
      try #require(FileManager.default.createFile(atPath: errors.path, contents: nil))
      let process = Process()
      process.executableURL = TourhostBinary.url
      process.arguments = ["capture", "http://127.0.0.1:\(port)/spin.html", "--out", folder.url.appendingPathComponent("spin.json").path]
      process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
      return process
    }

    let terminated = try start()
    #expect(eventually { processes(naming: scratch).count > 2 })
    kill(terminated.processIdentifier, SIGTERM)
    terminated.waitUntilExit()
    #expect(terminated.terminationStatus == 130)
    let said = try String(contentsOf: errors, encoding: .utf8)
    #expect(said == "tourhost: capture: interrupted; the browser was stopped\n")
    #expect(processes(naming: scratch) == [])
    #expect(contents(scratch) == [])

    let killed = try start()
    #expect(eventually { processes(naming: scratch).count > 2 })
    kill(killed.processIdentifier, SIGKILL)
    killed.waitUntilExit()
    #expect(eventually(5) { processes(naming: scratch).isEmpty })
    #expect(contents(scratch).filter { $0.hasPrefix("tourhost-capture-") }.count == 1)
    let next = try TourhostBinary.run(
      ["capture", "http://127.0.0.1:\(port)/alert.html", "--out", folder.url.appendingPathComponent("alert.json").path],
      environment: ["TMPDIR": scratch.path])
    #expect(next.status == 0)
    #expect(contents(scratch) == [])
  }

  @Test("only http, https and file pages")
  func schemes() throws {
    for url in ["chrome://settings", "data:text/html,<p>hi</p>", "javascript:alert(1)", "localhost:3000/cart"] {
      let result = try TourhostBinary.run(["capture", url, "--out", "x.json"])
      #expect(result.status == 2)
      #expect(result.stderr.contains("Error: the page must be an http, https or file URL, got '\(url)'"))
    }
  }
}
