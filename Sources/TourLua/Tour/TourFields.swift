/// The fields of a tour table (API.md section 1).
enum TourFields {
  /// The hooks, all optional except `coachMarkAt`.
  static let hooks = [
    "coachMarkAt", "coachMarkViewsAt", "coachMarkWillLoadAt", "willShow", "didShow", "willHide",
    "didHide", "didEndShowingBySkipping", "shouldHandleOverlayTap", "configureOrnamentsOfOverlay",
    "constraintsForSkipView", "fetchAppearanceTransition", "fetchDisappearanceTransition",
    "fetchIdleAnimation", "isEligible",
  ]
  /// The other fields.
  static let values = ["id", "screen", "numberOfCoachMarks", "skipView", "overlay", "appearance", "pages", "screens", "startScreen", "once", "resume",
    "maxDisplayCount", "displayFrequency",
  ]

  static var all: [String] { hooks + values }
}
