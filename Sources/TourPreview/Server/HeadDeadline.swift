import NIOCore
import NIOHTTP1

/// Closes a connection that sends no request head within `PreviewLimits.headSeconds`: from
/// when it opens, and again from each answer's end (a kept-alive connection that asks nothing
/// more). Idle connections once held the preview's every file descriptor, shutting the page
/// out. Removed when the connection becomes the page's WebSocket, which may rest for long.
final class HeadDeadline: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private var deadline: Scheduled<Void>?

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head = unwrapInboundIn(data) {
      deadline?.cancel()
      deadline = nil
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { arm(context) }
    context.write(data, promise: promise)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  private func arm(_ context: ChannelHandlerContext) {
    deadline?.cancel()
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    deadline = context.eventLoop.scheduleTask(in: .seconds(PreviewLimits.headSeconds)) { bound.value.close(promise: nil) }
  }
}
