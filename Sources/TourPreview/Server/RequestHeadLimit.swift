import NIOCore

/// The first handler of a preview connection: it sees every byte before the HTTP parser and
/// answers `414` or `431` and closes as soon as a request line or head passes its limit, so
/// that no parser ever holds more than `PreviewLimits.headBytes` of one head. Removed when the
/// connection becomes a WebSocket. After its answer it closes its side and reads (and drops)
/// what the client still sends for up to two seconds, as nginx's lingering close does, so
/// that the client reads the answer before the connection is reset.
final class RequestHeadLimit: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private var scanner = RequestHeadScanner()
  private var refused = false
  private var dropped = 0

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !refused else {
      dropped += unwrapInboundIn(data).readableBytes
      if dropped > Self.lingeringBytes { context.close(promise: nil) }
      return
    }
    let buffer = unwrapInboundIn(data)
    switch scanner.scan(buffer.readableBytesView) {
    case .withinLimits:
      context.fireChannelRead(data)
    case .requestLineTooLong:
      refuse(
        context: context, status: "414 URI Too Long", body: "tourhost preview: a request line is at most \(PreviewLimits.requestLineBytes) bytes\n")
    case .headTooLarge:
      refuse(
        context: context, status: "431 Request Header Fields Too Large",
        body: "tourhost preview: a request head is at most \(PreviewLimits.headBytes) bytes\n")
    }
  }

  private func refuse(context: ChannelHandlerContext, status: String, body: String) {
    refused = true
    let response =
      "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    let buffer = context.channel.allocator.buffer(string: response)
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in
      bound.value.close(mode: .output, promise: nil)
      bound.value.eventLoop.scheduleTask(in: Self.lingering) { bound.value.close(promise: nil) }
    }
  }

  /// How long, and how much, a refused client may go on sending before the connection closes.
  private static let lingering = TimeAmount.seconds(2)
  private static let lingeringBytes = 4 << 20
}
