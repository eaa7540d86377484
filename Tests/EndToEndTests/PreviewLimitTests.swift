import Foundation
import TestSupport
import Testing
import TourPreview

/// The preview bounds what a local client can make it hold (H9 and H10 of
/// round3-findings): a request head is answered 414 or 431 as soon as it passes its cap, and
/// a WebSocket message (fragments put together) over 64 KiB closes the socket with 1009; an
/// unmasked frame or a reserved bit closes with 1002. Through the built binary; the head
/// tests fail on the build before (its HTTP library parsed a 1 MB line for minutes).
@Suite("The preview's limits")
struct PreviewLimitTests {
  func start(_ folder: TemporaryDirectory) throws -> (LiveProcess, UInt16) {
    folder.write("tour.lua", ScriptRun.tour(marks: 2))
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    let url = try #require(tourhost.previewURL())
    let port = try #require(UInt16(url.dropFirst("http://127.0.0.1:".count)))
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 1 none") })
    return (tourhost, port)
  }

  func request(_ lines: [String]) -> [UInt8] {
    Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  @Test("a request line over 8 KiB is 414, a head over 16 KiB is 431, at once; the preview goes on")
  func heads() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try start(folder)
    defer { tourhost.terminate() }
    let host = "Host: 127.0.0.1:\(port)"

    let longLine = try HTTPGet.exchange(port: port, request: request(["GET /" + String(repeating: "a", count: 1_000_000) + " HTTP/1.1", host]))
    #expect(longLine.status == "HTTP/1.1 414 URI Too Long")
    #expect(longLine.body == "tourhost preview: a request line is at most 8192 bytes\n")

    let longHeader = try HTTPGet.exchange(
      port: port, request: request(["GET / HTTP/1.1", host, "X-Long: " + String(repeating: "b", count: 1_000_000)]))
    #expect(longHeader.status == "HTTP/1.1 431 Request Header Fields Too Large")
    #expect(longHeader.body == "tourhost preview: a request head is at most 16384 bytes\n")

    // Many short headers count together; a foreign Host is no way around the cap.
    let many = (0..<2_000).map { "X-\($0): v" }
    let crowded = try HTTPGet.exchange(port: port, request: request(["GET / HTTP/1.1", "Host: attacker.example"] + many))
    #expect(crowded.status == "HTTP/1.1 431 Request Header Fields Too Large")

    // Just under both caps: answered as usual.
    let line = "GET /scene.svg?" + String(repeating: "q", count: 8_192 - "GET /scene.svg? HTTP/1.1".count) + " HTTP/1.1"
    let filler = "X-Fill: " + String(repeating: "f", count: 16_384 - line.utf8.count - host.utf8.count - "X-Fill: ".count - "Connection: close".count)
    let full = try HTTPGet.exchange(port: port, request: request([line, host, filler, "Connection: close"]))
    #expect(full.status == "HTTP/1.1 200 OK")

    #expect(try HTTPGet.fetch(port: port, path: "/").status == "HTTP/1.1 200 OK")
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }

  /// Reads until the server closes the socket; the error says with what code.
  func closing(_ socket: RawWebSocket) -> String {
    do {
      while try socket.receive(timeout: 5) != nil {}
      return "no close within 5 s"
    } catch {
      return error.description
    }
  }

  @Test("a fragmented message over 64 KiB closes with 1009; a frame unmasked or with a reserved bit with 1002")
  func messages() throws {
    let folder = TemporaryDirectory()
    let (tourhost, port) = try start(folder)
    defer { tourhost.terminate() }

    let fragmented = try RawWebSocket(port: port, path: "/ws")
    try fragmented.sendFrame(opcode: 0x1, payload: Array(repeating: 0x20, count: 60_000), fin: false)
    try fragmented.sendFrame(opcode: 0x0, payload: Array(repeating: 0x20, count: 6_000), fin: false)
    #expect(closing(fragmented) == "the server closed the WebSocket (1009)")

    let oneFrame = try RawWebSocket(port: port, path: "/ws")
    try oneFrame.sendFrame(opcode: 0x1, payload: Array(repeating: 0x20, count: 70_000))
    #expect(closing(oneFrame) == "the server closed the WebSocket (1009)")

    let unmasked = try RawWebSocket(port: port, path: "/ws")
    try unmasked.sendFrame(opcode: 0x1, payload: Array(#"{"type":"key","key":"next"}"#.utf8), masked: false)
    #expect(closing(unmasked) == "the server closed the WebSocket (1002)")

    let reserved = try RawWebSocket(port: port, path: "/ws")
    try reserved.sendFrame(opcode: 0x1, payload: Array(#"{"type":"key","key":"next"}"#.utf8), reserved: 0b100)
    #expect(closing(reserved) == "the server closed the WebSocket (1002)")

    let stray = try RawWebSocket(port: port, path: "/ws")
    try stray.sendFrame(opcode: 0x0, payload: Array("x".utf8))
    #expect(closing(stray) == "the server closed the WebSocket (1002)")
    #expect(!tourhost.lines.contains { $0.contains("input ") })

    // A message of exactly 64 KiB in three fragments, with a ping between them, is taken.
    let command = #"{"type":"key","key":"next","pad":""#
    let padded = Array(command.utf8) + Array(repeating: 0x20, count: 65_536 - command.utf8.count - 2) + Array(#""}"#.utf8)
    let allowed = try RawWebSocket(port: port, path: "/ws")
    try allowed.sendFrame(opcode: 0x1, payload: Array(padded[0..<30_000]), fin: false)
    try allowed.sendFrame(opcode: 0x9, payload: Array("are you there".utf8))
    try allowed.sendFrame(opcode: 0x0, payload: Array(padded[30_000..<60_000]), fin: false)
    try allowed.sendFrame(opcode: 0x0, payload: Array(padded[60_000...]))
    _ = try #require(tourhost.waitForLine { $0.hasSuffix("didShow 2 none") })
    #expect(try allowed.receive(timeout: 5) { $0.contains(#""position":"mark 2 of 2""#) } != nil)
    tourhost.write("q")
    #expect(tourhost.waitForExit() == 0)
  }
}
