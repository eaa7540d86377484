/// Identifies a scheduled timer, for cancelling it.
public struct TimerID: Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }
}
