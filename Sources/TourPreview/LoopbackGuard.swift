import FlyingFox
import Foundation

/// Answers a request with `403 Forbidden` unless `LoopbackPolicy` lets it through to `next`.
struct LoopbackGuard: HTTPHandler {
  let port: ListeningPort
  let next: any HTTPHandler

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard let port = port.value else { return Self.forbidden }
    let isUpgrade = request.headers[.upgrade]?.lowercased() == "websocket"
    let policy = LoopbackPolicy(port: port)
    guard policy.allows(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")], isUpgrade: isUpgrade) else {
      return Self.forbidden
    }
    return try await next.handleRequest(request)
  }

  static var forbidden: HTTPResponse {
    HTTPResponse(
      statusCode: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
      body: Data("tourhost preview: only its own page on this machine may use it\n".utf8))
  }
}

/// The port the server listens on, once it is known (a request before then is refused).
final class ListeningPort: @unchecked Sendable {
  private let lock = NSLock()
  private var port: UInt16?

  init(_ port: UInt16?) {
    self.port = port
  }

  var value: UInt16? {
    get { lock.withLock { port } }
    set { lock.withLock { port = newValue } }
  }
}
