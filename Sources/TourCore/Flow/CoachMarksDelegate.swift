/// Hears about the flow and steers it, like Instructions' `CoachMarksControllerDelegate`.
///
/// Every method answers through `reply`, at once or later; until it does, the flow waits.
/// Every method has a default that replies at once with Instructions' default answer.
public protocol CoachMarksDelegate: AnyObject {
  /// Whether the mark at `index` shows; false skips it in the direction of travel.
  func coachMarkWillLoad(at index: Int, reply: @escaping (Bool) -> Void)
  /// Called before a mark shows; reply with the mark as it should show (the mark is inout).
  func willShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping (CoachMark) -> Void)
  func didShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping () -> Void)
  func willHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void)
  func didHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void)
  /// The tour ended; `skipped` tells whether the user skipped it.
  func didEndShowingBySkipping(_ skipped: Bool, reply: @escaping () -> Void)
  /// A rich bubble's action `id` was tapped on mark `index` (the flow goes on meanwhile).
  func didSelectAction(_ id: String, at index: Int, reply: @escaping () -> Void)
  /// A link `id` in mark `index`'s text was tapped (the flow goes on meanwhile).
  func didSelectLink(_ id: String, at index: Int, reply: @escaping () -> Void)
  /// Whether an overlay tap moves the flow on.
  func shouldHandleOverlayTap(at index: Int, reply: @escaping (Bool) -> Void)
  /// Views to draw over the overlay, under the marks; asked once, at the start.
  func configureOrnamentsOfOverlay(reply: @escaping ([Ornament]) -> Void)
  /// The tour is over: drop every pending callback and suspended hook (the end hook runs next).
  func tourDidFinish()
}

extension CoachMarksDelegate {
  /// Every mark loads.
  public func coachMarkWillLoad(at index: Int, reply: @escaping (Bool) -> Void) { reply(true) }
  /// The mark shows as it is.
  public func willShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping (CoachMark) -> Void) {
    reply(mark)
  }
  /// Nothing to do once a mark is shown.
  public func didShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping () -> Void) { reply() }
  /// Nothing to do before a mark hides.
  public func willHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) { reply() }
  /// Nothing to do once a mark is hidden.
  public func didHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) { reply() }
  /// Nothing to do when the tour ends.
  public func didEndShowingBySkipping(_ skipped: Bool, reply: @escaping () -> Void) { reply() }
  /// Nothing to do for an action.
  public func didSelectAction(_ id: String, at index: Int, reply: @escaping () -> Void) { reply() }
  /// Nothing to do for a link.
  public func didSelectLink(_ id: String, at index: Int, reply: @escaping () -> Void) { reply() }
  /// A tap on the overlay moves on.
  public func shouldHandleOverlayTap(at index: Int, reply: @escaping (Bool) -> Void) { reply(true) }
  /// No ornaments.
  public func configureOrnamentsOfOverlay(reply: @escaping ([Ornament]) -> Void) { reply([]) }
  /// Nothing to release.
  public func tourDidFinish() {}
}
