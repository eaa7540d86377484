import NIOCore
import NIOEmbedded
import TourHostKit
import TourHostLive
import TourPreview

/// Fuzz target `preview`: arbitrary bytes sent to the preview's connection handlers in process
/// (SwiftNIO's embedded channel, the real pipeline of `PreviewPipeline`), as HTTP request heads
/// or, after a valid upgrade, as WebSocket frames; the first byte picks the mode and the size
/// of the pieces the bytes arrive in. Whatever the bytes: no crash; every answer's status one
/// the preview gives; `RequestHeadScanner` agrees with a model that splits the whole input into
/// lines, and a head past its cap is answered 414 or 431 while the connection was still open;
/// only requests the page may send reach the hub.
public enum PreviewFuzzer {
  static let statuses = ["101", "200", "400", "403", "404", "414", "431"]
  static let upgrade = Array(
    "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:7357\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
      .utf8)

  static let hub = PreviewHub(keys: InteractiveKey.previewKeys)
  /// The page the pipeline serves.
  static let page = PreviewPage(keys: hub.keys)

  public static func run(_ bytes: [UInt8]) -> [String] {
    guard let first = bytes.first else { return [] }
    let isWebSocket = first & 1 == 1
    let piece = 1 + Int(first >> 1) * 41
    let input = (isWebSocket ? upgrade : []) + bytes.dropFirst()
    // One hub for the process: a hub that goes away ends its pages' streams, and the socket
    // handler would then say goodbye from its own task, off the embedded loop's thread.
    let hub = Self.hub
    _ = hub.takeRequests()
    let channel = EmbeddedChannel()
    var found: [String] = []
    do {
      try PreviewPipeline.configure(channel, hub: hub, page: Self.page, port: ListeningPort(7357), files: { _ in nil })
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 50_000)).wait()
    } catch {
      return ["the pipeline could not be made: \(error)"]
    }
    var output: [UInt8] = []
    var scanner = RequestHeadScanner()
    var overAt: Int?
    var sent = 0
    while sent < input.count, channel.isActive {
      let end = min(sent + piece, input.count)
      let chunk = Array(input[sent..<end])
      if !isWebSocket, overAt == nil, scanner.scan(chunk) != .withinLimits { overAt = end }
      sent = end
      do { try channel.writeInbound(channel.allocator.buffer(bytes: chunk)) } catch { break }
      while let out = try? channel.readOutbound(as: ByteBuffer.self) { output += out.readableBytesView }
    }
    while let out = try? channel.readOutbound(as: ByteBuffer.self) { output += out.readableBytesView }
    _ = try? channel.finish(acceptAlreadyClosed: true)

    if !isWebSocket {
      let model = Self.model(Array(input[0..<sent]))
      if model != scanner.verdict { found.append("the scanner says \(scanner.verdict), the model \(model)") }
      let text = String(decoding: output, as: UTF8.self)
      if overAt != nil, !text.contains("414 URI Too Long"), !text.contains("431 Request Header Fields Too Large"),
        !text.contains(" 400 ")
      {
        found.append("a head past its cap was not answered 414 or 431")
      }
      for line in text.components(separatedBy: "\r\n") where line.hasPrefix("HTTP/1.1 ") {
        let status = String(line.dropFirst(9).prefix(3))
        if !statuses.contains(status) { found.append("an answer with status \(status)") }
      }
    }
    for request in hub.takeRequests() {
      if case .key(let key) = request, !InteractiveKey.buttonNames.contains(key) { found.append("a key the page has not: \(key)") }
    }
    return found
  }

  /// The verdict on a whole input, worked out another way: split into lines (carriage returns
  /// dropped), heads separated by empty lines, empty lines before a request line skipped.
  static func model(_ bytes: [UInt8]) -> RequestHeadScanner.Verdict {
    let lines = bytes.filter { $0 != 13 }.split(separator: 10, omittingEmptySubsequences: false)
    var inRequestLine = true
    var head = 0
    for (index, line) in lines.enumerated() {
      let isLast = index == lines.count - 1
      if inRequestLine {
        if line.isEmpty, !isLast { continue }
        if line.count > PreviewLimits.requestLineBytes { return .requestLineTooLong }
        head = line.count
        if !isLast { inRequestLine = false }
      } else {
        if line.isEmpty, !isLast {
          inRequestLine = true
          head = 0
          continue
        }
        head += line.count
        if head > PreviewLimits.headBytes { return .headTooLarge }
      }
    }
    return .withinLimits
  }
}
