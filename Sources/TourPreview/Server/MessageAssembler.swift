/// Puts a WebSocket's frames together into messages, under RFC 6455's rules for a server and
/// the preview's cap: every client frame masked (§5.1), no reserved bit set without an
/// extension (§5.2), continuations only inside a fragmented message (§5.4), a message at most
/// `PreviewLimits.messageBytes`, text valid UTF-8 (§8.1). Pure: the socket handler feeds it
/// what NIO decoded and does what it answers.
public struct MessageAssembler: Sendable {
  /// One frame as it came: the fields the rules look at.
  public struct Frame: Sendable {
    public enum Kind: Sendable { case text, binary, continuation, ping, pong, close, other }
    public var kind: Kind
    public var isFinal: Bool
    public var isMasked: Bool
    public var hasReservedBits: Bool
    public var payload: [UInt8]

    public init(kind: Kind, isFinal: Bool, isMasked: Bool, hasReservedBits: Bool, payload: [UInt8]) {
      self.kind = kind
      self.isFinal = isFinal
      self.isMasked = isMasked
      self.hasReservedBits = hasReservedBits
      self.payload = payload
    }
  }

  /// What to do about a frame.
  public enum Action: Equatable, Sendable {
    /// Nothing yet (a fragment was kept, or a pong came).
    case wait
    /// A whole text message arrived.
    case text(String)
    /// Answer a ping with a pong carrying this payload.
    case pong([UInt8])
    /// Close with this status code (1000 answers the client's close; 1002, 1007, 1009 are
    /// its faults).
    case close(UInt16)
  }

  private var parts: [UInt8] = []
  private var assembling: Frame.Kind?

  public init() {}

  /// The action for the next frame.
  public mutating func take(_ frame: Frame) -> Action {
    guard frame.isMasked, !frame.hasReservedBits else { return .close(1002) }
    switch frame.kind {
    case .ping: return .pong(frame.payload)
    case .pong: return .wait
    case .close: return .close(1000)
    case .other: return .close(1002)
    case .text, .binary:
      guard assembling == nil else { return .close(1002) }
      parts = []
      assembling = frame.kind
      return append(frame)
    case .continuation:
      guard assembling != nil else { return .close(1002) }
      return append(frame)
    }
  }

  private mutating func append(_ frame: Frame) -> Action {
    guard parts.count + frame.payload.count <= PreviewLimits.messageBytes else {
      parts = []
      return .close(1009)
    }
    parts += frame.payload
    guard frame.isFinal, let kind = assembling else { return .wait }
    assembling = nil
    defer { parts = [] }
    guard kind == .text else { return .wait }
    guard let text = String(validating: parts, as: UTF8.self) else { return .close(1007) }
    return .text(text)
  }
}
