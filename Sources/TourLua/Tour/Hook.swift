/// The hooks a tour table may define (API.md section 1): the one list of their names, from
/// which the tour table's fields (`TourFields`), the checks when a script loads and the "did
/// you mean" suggestions are made. Each one's name is interned in the Lua state once
/// (`HookCaller`), so that finding a hook costs no string hashing.
enum Hook: Int, CaseIterable {
  case numberOfCoachMarks, coachMarkAt, coachMarkViewsAt, coachMarkWillLoadAt, willShow, didShow, willHide, didHide
  case didEndShowingBySkipping, shouldHandleOverlayTap, configureOrnamentsOfOverlay, constraintsForSkipView
  case fetchAppearanceTransition, fetchDisappearanceTransition, fetchIdleAnimation, isEligible, didSelectAction
  case didSelectLink

  /// The field of the tour table: the case's name.
  var name: String { Self.names[rawValue] }

  private static let names = allCases.map { String(describing: $0) }
}
