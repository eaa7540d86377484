import TourCore

/// Which marks a run will show, asked of `coachMarkWillLoadAt` once, quietly, at its first
/// mark: what `{current}` of `{total}` and the spoken `Step N of M` count, so that the total a
/// user hears is the same from the first mark to the last. A mark the plan counted that then
/// does not show (its view never came) keeps the total as it was; one it did not count that
/// shows after all makes the total grow to its place.
struct StepPlan {
  /// The marks planned to show before each index (`before[i]`: of 1..<i), for 1...count + 1.
  private let before: [Int]
  /// The marks planned not to show, in order.
  private let declined: [Int]
  /// How many marks the run was planned with, and how many of them will show.
  let count: Int
  let total: Int

  /// The plan for a tour of `count` marks; `willLoad` answers for each (all load when nil).
  init(count: Int, willLoad: ((Int) -> Bool)?) {
    var before = [0, 0]
    var declined: [Int] = []
    for index in stride(from: 1, through: max(count, 0), by: 1) {
      let loads = willLoad?(index) ?? true
      if !loads { declined.append(index) }
      before.append(before[index] + (loads ? 1 : 0))
    }
    self.before = before
    self.declined = declined
    self.count = count
    total = before[before.count - 1]
  }

  /// Where mark `index` stands: the marks before it that showed or are planned to (but those
  /// missed), then it; of the planned total (or more, should more show than planned).
  func step(at index: Int, _ tally: MarkTally) -> BubbleStep {
    guard index >= 1, index <= count else { return BubbleStep(current: max(index, 1), total: max(total, index, 1)) }
    var ahead = before[index]
    for missed in tally.missed where missed < index && !declined.contains(missed) { ahead -= 1 }
    for mark in declined where mark < index && tally.shown.contains(mark) { ahead += 1 }
    let current = ahead + 1
    return BubbleStep(current: current, total: max(total, current))
  }
}
