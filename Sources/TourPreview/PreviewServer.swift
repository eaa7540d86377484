import FoundationEssentials
import NIOCore
import NIOPosix

/// The live preview on loopback: `GET /` is the page (`PreviewPage`), `GET /ws` its WebSocket (frames and
/// status out, taps and keys in), `GET /scene.svg` the latest picture, and the screen's
/// picture (`screen.image`) is served by its name so that the SVG can show it. SwiftNIO
/// serves it on one event-loop thread (`PreviewPipeline` says what each connection passes).
public final class PreviewServer: Sendable {
  private let group: MultiThreadedEventLoopGroup
  private let channel: any Channel
  /// The page's address, `http://127.0.0.1:PORT`.
  public let url: String

  /// Starts serving on 127.0.0.1:`port` (0 picks a free port) and returns once it listens.
  /// - Parameter files: the files the page may load, by the path it asks for.
  public init(hub: PreviewHub, port: UInt16, files: @escaping @Sendable (String) -> URL?) throws(PreviewServerError) {
    let page = PreviewPage(keys: hub.keys)
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let listening = ListeningPort(nil)
    let open = OpenConnections()
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        // One connection past the cap is closed as it opens; the others count until they close.
        guard open.admit(channel) else { return channel.close() }
        return channel.eventLoop.makeCompletedFuture {
          try PreviewPipeline.configure(channel, hub: hub, page: page, port: listening, files: files)
        }
      }
    let channel: any Channel
    do {
      channel = try bootstrap.bind(host: "127.0.0.1", port: Int(port)).wait()
    } catch {
      try? group.syncShutdownGracefully()
      throw PreviewServerError(
        "cannot serve the preview on 127.0.0.1:\(port): \(Self.reason(error)); choose another with --port, or 0 for any free port")
    }
    guard let bound = channel.localAddress?.port, let boundPort = UInt16(exactly: bound) else {
      try? channel.close().wait()
      try? group.syncShutdownGracefully()
      throw PreviewServerError(
        "cannot serve the preview on 127.0.0.1:\(port): it did not start listening; choose another with --port, or 0 for any free port")
    }
    listening.value = boundPort
    self.group = group
    self.channel = channel
    url = "http://127.0.0.1:\(boundPort)"
  }

  /// Why binding failed, in words: the system's reason for its error number (`the port is
  /// in use` for the common one), not the Swift call that failed.
  static func reason(_ error: any Error) -> String {
    guard let code = (error as? IOError)?.errnoCode else { return "\(error)" }
    if code == EADDRINUSE { return "the port is in use" }
    if code == EACCES { return "this user may not listen on that port" }
    return String(cString: strerror(code)).lowercased()
  }

  /// Stops the server and closes the pages' connections.
  public func stop() {
    try? channel.close().wait()
    try? group.syncShutdownGracefully()
  }
}
