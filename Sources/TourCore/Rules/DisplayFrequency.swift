/// How often a tour may start (Apple TipKit's display frequency), on the host clock.
public enum DisplayFrequency: String, Hashable, Sendable, CaseIterable {
  case immediate, hourly, daily, weekly, monthly

  /// The shortest time between two starts, in seconds (a month is 30 days).
  public var interval: Double {
    switch self {
    case .immediate: 0
    case .hourly: 3600
    case .daily: 86_400
    case .weekly: 604_800
    case .monthly: 2_592_000
    }
  }
}
