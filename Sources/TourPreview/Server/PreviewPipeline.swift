import FoundationEssentials
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The handlers of one preview connection, in order: NIO's `BackPressureHandler` (no read
/// while what was answered waits to be sent: a client that sends and never reads cannot make
/// the preview hold its answers), `RequestHeadLimit` (every byte first), NIO's HTTP/1.1 parser
/// (llhttp: one pass) with its pipelining handler (one request at a time) and a WebSocket
/// upgrader for `GET /ws` that passes `LoopbackPolicy`, `HeadDeadline`, then `PreviewRoutes`.
/// An upgraded connection keeps only NIO's frame decoder (frames over
/// `PreviewLimits.messageBytes` close with 1009) and `PreviewSocketHandler`.
package enum PreviewPipeline {
  static let headLimitName = "tourhost.head-limit"
  static let deadlineName = "tourhost.head-deadline"
  static let routesName = "tourhost.routes"

  package static func configure(
    _ channel: any Channel, hub: PreviewHub, page: PreviewPage, port: ListeningPort, files: @escaping @Sendable (String) -> URL?
  ) throws {
    let upgrader = NIOWebSocketServerUpgrader(
      maxFrameSize: PreviewLimits.messageBytes, automaticErrorHandling: true,
      shouldUpgrade: { channel, head in
        channel.eventLoop.makeSucceededFuture(mayUpgrade(head, port: port) ? HTTPHeaders() : nil)
      },
      upgradePipelineHandler: { channel, _ in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(PreviewSocketHandler(hub: hub))
        }
      })
    let pipeline = channel.pipeline.syncOperations
    try pipeline.addHandler(BackPressureHandler())
    try pipeline.addHandler(RequestHeadLimit(), name: headLimitName)
    try pipeline.configureHTTPServerPipeline(
      withServerUpgrade: (
        upgraders: [upgrader],
        completionHandler: { context in
          context.pipeline.removeHandler(name: headLimitName, promise: nil)
          context.pipeline.removeHandler(name: deadlineName, promise: nil)
          context.pipeline.removeHandler(name: routesName, promise: nil)
        }
      ))
    try pipeline.addHandler(HeadDeadline(), name: deadlineName)
    try pipeline.addHandler(PreviewRoutes(hub: hub, page: page, port: port, files: files), name: routesName)
  }

  /// Whether a request may become the preview's WebSocket: `/ws`, from the preview's own page.
  private static func mayUpgrade(_ head: HTTPRequestHead, port: ListeningPort) -> Bool {
    head.path == "/ws" && port.allows(head, isUpgrade: true)
  }
}
