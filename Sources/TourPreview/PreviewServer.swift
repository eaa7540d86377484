import FlyingFox
import Foundation

/// The live preview on loopback: `GET /` is the page, `GET /ws` its WebSocket (frames and
/// status out, taps and keys in), `GET /scene.svg` the latest picture, and the screen's
/// picture (`screen.image`) is served by its name so that the SVG can show it.
public final class PreviewServer: Sendable {
  private let server: HTTPServer
  private let task: Task<Void, any Error>
  /// The page's address, `http://127.0.0.1:PORT`.
  public let url: String

  /// Starts serving on 127.0.0.1:`port` (0 picks a free port) and returns once it listens.
  /// - Parameter files: the files the page may load, by the path it asks for.
  public init(hub: PreviewHub, port: UInt16, files: @escaping @Sendable (String) -> URL?) throws(PreviewServerError) {
    let address: sockaddr_in
    do { address = try .inet(ip4: "127.0.0.1", port: port) } catch { throw PreviewServerError("cannot make the address 127.0.0.1:\(port)") }
    let server = HTTPServer(address: address, timeout: 3600, logger: .disabled)
    self.server = server
    let started = Started()
    let listening = ListeningPort(port == 0 ? nil : port)
    task = Task {
      func guarded(_ route: HTTPRoute, _ handler: some HTTPHandler) async {
        await server.appendRoute(route, to: LoopbackGuard(port: listening, next: handler))
      }
      await guarded("GET /", ClosureHTTPHandler { _ in
        HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"], body: Data(PreviewPage.html.utf8))
      })
      await guarded("GET /scene.svg", ClosureHTTPHandler { _ in
        guard let svg = hub.latestSVG else { return HTTPResponse(statusCode: .notFound) }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "no-store"], body: Data(svg.utf8))
      })
      await guarded("GET /ws", .webSocket(PreviewSocket(hub: hub)))
      await guarded("GET /*", ClosureHTTPHandler { request in
        guard let file = files(String(request.path.dropFirst())), let data = try? Data(contentsOf: file) else {
          return HTTPResponse(statusCode: .notFound)
        }
        return HTTPResponse(statusCode: .ok, headers: [.cacheControl: "no-store"], body: data)
      })
      // Anything else: refused the same way, so that a foreign page learns nothing.
      await guarded("*", ClosureHTTPHandler { _ in HTTPResponse(statusCode: .notFound) })
      do {
        try await server.run()
      } catch {
        started.fail(error)
        throw error
      }
    }
    let deadline = Date().addingTimeInterval(5)
    var bound: UInt16?
    while bound == nil, started.error == nil, Date() < deadline {
      bound = Self.port(of: server)
      if bound == nil { usleep(1000) }
    }
    listening.value = bound
    guard let bound else {
      task.cancel()
      let reason = started.error.map { "\($0)" } ?? "it did not start listening"
      throw PreviewServerError("cannot serve the preview on 127.0.0.1:\(port) (\(reason))")
    }
    url = "http://127.0.0.1:\(bound)"
  }

  /// Stops the server and closes the pages' connections.
  public func stop() {
    let server = server
    let semaphore = DispatchSemaphore(value: 0)
    Task {
      await server.stop(timeout: 0.5)
      semaphore.signal()
    }
    _ = semaphore.wait(timeout: .now() + 2)
    task.cancel()
  }

  private static func port(of server: HTTPServer) -> UInt16? {
    let semaphore = DispatchSemaphore(value: 0)
    let box = Started()
    Task {
      if case .ip4(_, let port) = await server.listeningAddress { box.port = port }
      semaphore.signal()
    }
    semaphore.wait()
    return box.port
  }

  /// What the server's task reports to the thread that started it.
  private final class Started: @unchecked Sendable {
    private let lock = NSLock()
    private var failure: (any Error)?
    private var found: UInt16?

    var error: (any Error)? { lock.withLock { failure } }
    func fail(_ error: any Error) { lock.withLock { failure = error } }
    var port: UInt16? {
      get { lock.withLock { found } }
      set { lock.withLock { found = newValue } }
    }
  }
}
