import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to a loopback server, with blocking reads bounded by timeouts.
final class LoopbackSocket {
  private let descriptor: Int32
  private var buffered: [UInt8] = []

  init(host: String, port: UInt16, timeout: Double) throws(LoopbackError) {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw LoopbackError("cannot make a socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    inet_pton(AF_INET, host, &address.sin_addr)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
      close(descriptor)
      throw LoopbackError("cannot connect to \(host):\(port) (\(String(cString: strerror(errno))))")
    }
    var one: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
  }

  deinit {
    close(descriptor)
  }

  /// The socket's descriptor, for the options a misbehaving client sets.
  var descriptorForTests: Int32 { descriptor }

  func send(_ bytes: [UInt8]) throws(LoopbackError) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard sent > 0 else { throw LoopbackError("the connection closed while sending") }
      offset += sent
    }
  }

  /// Whether bytes can be read within `timeout` seconds.
  func waitReadable(timeout: Double) throws(LoopbackError) -> Bool {
    if !buffered.isEmpty { return true }
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&entry, 1, Int32(max(0, timeout * 1000).rounded(.up)))
    return ready > 0
  }

  /// Exactly `count` bytes.
  func read(_ count: Int, timeout: Double) throws(LoopbackError) -> [UInt8] {
    while buffered.count < count {
      guard try waitReadable(timeout: timeout) else { throw LoopbackError("timed out reading from the server") }
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard received > 0 else { throw LoopbackError("the server closed the connection") }
      buffered += chunk[0..<received]
    }
    defer { buffered.removeFirst(count) }
    return Array(buffered[0..<count])
  }

  /// An HTTP response's head (through the blank line); the rest stays buffered.
  func readHead(timeout: Double) throws(LoopbackError) -> String {
    var head: [UInt8] = []
    while !(head.count >= 4 && head.suffix(4) == [13, 10, 13, 10]) {
      head += try read(1, timeout: timeout)
    }
    return String(decoding: head, as: UTF8.self)
  }

  /// Everything until the server closes the connection.
  func readToEnd(timeout: Double) throws(LoopbackError) -> [UInt8] {
    var all = buffered
    buffered = []
    while try waitReadable(timeout: timeout) {
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard received > 0 else { break }
      all += chunk[0..<received]
    }
    return all
  }
}
