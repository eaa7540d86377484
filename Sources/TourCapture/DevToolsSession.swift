import FoundationEssentials
import Logging
import NIOCore
import TourHostKit
import TourImport
import WSClient

/// One conversation with Chromium over the DevTools protocol, on a WebSocket (swift-websocket's
/// client): commands by id, answers matched to them, events kept for whoever waits for one.
final class DevToolsSession: @unchecked Sendable {
  private let outbound: WebSocketOutboundWriter
  private var inbound: WebSocketInboundMessageStream.AsyncIterator
  private var nextID = 0
  /// Events read while waiting for answers, by method.
  private var events: [String] = []

  init(outbound: WebSocketOutboundWriter, inbound: WebSocketInboundMessageStream) {
    self.outbound = outbound
    self.inbound = inbound.makeAsyncIterator()
  }

  /// Sends a command (to the page's session when `session` is given) and returns its result's
  /// fields.
  @discardableResult
  func call(_ method: String, _ parameters: [(String, JSONValue)] = [], session: String? = nil) async throws -> [String: PlainValue] {
    nextID += 1
    let id = nextID
    try await send(id: id, method, parameters, session: session)
    while true {
      let object = try await next()
      if let method = object["method"]?.string {
        events.append(method)
        continue
      }
      guard object["id"]?.number == Double(id) else { continue }
      if let error = object["error"]?.fields {
        throw PageCaptureError("Chromium refused \(method): \(error["message"]?.string ?? "an error")")
      }
      return object["result"]?.fields ?? [:]
    }
  }

  private func send(id: Int, _ method: String, _ parameters: [(String, JSONValue)], session: String?) async throws {
    var message: [(String, JSONValue)] = [("id", .number(Double(id), decimals: 0)), ("method", .string(method)), ("params", .object(parameters))]
    if let session { message.append(("sessionId", .string(session))) }
    try await outbound.write(.text(JSONValue.object(message).text))
  }

  /// Waits for an event (seen already, or the next of that name).
  func wait(for event: String) async throws {
    if let index = events.firstIndex(of: event) {
      events.remove(at: index)
      return
    }
    while true {
      let object = try await next()
      if object["method"]?.string == event { return }
      if let method = object["method"]?.string { events.append(method) }
    }
  }

  /// The next message; a JavaScript dialog (`alert`, `confirm`, `prompt`, `beforeunload`),
  /// which would hold the page's loading for ever, is dismissed on the way.
  private func next() async throws -> [String: PlainValue] {
    while true {
      let object = try await nextMessage()
      guard object["method"]?.string == "Page.javascriptDialogOpening" else { return object }
      nextID += 1
      try await send(id: nextID, "Page.handleJavaScriptDialog", [("accept", .bool(false))], session: object["sessionId"]?.string)
    }
  }

  private func nextMessage() async throws -> [String: PlainValue] {
    guard let message = try await inbound.next() else { throw PageCaptureError("Chromium closed the connection") }
    let bytes: [UInt8]
    switch message {
    case .text(let string): bytes = Array(string.utf8)
    case .binary(let buffer): bytes = Array(buffer.readableBytesView)
    }
    var reader = JSONReader(bytes)
    guard let object = (try? reader.document())?.fields else {
      throw PageCaptureError("Chromium sent something that is not a JSON object")
    }
    return object
  }
}
