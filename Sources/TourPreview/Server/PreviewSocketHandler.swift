import NIOCore
import NIOWebSocket

/// One page's WebSocket: what the hub publishes goes out as text frames; the page's frames
/// are put together by `MessageAssembler`, and its requests (taps, keys, commands) go to the
/// hub. A frame that breaks RFC 6455 or a message over `PreviewLimits.messageBytes` closes
/// the socket with the code the assembler gives.
final class PreviewSocketHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let hub: PreviewHub
  private var assembler = MessageAssembler()
  private var sender: Task<Void, Never>?
  private var closing = false

  init(hub: PreviewHub) {
    self.hub = hub
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let outgoing = hub.connect()
    let channel = context.channel
    sender = Task {
      for await text in outgoing {
        let frame = WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(string: text))
        do { try await channel.writeAndFlush(frame) } catch { return }
      }
      // The connection went (this task was cancelled): nothing more to say.
      if Task.isCancelled { return }
      // The host is quitting: say so, then hang up.
      var code = channel.allocator.buffer(capacity: 2)
      code.write(webSocketErrorCode: .goingAway)
      try? await channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))
      try? await channel.close()
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    sender?.cancel()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    sender?.cancel()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closing else { return }
    let frame = unwrapInboundIn(data)
    switch assembler.take(Self.frame(frame)) {
    case .wait:
      break
    case .text(let text):
      if let request = PreviewRequest(json: text) { hub.receive(request) }
    case .pong(let payload):
      context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: context.channel.allocator.buffer(bytes: payload))), promise: nil)
    case .close(let code):
      close(context: context, code: code)
    }
  }

  private func close(context: ChannelHandlerContext, code: UInt16) {
    closing = true
    var data = context.channel.allocator.buffer(capacity: 2)
    data.write(webSocketErrorCode: WebSocketErrorCode(codeNumber: Int(code)))
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
