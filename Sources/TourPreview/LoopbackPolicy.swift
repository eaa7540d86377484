/// Who may talk to the preview: only the preview's own page, on this machine.
///
/// A page the designer visits elsewhere can open a WebSocket to any port on 127.0.0.1 and, by
/// DNS rebinding, read its pages: Vite (CVE-2025-24010) and webpack-dev-server
/// (CVE-2025-30359) closed the same hole. So every request must name a loopback host in its
/// `Host` header (`127.0.0.1`, `localhost` or `[::1]`, with the preview's port or none), and a
/// WebSocket upgrade that carries an `Origin` (every browser sends one) must come from the
/// preview's own origin: `http://127.0.0.1:PORT`, `http://localhost:PORT` or
/// `http://[::1]:PORT`. A client that is not a browser (a test, a script) sends no `Origin`,
/// or the `ws://` origin of the address it connects to (`ws://127.0.0.1`, as swift-websocket's
/// client does), and is let in: no web page can make such a request, nor have such an origin.
public struct LoopbackPolicy: Hashable, Sendable {
  /// The port the preview listens on.
  public var port: UInt16

  public init(port: UInt16) {
    self.port = port
  }

  /// The host names that mean this machine.
  static let hostNames = ["127.0.0.1", "localhost", "[::1]"]

  /// Whether a request with these headers may be answered.
  /// - Parameters:
  ///   - host: the `Host` header (nil when missing: refused).
  ///   - origin: the `Origin` header, for a WebSocket upgrade (nil when missing).
  ///   - isUpgrade: whether the request asks for a WebSocket.
  public func allows(host: String?, origin: String?, isUpgrade: Bool) -> Bool {
    guard let host, isLoopback(host: host) else { return false }
    guard isUpgrade, let origin else { return true }
    return Self.hostNames.contains { origin == "http://\($0):\(port)" || origin == "ws://\($0)" || origin == "ws://\($0):\(port)" }
  }

  private func isLoopback(host: String) -> Bool {
    let lowered = host.lowercased()
    return Self.hostNames.contains { lowered == $0 || lowered == "\($0):\(port)" }
  }
}
