/// What the flow knows of the tour's marks: how many there are, where the tour starts, which
/// appeared and which were meant to show but did not.
public struct MarkTally: Hashable, Sendable {
  /// The number of marks, asked at the start (and again after a reload).
  public internal(set) var count = 0
  /// The mark the tour starts at (clamped to the count).
  var startIndex = 1
  /// The marks that have appeared in this run.
  public internal(set) var shown: Set<Int> = []
  /// The marks that were meant to show but did not: their view never came, or `coachMarkAt`
  /// gave none (a mark `coachMarkWillLoadAt` declines is not counted here: it may load later).
  public internal(set) var missed: Set<Int> = []
  /// The marks `coachMarkWillLoadAt` declined when the flow came to them, until one shows (a
  /// mark jumped over, `showNext(n)`, is neither: it would have shown).
  public internal(set) var declined: Set<Int> = []

  /// Mark `index` appeared: it counts as shown, neither missed nor declined.
  mutating func appeared(_ index: Int) {
    shown.insert(index)
    missed.remove(index)
    declined.remove(index)
  }

  /// Where mark `index` stands as the flow knows it, without asking the data source: every
  /// mark counts but those missed and those declined (a mark not reached yet counts). What a
  /// screen reader speaks (`Step 4 of 5`), the same as a progress line's `{current}` of
  /// `{total}` whenever the marks not reached will load.
  ///
  /// Before it: those that appeared, and those not declined; after it: those not declined. A
  /// mark whose view never came does not count, so the next one reads "3 of 4" after "2 of 5".
  /// Counted from the missed and declined marks alone, not by going through every mark: the
  /// scene of each mark asks, and a tour of 10,000 marks spent most of its time counting.
  public func knownStep(at index: Int) -> (current: Int, total: Int) {
    let count = max(self.count, 0)
    // The marks of 1...count before `index`, and after it.
    var before = max(0, min(index - 1, count))
    var after = max(0, count - max(index, 0))
    func leaveOut(_ mark: Int) {
      guard mark >= 1, mark <= count, mark != index else { return }
      if mark < index { before -= 1 } else { after -= 1 }
    }
    for mark in missed { leaveOut(mark) }
    // A declined mark before `index` that appeared still counts; one after it does not.
    for mark in declined where !missed.contains(mark) && (mark > index || !shown.contains(mark)) { leaveOut(mark) }
    return (before + 1, before + 1 + after)
  }
}
