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
}
