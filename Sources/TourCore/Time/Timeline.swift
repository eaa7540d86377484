/// The single clock of a tour and the timers on it.
///
/// The host decides how time moves: headless runs jump from timer to timer on a virtual
/// clock, interactive runs follow the wall clock. Timers due at the same instant fire in the
/// order they were scheduled, and a timer scheduled for the present fires after the one that
/// is running, never inside it; so work that one hook starts never runs nested inside it.
public final class Timeline {
  private struct Entry {
    let time: Instant
    let sequence: Int
    let id: TimerID
    let kind: TimerKind
    let action: () -> Void
  }

  /// The current time; it never goes back.
  public private(set) var now: Instant
  private var heap: [Entry] = []
  private var live: [Int: TimerKind] = [:]
  private var counts: [TimerKind: Int] = [:]
  private var sequence = 0

  /// A clock that starts at `now` and moves only when told (`advance(to:)`).
  public init(now: Instant = .zero) {
    self.now = now
  }

  /// Schedules `action` at `time` (or now, if `time` has passed).
  @discardableResult
  public func schedule(at time: Instant, kind: TimerKind, _ action: @escaping () -> Void) -> TimerID {
    sequence += 1
    let id = TimerID(rawValue: sequence)
    push(Entry(time: max(time, now), sequence: sequence, id: id, kind: kind, action: action))
    live[id.rawValue] = kind
    counts[kind, default: 0] += 1
    return id
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
    guard let kind = live.removeValue(forKey: id.rawValue) else { return }
    counts[kind, default: 1] -= 1
  }

  /// Cancels every pending timer of the given kinds.
  public func cancelAll(of kinds: Set<TimerKind>) {
    for (raw, kind) in live where kinds.contains(kind) {
      live[raw] = nil
      counts[kind, default: 1] -= 1
    }
  }

  /// Whether a timer of one of the kinds is pending.
  public func hasPending(_ kinds: Set<TimerKind>) -> Bool {
    kinds.contains { counts[$0, default: 0] > 0 }
  }

  /// When the next pending timer is due.
  public var nextDeadline: Instant? {
    dropCancelled()
    return heap.first?.time
  }

  /// Fires every timer due now, including those that firing schedules for now.
  public func runDue() {
    advance(to: now)
  }

  /// Moves the clock to `instant`, firing every timer due by then in order (the clock reads
  /// each timer's own time while it fires).
  public func advance(to instant: Instant) {
    let target = max(instant, now)
    while let next = nextDeadline, next <= target {
      let entry = pop()
      guard live.removeValue(forKey: entry.id.rawValue) != nil else { continue }
      counts[entry.kind, default: 1] -= 1
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

  // MARK: - Binary heap ordered by (time, sequence)

  private func dropCancelled() {
    while let first = heap.first, live[first.id.rawValue] == nil { _ = pop() }
  }

  private static func before(_ a: Entry, _ b: Entry) -> Bool {
    a.time == b.time ? a.sequence < b.sequence : a.time < b.time
  }

  private func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.before(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func pop() -> Entry {
    let top = heap[0]
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count, Self.before(heap[left], heap[smallest]) { smallest = left }
        if right < heap.count, Self.before(heap[right], heap[smallest]) { smallest = right }
        if smallest == parent { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return top
  }
}
