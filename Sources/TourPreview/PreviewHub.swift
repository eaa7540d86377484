import FoundationEssentials
import NIOConcurrencyHelpers

/// Where the engine's thread and the server's tasks meet. The engine publishes frames (the
/// scene as SVG) and the status; every connected page gets each one as it comes, and a page
/// that connects gets the latest at once. The pages' requests wait in an inbox, and
/// `wakeDescriptor` (the read end of a pipe) becomes readable so that the engine's `poll`
/// wakes up for them.
public final class PreviewHub: @unchecked Sendable {
  private let lock = NIOLock()
  /// The last messages sent, as sent; and the last scene as SVG.
  private var frame: String?
  private var status: String?
  private var svg: String?
  private var clients: [Int: PreviewClient] = [:]
  private var nextClient = 0
  private var inbox: [PreviewRequest] = []
  /// Signalled when requests wait in the inbox.
  private let wake = WakePipe()
  /// Readable when requests wait in the inbox.
  public var wakeDescriptor: Int32 { wake.descriptor }
  /// The keys the page offers (the interactive mode's keys but quit).
  public let keys: [PreviewKey]
  /// The names the page may send.
  public let keyNames: Set<String>

  /// A hub whose pages offer `keys`.
  public init(keys: [PreviewKey]) {
    self.keys = keys
    keyNames = Set(keys.map(\.name))
  }

  /// Sends the scene to every page, unless it is the same as the last one. Returns whether
  /// it was sent.
  @discardableResult
  public func publish(svg: String) -> Bool {
    let message = Self.json(FrameMessage(svg: svg))
    let sent = broadcast(message, as: .frame)
    if sent { lock.withLock { self.svg = svg } }
    return sent
  }

  /// Sends the status to every page, unless it has not changed.
  @discardableResult
  public func publish(status: PreviewStatus) -> Bool {
    broadcast(Self.json(StatusMessage(status: status)), as: .status)
  }

  /// Sends a file the pages asked for (the contact sheet of the tour on show) to every page,
  /// which saves it as `name`.
  public func send(file name: String, svg: String) {
    let message = Self.json(ExportMessage(name: name, svg: svg))
    let targets = lock.withLock { Array(clients.values) }
    for client in targets { client.send(.export, message) }
  }

  /// The last scene published, as SVG.
  public var latestSVG: String? {
    lock.withLock { svg }
  }

  /// The requests that came since the last call (and quiets `wakeDescriptor`).
  public func takeRequests() -> [PreviewRequest] {
    wake.drain()
    return lock.withLock {
      defer { inbox = [] }
      return inbox
    }
  }

  /// A page's request: queued for the engine, which is woken up.
  func receive(_ request: PreviewRequest) {
    lock.withLock { inbox.append(request) }
    wake.signal()
  }

  /// A page connected: `client` gets the latest status and frame at once, then each message
  /// as it is published. Returns the id that `disconnect` takes.
  func connect(_ client: PreviewClient) -> Int {
    let (id, latest) = lock.withLock {
      nextClient += 1
      clients[nextClient] = client
      return (nextClient, [status.map { (PreviewMessageKind.status, $0) }, frame.map { (.frame, $0) }].compactMap { $0 })
    }
    for (kind, message) in latest { client.send(kind, message) }
    return id
  }

  /// A page's connection went.
  func disconnect(_ id: Int) {
    _ = lock.withLock { clients.removeValue(forKey: id) }
  }

  /// Closes every page's connection (the host is quitting).
  public func disconnectAll() {
    let all = lock.withLock {
      defer { clients = [:] }
      return Array(clients.values)
    }
    for client in all { client.finish() }
  }

  private func broadcast(_ message: String, as kind: PreviewMessageKind) -> Bool {
    let latest: ReferenceWritableKeyPath<PreviewHub, String?> = kind == .frame ? \.frame : \.status
    let targets: [PreviewClient]? = lock.withLock {
      guard self[keyPath: latest] != message else { return nil }
      self[keyPath: latest] = message
      return Array(clients.values)
    }
    guard let targets else { return false }
    for client in targets { client.send(kind, message) }
    return true
  }

  /// A message as the page reads it: one encoding, keys sorted.
  private static func json(_ message: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(message)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

/// One page's connection as the hub sees it: what to do with a message, and with the host's
/// goodbye. Called from the engine's thread; the socket handler hops to its event loop.
struct PreviewClient: Sendable {
  var send: @Sendable (PreviewMessageKind, String) -> Void
  var finish: @Sendable () -> Void
}

/// `{"svg": "...", "type": "frame"}`.
private struct FrameMessage: Encodable {
  let svg: String
  let type = "frame"
}

/// The status's fields with `"type": "status"` beside them.
private struct StatusMessage: Encodable {
  let status: PreviewStatus

  private enum Key: String, CodingKey { case type }

  func encode(to encoder: any Encoder) throws {
    try status.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)
    try container.encode("status", forKey: .type)
  }
}

/// `{"name": "welcome-sheet.svg", "svg": "...", "type": "export"}`.
private struct ExportMessage: Encodable {
  let name: String
  let svg: String
  let type = "export"
}

/// What a message to the pages is: a newer one of the same kind makes an older one stale.
enum PreviewMessageKind: Hashable, Sendable {
  case status, frame, export
}
