/// The hooks a tour table may define (API.md section 1): the one list of their names, from
/// which the tour table's fields (`TourFields`), the checks when a script loads and the "did
/// you mean" suggestions are made. Each one's name is interned in the Lua state once
/// (`HookCaller`), so that finding a hook costs no string hashing.
enum Hook: String, CaseIterable {
  case numberOfCoachMarks, coachMarkAt, coachMarkViewsAt, coachMarkWillLoadAt, willShow, didShow, willHide, didHide
  case didEndShowingBySkipping, shouldHandleOverlayTap, configureOrnamentsOfOverlay, constraintsForSkipView
  case fetchAppearanceTransition, fetchDisappearanceTransition, fetchIdleAnimation, isEligible, didSelectAction
  case didSelectLink

  /// The field of the tour table: the case's name (a string raw value is its case's name, read
  /// without the reflection `String(describing:)` does at its first use).
  var name: String { rawValue }

  /// The case's place in `allCases`: a case without a payload is stored as its place.
  var index: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
