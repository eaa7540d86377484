import Foundation

/// A plain HTTP/1.1 GET against a loopback server: the response's status line and body.
public enum HTTPGet {
  /// - Parameters:
  ///   - host: the `Host` header (default `127.0.0.1:PORT`).
  ///   - headers: more header lines (`Origin: http://example.com`).
  public static func fetch(
    port: UInt16, path: String, host: String? = nil, headers: [String] = [], timeout: Double = 5
  ) throws(LoopbackError) -> (status: String, body: String) {
    let socket = try LoopbackSocket(host: "127.0.0.1", port: port, timeout: timeout)
    let lines = ["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"] + headers + ["Connection: close"]
    try socket.send(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    let head = try socket.readHead(timeout: timeout)
    let length = head.components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
      .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    let body: [UInt8]
    if let length { body = try socket.read(length, timeout: timeout) } else { body = try socket.readToEnd(timeout: timeout) }
    // "\r\n" is one Character in Swift: split on it as a string.
    let statusLine = head.components(separatedBy: "\r\n").first ?? ""
    return (statusLine, String(decoding: body, as: UTF8.self))
  }

  /// Sends `request` as it is (a whole head, however long or odd) and reads the answer. The
  /// bytes go out in pieces; when the server stops taking them (it answered early and closed)
  /// the rest is dropped and its answer read.
  public static func exchange(port: UInt16, request: [UInt8], timeout: Double = 5) throws(LoopbackError) -> (status: String, body: String) {
    let socket = try LoopbackSocket(host: "127.0.0.1", port: port, timeout: timeout)
    var offset = 0
    while offset < request.count {
      let end = min(offset + 65_536, request.count)
      do { try socket.send(Array(request[offset..<end])) } catch { break }
      offset = end
    }
    let head = try socket.readHead(timeout: timeout)
    let statusLine = head.components(separatedBy: "\r\n").first ?? ""
    return (statusLine, String(decoding: try socket.readToEnd(timeout: timeout), as: UTF8.self))
  }
}
