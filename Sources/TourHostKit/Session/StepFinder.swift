import FoundationEssentials
import TourCore
import TourLua

/// Finds the step on show in a new version of the script, by what it is (`MarkIdentity`), so
/// that a save that deletes or inserts a step before it keeps it on show.
///
/// The new version is asked in a copy of its own: the script loaded again for a controller of
/// its own (same screen and environment, its own clock, nothing recorded), so that asking
/// `coachMarkAt` and `coachMarkViewsAt` of marks the flow is not on changes nothing the run
/// sees, whatever the functions do. What it asks is bounded: `askLimit` marks, nearest first;
/// a function that waits answers nothing; after `errorLimit` script errors it gives up.
struct StepFinder {
  /// The most marks asked about in one search.
  static let askLimit = 200
  /// The script errors after which a search gives up (a step with a typo is one).
  static let errorLimit = 3

  let script: URL
  let configuration: LuaConfiguration
  let displayName: String
  let tourState: TourState

  /// Where `step` is in the new version: the index whose mark is that step, the nearest to
  /// `near` among equals; nil when no mark is (the flow then keeps the number).
  func find(_ step: MarkIdentity, near: Int, seenAs controller: CoachMarksController) -> Int? {
    let copy = CoachMarksController(screen: controller.screen, timeline: Timeline())
    copy.environment = controller.environment
    copy.numberSymbols = controller.numberSymbols
    let errors = ErrorCounter()
    guard
      let tour = try? LuaTour(loading: script, for: copy, configuration: configuration, displayName: displayName, tourState: tourState)
    else { return nil }
    tour.takeOver(recordingTo: errors)
    guard let source = copy.dataSource, let count = Self.answer(source.numberOfCoachMarks) else { return nil }
    return step.find(count: count, near: near, limit: Self.askLimit) { index in
      guard errors.count < Self.errorLimit, let mark = Self.answer({ source.coachMark(at: index, reply: $0) }) ?? nil else { return nil }
      let views = Self.answer { source.coachMarkViews(at: index, madeFrom: mark, reply: $0) }
      return MarkIdentity(mark: mark, views: views)
    }
  }

  /// The answer of a data source's function when it replies at once; nil when it waits.
  private static func answer<T>(_ ask: (@escaping (T) -> Void) -> Void) -> T? {
    var answer: T?
    ask { answer = $0 }
    return answer
  }

  /// Counts the copy's script errors, and drops everything else it records.
  private final class ErrorCounter: ScriptRecorder {
    var count = 0

    func record(_ record: ScriptRecord, at time: Instant) {
      if case .error = record { count += 1 }
    }
  }
}
