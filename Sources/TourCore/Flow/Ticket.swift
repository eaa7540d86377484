/// Identifies one step the flow waits for (a hook's answer or a transition's end), so that an
/// answer that arrives after the flow has moved on is recognised and dropped.
public struct Ticket: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public var description: String { "#\(rawValue)" }
}

/// Hands out tickets, each new.
struct TicketCounter: Hashable, Sendable {
  private var last = 0

  /// A fresh ticket.
  mutating func next() -> Ticket {
    last += 1
    return Ticket(rawValue: last)
  }
}
