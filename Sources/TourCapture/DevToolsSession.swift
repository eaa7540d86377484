import Foundation
import Logging
import NIOCore
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

  /// Sends a command (to the page's session when `session` is given) and returns its result.
  @discardableResult
  func call(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil) async throws -> [String: Any] {
    nextID += 1
    let id = nextID
    var message: [String: Any] = ["id": id, "method": method, "params": parameters]
    if let session { message["sessionId"] = session }
    let data = try JSONSerialization.data(withJSONObject: message)
    try await outbound.write(.text(String(decoding: data, as: UTF8.self)))
    while true {
      let object = try await next()
      if let method = object["method"] as? String {
        events.append(method)
        continue
      }
      guard object["id"] as? Int == id else { continue }
      if let error = object["error"] as? [String: Any] {
        throw PageCaptureError("Chromium refused \(method): \(error["message"] as? String ?? "an error")")
      }
      return object["result"] as? [String: Any] ?? [:]
    }
  }

  /// Waits for an event (seen already, or the next of that name).
  func wait(for event: String) async throws {
    if let index = events.firstIndex(of: event) {
      events.remove(at: index)
      return
    }
    while true {
      let object = try await next()
      if object["method"] as? String == event { return }
      if let method = object["method"] as? String { events.append(method) }
    }
  }

  /// The next message; a JavaScript dialog (`alert`, `confirm`, `prompt`, `beforeunload`),
  /// which would hold the page's loading for ever, is dismissed on the way.
  private func next() async throws -> [String: Any] {
    while true {
      let object = try await nextMessage()
      guard object["method"] as? String == "Page.javascriptDialogOpening" else { return object }
      nextID += 1
      var dismiss: [String: Any] = ["id": nextID, "method": "Page.handleJavaScriptDialog", "params": ["accept": false]]
      if let session = object["sessionId"] as? String { dismiss["sessionId"] = session }
      let data = try JSONSerialization.data(withJSONObject: dismiss)
      try await outbound.write(.text(String(decoding: data, as: UTF8.self)))
    }
  }

  private func nextMessage() async throws -> [String: Any] {
    guard let message = try await inbound.next() else { throw PageCaptureError("Chromium closed the connection") }
    let text: String
    switch message {
    case .text(let string): text = string
    case .binary(let buffer): text = String(buffer: buffer)
    }
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      throw PageCaptureError("Chromium sent something that is not a JSON object")
    }
    return object
  }
}
