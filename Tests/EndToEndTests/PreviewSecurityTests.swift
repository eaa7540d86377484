import Foundation
import TestSupport
import Testing
import TourPreview

/// The preview lets in only its own page, on this machine (the hole Vite closed for
/// CVE-2025-24010 and webpack-dev-server for CVE-2025-30359): every way in, through the built
/// binary (a foreign page in a real browser is in BrowserTests).
@Suite("The preview's closed door")
struct PreviewSecurityTests {
  func start(_ folder: TemporaryDirectory) throws -> (LiveProcess, UInt16) {
    try LiveProcess.servingOnPort(ScriptRun.tour(marks: 2), in: folder)
  }

  @Test("a foreign Host is refused on every path; the loopback names are let in")
  func hosts() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try start(folder)
    defer { tourhost.terminate() }
    for path in ["/", "/scene.svg", "/ws", "/tour.lua"] {
      let foreign = try HTTPGet.fetch(port: port, path: path, host: "attacker.example:\(port)")
      #expect(foreign.status == "HTTP/1.1 403 Forbidden")
      #expect(foreign.body == "tourhost preview: only its own page on this machine may use it\n")
    }
    #expect(try HTTPGet.fetch(port: port, path: "/", host: "attacker.example").status == "HTTP/1.1 403 Forbidden")
    #expect(try HTTPGet.fetch(port: port, path: "/", host: "127.0.0.1.attacker.example:\(port)").status == "HTTP/1.1 403 Forbidden")
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST:\(port)", "localhost"] {
      #expect(try HTTPGet.fetch(port: port, path: "/scene.svg", host: host).status == "HTTP/1.1 200 OK")
    }
    #expect(try HTTPGet.fetch(port: port, path: "/tour.lua").status == "HTTP/1.1 404 Not Found")
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }

  @Test("the WebSocket upgrade takes only the preview's own origins")
  func origins() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try start(folder)
    defer { tourhost.terminate() }
    func refused(origin: String?, host: String? = nil) -> Bool {
      do {
        _ = try RawWebSocket(port: port, path: "/ws", hostHeader: host, origin: origin)
        return false
      } catch {
        return error.description.hasPrefix("the server refused the WebSocket: HTTP/1.1 403 Forbidden")
      }
    }
    #expect(refused(origin: "http://attacker.example"))
    #expect(refused(origin: "null"))
    #expect(refused(origin: "http://localhost:3000"))
    #expect(refused(origin: "https://127.0.0.1:\(port)"))
    #expect(refused(origin: "http://127.0.0.1:\(port)", host: "attacker.example:\(port)"))
    for origin in ["http://127.0.0.1:\(port)", "http://localhost:\(port)", "http://[::1]:\(port)"] {
      let socket = try RawWebSocket(port: port, path: "/ws", origin: origin)
      #expect(try socket.receive(timeout: 5) { $0.contains(#""type":"status""#) } != nil)
    }
    // A client that is not a browser sends no Origin, and no web page can make it.
    #expect(try RawWebSocket(port: port, path: "/ws").receive(timeout: 5) { $0.contains(#""type":"frame""#) } != nil)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }

  @Test("the policy, rule by rule")
  func policy() {
    let policy = LoopbackPolicy(port: 7357)
    #expect(policy.allows(host: "127.0.0.1:7357", origin: nil, isUpgrade: false))
    #expect(policy.allows(host: "localhost:7357", origin: "http://localhost:7357", isUpgrade: true))
    #expect(!policy.allows(host: nil, origin: nil, isUpgrade: false))
    #expect(!policy.allows(host: "127.0.0.1:8000", origin: nil, isUpgrade: false))
    #expect(!policy.allows(host: "127.0.0.1:7357", origin: "http://127.0.0.1:8000", isUpgrade: true))
    // A WebSocket client that is not a browser may send its own ws:// origin (no page has one).
    #expect(policy.allows(host: "127.0.0.1:7357", origin: "ws://127.0.0.1", isUpgrade: true))
    #expect(policy.allows(host: "127.0.0.1:7357", origin: "ws://localhost:7357", isUpgrade: true))
    #expect(!policy.allows(host: "127.0.0.1:7357", origin: "ws://attacker.example", isUpgrade: true))
    #expect(!policy.allows(host: "127.0.0.1:7357", origin: "ws://127.0.0.1:8000", isUpgrade: true))
    // A page's own GETs carry its Origin only on some requests; the Host rule covers them.
    #expect(policy.allows(host: "127.0.0.1:7357", origin: "http://attacker.example", isUpgrade: false))
  }
}
