import Foundation
import Logging
import WSClient

/// swift-websocket's client, driven step by step from synchronous code (the tests and the
/// benchmarks): the connection runs in a task of its own, on a thread of its own
/// (`ThreadExecutor`), the text messages it receives wait in a queue, and `receive` blocks
/// until one comes or the time is up.
public final class BlockingWebSocket: @unchecked Sendable {
  /// Where every connection's tasks run.
  private static let executor = ThreadExecutor(name: "tourhost.blocking-websocket")
  private let condition = NSCondition()
  private var queue: [String] = []
  private var writer: WebSocketOutboundWriter?
  /// Why the connection ended (the server closed it, or it never opened), once it has.
  private var ended: String?
  private var task: Task<Void, Never>?

  /// Connects to `url` (`ws://127.0.0.1:PORT/ws`) and returns once the handshake is done.
  public init(url: String, timeout: Double = 5) throws(BlockingWebSocketError) {
    var configuration = WebSocketClientConfiguration()
    configuration.maxFrameSize = 1 << 26
    task = Task(executorPreference: Self.executor) { [self] in
      do {
        let close = try await WebSocketClient.connect(
          url: url, configuration: configuration, logger: Logger(label: "tourhost.blocking-websocket")
        ) { inbound, outbound, _ in
          self.update { $0.writer = outbound }
          for try await message in inbound.messages(maxSize: 1 << 28) {
            let text =
              switch message {
              case .text(let string): string
              case .binary(let buffer): String(buffer: buffer)
              }
            self.update { $0.queue.append(text) }
          }
        }
        update { $0.ended = "the server closed the WebSocket" + (close.map { " (\($0.closeCode))" } ?? "") }
      } catch {
        update { $0.ended = "the WebSocket failed: \(error)" }
      }
    }
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date().addingTimeInterval(timeout)
    while writer == nil, ended == nil, condition.wait(until: deadline) {}
    if writer == nil { throw BlockingWebSocketError(ended ?? "no WebSocket to \(url) within \(timeout) s") }
  }

  /// Connects to the preview's `ws://127.0.0.1:PORT/PATH`.
  public convenience init(port: UInt16, path: String, timeout: Double = 5) throws(BlockingWebSocketError) {
    try self.init(url: "ws://127.0.0.1:\(port)\(path)", timeout: timeout)
  }

  deinit {
    task?.cancel()
  }

  /// Sends a text message and returns once it is written.
  public func send(text: String) throws(BlockingWebSocketError) {
    guard let writer = condition.withLock({ writer }) else { throw BlockingWebSocketError("the WebSocket is not open") }
    let done = DispatchSemaphore(value: 0)
    let failure = LockedText()
    Task(executorPreference: Self.executor) {
      do { try await writer.write(.text(text)) } catch { failure.set("cannot send: \(error)") }
      done.signal()
    }
    done.wait()
    if let message = failure.value { throw BlockingWebSocketError(message) }
  }

  /// The next text message, or nil when none comes within `timeout` seconds; throws when the
  /// connection ended and no message waits.
  public func receive(timeout: Double) throws(BlockingWebSocketError) -> String? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = Date().addingTimeInterval(timeout)
    while queue.isEmpty {
      if let ended { throw BlockingWebSocketError(ended) }
      guard condition.wait(until: deadline) else { return nil }
    }
    return queue.removeFirst()
  }

  /// The first message for which `accept` is true, within `timeout` seconds.
  public func receive(timeout: Double, until accept: (String) -> Bool) throws(BlockingWebSocketError) -> String? {
    let deadline = Date().addingTimeInterval(timeout)
    while deadline.timeIntervalSinceNow > 0 {
      guard let message = try receive(timeout: deadline.timeIntervalSinceNow) else { return nil }
      if accept(message) { return message }
    }
    return nil
  }

  private func update(_ change: (BlockingWebSocket) -> Void) {
    condition.lock()
    change(self)
    condition.broadcast()
    condition.unlock()
  }
}

/// A WebSocket that did not open, was closed, or could not send; the message says which.
public struct BlockingWebSocketError: Error, CustomStringConvertible {
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// One message, set from a task and read after it.
private final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var text: String?
  func set(_ value: String) { lock.withLock { text = value } }
  var value: String? { lock.withLock { text } }
}
