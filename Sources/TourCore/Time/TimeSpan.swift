/// A length of time, kept in whole microseconds so that sums are exact (0.3 + 0.3 + 0.3 is
/// 0.9, not 0.8999999).
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The span in microseconds.
  public var microseconds: Int64

  /// A span of `microseconds`.
  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// The span closest to `seconds`; non-finite or negative values become zero and values too
  /// large to hold become the largest span.
  public init(seconds: Double) {
    guard seconds.isFinite, seconds > 0 else {
      self.init(microseconds: 0)
      return
    }
    let micro = (seconds * 1_000_000).rounded()
    self.init(microseconds: micro >= Double(Int64.max / 2) ? Int64.max / 2 : Int64(micro))
  }

  /// No time.
  public static let zero = TimeSpan(microseconds: 0)

  /// The span in seconds.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// Whether `lhs` is shorter.
  public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.microseconds < rhs.microseconds }
  /// The two spans together.
  public static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
    TimeSpan(
      microseconds: lhs.microseconds.addingReportingOverflow(rhs.microseconds).overflow
        ? Int64.max / 2 : lhs.microseconds + rhs.microseconds)
  }

  /// `0.3 s`.
  public var description: String { "\(seconds) s" }
}
