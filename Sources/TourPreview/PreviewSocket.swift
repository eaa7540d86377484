import FlyingFox

/// One page's WebSocket: what the hub publishes goes out; taps and keys come in.
struct PreviewSocket: WSMessageHandler {
  let hub: PreviewHub

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    let outgoing = hub.connect()
    let hub = hub
    Task {
      for await message in client {
        if case .text(let text) = message, let request = PreviewRequest(json: text) { hub.receive(request) }
      }
    }
    return outgoing
  }
}
