/// The timers of a `Timeline`, as one value: a binary heap ordered by time, then by the order
/// they were scheduled, with the pending ones by identity and a count of each kind. The
/// timeline changes it through one mutating call at a time, never while a timer's action runs.
struct TimerQueue {
  struct Entry {
    let time: Instant
    let sequence: Int
    let id: TimerID
    let kind: TimerKind
    let action: () -> Void
  }

  private var heap: [Entry] = []
  /// The pending timers (not fired, not cancelled), by identity.
  private var live: [Int: TimerKind] = [:]
  /// Pending timers of each kind, by `TimerKind.slot`.
  private var counts = [Int](repeating: 0, count: TimerKind.allCases.count)
  private var sequence = 0

  /// Adds a timer at `time`.
  mutating func add(at time: Instant, kind: TimerKind, _ action: @escaping () -> Void) -> TimerID {
    sequence += 1
    let id = TimerID(rawValue: sequence)
    push(Entry(time: time, sequence: sequence, id: id, kind: kind, action: action))
    live[id.rawValue] = kind
    counts[kind.slot] += 1
    return id
  }

  /// Cancels a pending timer; does nothing otherwise.
  mutating func cancel(_ id: TimerID) {
    guard let kind = live.removeValue(forKey: id.rawValue) else { return }
    counts[kind.slot] -= 1
  }

  /// Cancels every pending timer of the given kinds.
  mutating func cancelAll(of kinds: Set<TimerKind>) {
    for (raw, kind) in live where kinds.contains(kind) {
      live[raw] = nil
      counts[kind.slot] -= 1
    }
  }

  func hasPending(_ kinds: Set<TimerKind>) -> Bool {
    kinds.contains { counts[$0.slot] > 0 }
  }

  /// When the next pending timer is due.
  mutating func nextDeadline() -> Instant? {
    dropCancelled()
    return heap.first?.time
  }

  /// Takes the next pending timer out, when it is due by `limit`.
  mutating func takeNext(dueBy limit: Instant) -> Entry? {
    guard let next = nextDeadline(), next <= limit else { return nil }
    let entry = pop()
    live[entry.id.rawValue] = nil
    counts[entry.kind.slot] -= 1
    return entry
  }

  // MARK: - Binary heap ordered by (time, sequence)

  private mutating func dropCancelled() {
    while let first = heap.first, live[first.id.rawValue] == nil { _ = pop() }
  }

  private static func before(_ a: Entry, _ b: Entry) -> Bool {
    a.time == b.time ? a.sequence < b.sequence : a.time < b.time
  }

  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.before(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func pop() -> Entry {
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

extension TimerKind {
  /// The kind's place in `allCases`: where `TimerQueue` counts it.
  var slot: Int {
    switch self {
    case .task: 0
    case .transition: 1
    case .hookWait: 2
    case .callback: 3
    case .animation: 4
    case .observer: 5
    }
  }
}
