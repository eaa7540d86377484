import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A client of the preview that misbehaves as a hostile local process would: it sends
/// requests and never reads the answers, or opens a connection and sends nothing.
public final class LoopbackClient {
  private let socket: LoopbackSocket
  private let descriptor: Int32

  /// Connects to 127.0.0.1:`port`.
  public init(port: UInt16) throws(LoopbackError) {
    socket = try LoopbackSocket(host: "127.0.0.1", port: port, timeout: 5)
    descriptor = socket.descriptorForTests
  }

  /// Sends `request` `count` times, pipelined, never reading; stops when the server stops
  /// taking them for `timeout` seconds. Gives how many went out whole.
  public func flood(_ request: [UInt8], count: Int, timeout: Double = 3) -> Int {
    var small: Int32 = 4096
    setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
    var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var sent = 0
    let batch = Array([[UInt8]](repeating: request, count: 100).joined())
    while sent < count {
      do { try socket.send(batch) } catch { break }
      sent += 100
    }
    return sent
  }

  /// Whether the server closes the connection within `timeout` seconds, having been sent
  /// nothing (or what was sent).
  public func isClosed(within timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      guard (try? socket.waitReadable(timeout: deadline.timeIntervalSinceNow)) == true else { continue }
      var byte: UInt8 = 0
      let received = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT))
      if received == 0 || (received < 0 && errno != EAGAIN) { return true }
    }
    return false
  }
}

/// The resident memory of process `pid` (VmRSS), in bytes.
public func residentBytes(of pid: Int32) -> Int {
  let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
  return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
}
