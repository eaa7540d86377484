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
}
