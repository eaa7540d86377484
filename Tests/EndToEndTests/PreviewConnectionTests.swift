import Foundation
import TestSupport
import Testing
import TourPreview

/// Every connection to the preview is bounded: a client that sends and never reads cannot
/// make it hold its answers (it stops reading), a picture is sent from the disk rather than
/// copied for each request, a connection that sends no head is closed, and there is a cap on
/// connections. Through the built binary, its memory read from /proc.
@Suite("The preview's connections")
struct PreviewConnectionTests {
  /// A live run of a tour whose screen shows a 40 MB picture.
  func start(_ folder: TemporaryDirectory) throws -> (LiveProcess, UInt16) {
    folder.write("big.png", data: BoundedValuesTests.png(width: 390, height: 844, padding: 40_000_000))
    folder.write(
      "tour.lua",
      ScriptRun.tour(marks: 2).replacingOccurrences(of: "width = 320, height = 480,", with: #"width = 320, height = 480, image = "big.png","#))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    let url = try #require(tourhost.previewURL())
    let port = try #require(UInt16(url.dropFirst("http://127.0.0.1:".count)))
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    return (tourhost, port)
  }

  @Test("pipelined requests a client never reads: the preview stops reading, holds no answers, and serves others")
  func pipelined() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try start(folder)
    defer { tourhost.terminate() }
    #expect(try HTTPGet.fetch(port: port, path: "/big.png").status == "HTTP/1.1 200 OK")
    let before = residentBytes(of: tourhost.pid)
    let request = Array("GET /scene.svg HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
    let flood = try LoopbackClient(port: port)
    let sent = flood.flood(request, count: 200_000)
    #expect(sent < 200_000, "the preview read every request while none of its answers was read")
    let pictures = try LoopbackClient(port: port)
    _ = pictures.flood(Array("GET /big.png HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), count: 100, timeout: 1)
    usleep(500_000)
    let after = residentBytes(of: tourhost.pid)
    #expect(after - before < 64 << 20, "grew by \(after - before) bytes")
    #expect(try HTTPGet.fetch(port: port, path: "/scene.svg").status == "HTTP/1.1 200 OK")
  }

  @Test("a connection that sends no head is closed after 10 s; past 512 connections, one more is closed at once")
  func idleAndCap() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try start(folder)
    defer { tourhost.terminate() }
    let idle = try LoopbackClient(port: port)
    #expect(!idle.isClosed(within: Double(PreviewLimits.headSeconds) - 2))
    var crowd: [LoopbackClient] = []
    for _ in 1..<PreviewLimits.connections { crowd.append(try LoopbackClient(port: port)) }
    let extra = try LoopbackClient(port: port)
    #expect(extra.isClosed(within: 1))
    #expect(idle.isClosed(within: 4))
    // The first of the crowd goes with its own deadline; the page is served again.
    #expect(crowd[0].isClosed(within: Double(PreviewLimits.headSeconds) + 2))
    #expect(try HTTPGet.fetch(port: port, path: "/scene.svg").status == "HTTP/1.1 200 OK")
  }
}
