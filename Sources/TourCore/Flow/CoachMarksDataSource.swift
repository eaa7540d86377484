/// Supplies the marks of a tour, like Instructions' `CoachMarksControllerDataSource`.
///
/// Every method answers through `reply`, at once or later (a Lua hook may wait first); the
/// flow does not take its next step until it has the answer.
public protocol CoachMarksDataSource: AnyObject {
  /// How many marks the tour has; asked once, at the start.
  func numberOfCoachMarks(reply: @escaping (Int) -> Void)
  /// The mark at `index` (1-based); nil when it cannot be made (the mark is then skipped).
  func coachMark(at index: Int, reply: @escaping (CoachMark?) -> Void)
  /// The views of the mark at `index`, made for `mark` (whose orientation and point of
  /// interest are filled in).
  func coachMarkViews(at index: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void)
  /// The views of one part of a group at `index` (`part` 1 is the first mark). By default
  /// the same as `coachMarkViews(at:madeFrom:reply:)`.
  func coachMarkViews(at index: Int, part: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void)
  /// Where the skip view goes, given the screen's frame; nil for the default place.
  func constraintsForSkipView(_ skipView: ViewSpec, parentFrame: Rect, reply: @escaping (Rect?) -> Void)
}

extension CoachMarksDataSource {
  /// The default body and arrow.
  public func coachMarkViews(at index: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void) {
    reply(.standard)
  }

  /// A group's part gets the views of a mark alone.
  public func coachMarkViews(at index: Int, part: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void) {
    coachMarkViews(at: index, madeFrom: mark, reply: reply)
  }

  /// No frame of its own: the skip view goes to a free corner.
  public func constraintsForSkipView(_ skipView: ViewSpec, parentFrame: Rect, reply: @escaping (Rect?) -> Void) {
    reply(nil)
  }
}
