/// The single clock of a tour and the timers on it.
///
/// The host decides how time moves: headless runs jump from timer to timer on a virtual
/// clock, interactive runs follow the wall clock. Timers due at the same instant fire in the
/// order they were scheduled, and a timer scheduled for the present fires after the one that
/// is running, never inside it; so work that one hook starts never runs nested inside it.
public final class Timeline {
  /// The current time; it never goes back.
  public private(set) var now: Instant
  private var timers = TimerQueue()

  /// A clock that starts at `now` and moves only when told (`advance(to:)`).
  public init(now: Instant = .zero) {
    self.now = now
  }

  /// Schedules `action` at `time` (or now, if `time` has passed).
  @discardableResult
  public func schedule(at time: Instant, kind: TimerKind, _ action: @escaping () -> Void) -> TimerID {
    timers.add(at: max(time, now), kind: kind, action)
  }

  /// Schedules `action` after `delay`.
  @discardableResult
  public func schedule(after delay: TimeSpan, kind: TimerKind, _ action: @escaping () -> Void)
    -> TimerID
  {
    schedule(at: now + delay, kind: kind, action)
  }

  /// Cancels a timer that has not fired; does nothing otherwise.
  public func cancel(_ id: TimerID) {
    timers.cancel(id)
  }

  /// Cancels every pending timer of the given kinds.
  public func cancelAll(of kinds: Set<TimerKind>) {
    timers.cancelAll(of: kinds)
  }

  /// Whether a timer of one of the kinds is pending.
  public func hasPending(_ kinds: Set<TimerKind>) -> Bool {
    timers.hasPending(kinds)
  }

  /// When the next pending timer is due.
  public var nextDeadline: Instant? {
    timers.nextDeadline()
  }

  /// Fires every timer due now, including those that firing schedules for now.
  public func runDue() {
    advance(to: now)
  }

  /// Moves the clock to `instant`, firing every timer due by then in order (the clock reads
  /// each timer's own time while it fires).
  public func advance(to instant: Instant) {
    let target = max(instant, now)
    while let entry = timers.takeNext(dueBy: target) {
      now = entry.time
      entry.action()
    }
    now = target
  }

  /// Fires the timers due at the next deadline (and what they schedule for that instant).
  /// - Returns: false when no timer is pending.
  @discardableResult
  public func advanceToNextDeadline(notAfter limit: Instant = Instant(microseconds: .max)) -> Bool {
    guard let next = nextDeadline, next <= limit else { return false }
    advance(to: next)
    return true
  }
}
