/// A moment on a tour's clock: microseconds since the tour started.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Microseconds since the clock's zero.
  public var microseconds: Int64

  /// The instant `microseconds` after zero.
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// The start of the tour.
  public static let zero = Instant(microseconds: 0)

  /// Seconds since zero.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// Whether `lhs` comes first.
  public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.microseconds < rhs.microseconds }

  /// The instant `rhs` after `lhs`.
  public static func + (lhs: Instant, rhs: TimeSpan) -> Instant {
    let (sum, overflow) = lhs.microseconds.addingReportingOverflow(rhs.microseconds)
    return Instant(microseconds: overflow ? Int64.max : sum)
  }

  /// The time from `earlier` to this instant.
  public func since(_ earlier: Instant) -> TimeSpan {
    TimeSpan(microseconds: microseconds - earlier.microseconds)
  }

  /// `1.5 s`.
  public var description: String { "\(seconds) s" }
}
