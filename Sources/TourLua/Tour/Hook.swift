/// The hooks a tour table may define (API.md section 1). Each one's name is interned in the
/// Lua state once (`LuaTour.hookKeys`), so that finding a hook costs no string hashing.
enum Hook: Int, CaseIterable {
  case numberOfCoachMarks, coachMarkAt, coachMarkViewsAt, coachMarkWillLoadAt, willShow, didShow, willHide, didHide
  case didEndShowingBySkipping, shouldHandleOverlayTap, configureOrnamentsOfOverlay, constraintsForSkipView
  case fetchAppearanceTransition, fetchDisappearanceTransition, fetchIdleAnimation, isEligible

  /// The field of the tour table.
  var name: String { Self.names[rawValue] }

  private static let names = [
    "numberOfCoachMarks", "coachMarkAt", "coachMarkViewsAt", "coachMarkWillLoadAt", "willShow", "didShow", "willHide",
    "didHide", "didEndShowingBySkipping", "shouldHandleOverlayTap", "configureOrnamentsOfOverlay",
    "constraintsForSkipView", "fetchAppearanceTransition", "fetchDisappearanceTransition", "fetchIdleAnimation",
    "isEligible",
  ]
}
