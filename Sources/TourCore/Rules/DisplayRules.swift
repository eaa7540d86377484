/// When a tour may start, from what is remembered of it (`once`, `resume`,
/// `maxDisplayCount`, `displayFrequency`; the script's `isEligible` comes after these).
public struct DisplayRules: Hashable, Sendable {
  /// Not shown again once completed or skipped.
  public var once = false
  /// Starts again at the mark where the user stopped.
  public var resume = false
  /// Starts at most this many times.
  public var maxDisplayCount: Int?
  /// Starts at most this often.
  public var displayFrequency: DisplayFrequency?

  public init(once: Bool = false, resume: Bool = false, maxDisplayCount: Int? = nil, displayFrequency: DisplayFrequency? = nil) {
    self.once = once
    self.resume = resume
    self.maxDisplayCount = maxDisplayCount
    self.displayFrequency = displayFrequency
  }

  /// Whether any rule needs what is remembered.
  public var needsMemory: Bool { once || resume || maxDisplayCount != nil || displayFrequency != nil }

  /// Why the tour may not start now, or nil when it may: given whether it was completed or
  /// skipped, how often it started, and when it last started (seconds, host clock).
  public func refusal(completed: Bool, skipped: Bool, displayCount: Int, lastShown: Double?, now: Double) -> String? {
    if once, completed { return "once: it was completed" }
    if once, skipped { return "once: it was skipped" }
    if let maxDisplayCount, displayCount >= maxDisplayCount {
      return "maxDisplayCount: it started \(displayCount) time\(displayCount == 1 ? "" : "s") of \(maxDisplayCount)"
    }
    if let frequency = displayFrequency, let last = lastShown, now - last < frequency.interval {
      return "displayFrequency: \(frequency.rawValue), and it last started \(Self.duration(now - last)) ago"
    }
    return nil
  }

  /// "3 h 5 min", "42 s", "2 d 1 h".
  static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.down))
    let (days, hours, minutes) = (total / 86_400, total % 86_400 / 3600, total % 3600 / 60)
    if days > 0 { return hours > 0 ? "\(days) d \(hours) h" : "\(days) d" }
    if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
    if minutes > 0 { return "\(minutes) min" }
    return "\(total) s"
  }
}
