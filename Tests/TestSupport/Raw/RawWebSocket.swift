import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A WebSocket written byte by byte, for the tests that send what a client must not (a frame
/// that is not masked, not final, with reserved bits) or headers a client would not (a
/// foreign `Host` or `Origin`), and read how the server refuses them. Every other test, and
/// the benchmarks, talk through swift-websocket's client (`BlockingWebSocket`). It knows
/// RFC 6455's text messages, pings and fragmented messages.
public final class RawWebSocket {
  private let socket: LoopbackSocket

  /// Connects to `ws://host:port/path` and completes the handshake.
  /// - Parameters:
  ///   - hostHeader: the `Host` header (default `host:port`).
  ///   - origin: an `Origin` header, as a browser sends one (none by default).
  public init(
    host: String = "127.0.0.1", port: UInt16, path: String, hostHeader: String? = nil, origin: String? = nil, timeout: Double = 5
  ) throws(LoopbackError) {
    socket = try LoopbackSocket(host: host, port: port, timeout: timeout)
    var key = [UInt8](repeating: 0, count: 16)
    for index in key.indices { key[index] = UInt8.random(in: 0...255) }
    let request =
      "GET \(path) HTTP/1.1\r\nHost: \(hostHeader ?? "\(host):\(port)")\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      + (origin.map { "Origin: \($0)\r\n" } ?? "")
      + "Sec-WebSocket-Key: \(Data(key).base64EncodedString())\r\nSec-WebSocket-Version: 13\r\n\r\n"
    try socket.send(Array(request.utf8))
    let head = try socket.readHead(timeout: timeout)
    guard head.hasPrefix("HTTP/1.1 101") else { throw LoopbackError("the server refused the WebSocket: \(head.prefix(80))") }
  }

  /// Sends a text message (masked, as clients must).
  public func send(text: String) throws(LoopbackError) {
    try sendFrame(opcode: 0x1, payload: Array(text.utf8))
  }

  /// The next text message, or nil when none comes within `timeout` seconds.
  public func receive(timeout: Double) throws(LoopbackError) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    var message: [UInt8] = []
    var collecting = false
    while true {
      let left = deadline.timeIntervalSinceNow
      guard left > 0, try socket.waitReadable(timeout: left) else { return nil }
      let header = try socket.read(2, timeout: left)
      let fin = header[0] & 0x80 != 0
      let opcode = header[0] & 0x0F
      var length = UInt64(header[1] & 0x7F)
      if length == 126 {
        length = try socket.read(2, timeout: 5).reduce(0) { $0 << 8 | UInt64($1) }
      } else if length == 127 {
        length = try socket.read(8, timeout: 5).reduce(0) { $0 << 8 | UInt64($1) }
      }
      let payload = try socket.read(Int(length), timeout: 5)
      switch opcode {
      case 0x1, 0x0:
        if opcode == 0x1 {
          message = []
          collecting = true
        }
        guard collecting else { continue }
        message += payload
        if fin { return String(decoding: message, as: UTF8.self) }
      case 0x8:
        let code = payload.count >= 2 ? " (\(Int(payload[0]) << 8 | Int(payload[1])))" : ""
        throw LoopbackError("the server closed the WebSocket\(code)")
      case 0x9:
        try sendFrame(opcode: 0xA, payload: payload)
      default:
        continue
      }
    }
  }

  /// The first message for which `accept` is true, within `timeout` seconds.
  public func receive(timeout: Double, until accept: (String) -> Bool) throws(LoopbackError) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while deadline.timeIntervalSinceNow > 0 {
      guard let message = try receive(timeout: deadline.timeIntervalSinceNow) else { return nil }
      if accept(message) { return message }
    }
    return nil
  }

  /// Sends one frame as given, rules or not: for tests of what a server does with a frame
  /// that is not final, not masked, or has reserved bits (`reserved`, the three RSV bits).
  public func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true, masked: Bool = true, reserved: UInt8 = 0) throws(LoopbackError) {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | (reserved & 0x7) << 4 | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      frame.append(maskBit | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      frame.append(maskBit | 127)
      frame += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (UInt64($0) * 8)) & 0xFF) }
    }
    guard masked else { return try socket.send(frame + payload) }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try socket.send(frame)
  }
}
