import NIOCore
import NIOWebSocket

/// One page's WebSocket: what the hub publishes goes out as text frames; the page's frames
/// are put together by `MessageAssembler`, and its requests (taps, keys, commands) go to the
/// hub. A frame that breaks RFC 6455 or a message over `PreviewLimits.messageBytes` closes
/// the socket with the code the assembler gives. Everything runs on the connection's event
/// loop; a page that does not read keeps only the latest status and the latest frame waiting
/// (each is the whole state, so older ones are dropped), never a growing queue.
final class PreviewSocketHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let hub: PreviewHub
  private var assembler = MessageAssembler()
  private var client: Int?
  private var closing = false
  /// Messages waiting for the socket to become writable, by kind.
  private var waiting: [PreviewMessageKind: String] = [:]
  private var context: ChannelHandlerContext?

  init(hub: PreviewHub) {
    self.hub = hub
  }

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
    let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
    let loop = context.eventLoop
    client = hub.connect(
      PreviewClient(
        send: { kind, text in loop.execute { bound.value.send(text, as: kind) } },
        finish: { loop.execute { bound.value.goingAway() } }))
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    if let client { hub.disconnect(client) }
    client = nil
    self.context = nil
  }

  func channelInactive(context: ChannelHandlerContext) {
    if let client { hub.disconnect(client) }
    client = nil
    context.fireChannelInactive()
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      let messages = [PreviewMessageKind.frame, .status].compactMap { waiting[$0] }
      waiting = [:]
      for message in messages { write(message, context: context) }
    }
    context.fireChannelWritabilityChanged()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closing else { return }
    let frame = unwrapInboundIn(data)
    switch assembler.take(Self.frame(frame)) {
    case .wait:
      break
    case .text(let text):
      if let request = PreviewRequest(json: text, keys: hub.keyNames) { hub.receive(request) }
    case .pong(let payload):
      context.writeAndFlush(
        wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: context.channel.allocator.buffer(bytes: payload))), promise: nil)
    case .close(let code):
      close(context: context, code: WebSocketErrorCode(codeNumber: Int(code)))
    }
  }

  /// A message of the hub, on the event loop.
  private func send(_ text: String, as kind: PreviewMessageKind) {
    guard let context, !closing else { return }
    guard context.channel.isWritable else {
      waiting[kind] = text
      return
    }
    write(text, context: context)
  }

  private func write(_ text: String, context: ChannelHandlerContext) {
    context.writeAndFlush(
      wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: context.channel.allocator.buffer(string: text))), promise: nil)
  }

  /// The host is quitting: say so, then hang up.
  private func goingAway() {
    guard let context, !closing else { return }
    close(context: context, code: .goingAway)
  }

  private func close(context: ChannelHandlerContext, code: WebSocketErrorCode) {
    closing = true
    var data = context.channel.allocator.buffer(capacity: 2)
    data.write(webSocketErrorCode: code)
    let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))).whenComplete { _ in
      bound.value.close(promise: nil)
    }
  }

  private static func frame(_ frame: WebSocketFrame) -> MessageAssembler.Frame {
    let kind: MessageAssembler.Frame.Kind =
      switch frame.opcode {
      case .text: .text
      case .binary: .binary
      case .continuation: .continuation
      case .ping: .ping
      case .pong: .pong
      case .connectionClose: .close
      default: .other
      }
    return MessageAssembler.Frame(
      kind: kind, isFinal: frame.fin, isMasked: frame.maskKey != nil, hasReservedBits: frame.rsv1 || frame.rsv2 || frame.rsv3,
      payload: Array(frame.unmaskedData.readableBytesView))
  }
}
