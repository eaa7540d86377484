/// The names Instructions' Swift API gives its data source and delegate methods, as a tour
/// author coming from it may write them in a tour table, and the tourhost hook each one is.
///
/// Swift names a method by its labels (`coachMarksController(_:willShow:at:)`); a Lua tour
/// names a hook by one word (`willShow`). A function named the Swift way would never be
/// called, so loading the tour says which hook it is meant to be.
enum InstructionsNames {
  /// The hook a Swift-style name stands for, or nil.
  static func hook(for name: String) -> String? {
    if let hook = aliases[name] { return hook }
    // `coachMarksControllerWillShow`, `willShowCoachMark`, `willShowAtIndex`: the labels of a
    // delegate method with Instructions' words around them.
    var core = name
    for prefix in ["coachMarksController", "coachMarkController"] where core.hasPrefix(prefix) {
      core = String(core.dropFirst(prefix.count))
    }
    for suffix in ["CoachMarkAtIndex", "CoachMark", "AtIndex", "ForIndex", "At"] where core.hasSuffix(suffix) && core != suffix {
      core = String(core.dropLast(suffix.count))
      break
    }
    guard core != name, let first = core.first else { return nil }
    let hookName = first.lowercased() + core.dropFirst()
    return TourFields.hooks.contains(hookName) && hookName != name ? hookName : nil
  }

  /// Names of Instructions' versions that are not one label away from the hook.
  private static let aliases = [
    "coachMarksForIndex": "coachMarkAt",
    "coachMarkForIndex": "coachMarkAt",
    "coachMarkAtIndex": "coachMarkAt",
    "coachMarkViewsForIndex": "coachMarkViewsAt",
    "coachMarkViewsAtIndex": "coachMarkViewsAt",
    "coachMarkWillLoadForIndex": "coachMarkWillLoadAt",
    "coachMarkWillLoadAtIndex": "coachMarkWillLoadAt",
    "numberOfCoachMarksForCoachMarksController": "numberOfCoachMarks",
    "numberOfCoachMarksFor": "numberOfCoachMarks",
    "constraintsForSkipViewInParent": "constraintsForSkipView",
    "constraintsForSkipViewInParentView": "constraintsForSkipView",
    "shouldHandleOverlayTapAtIndex": "shouldHandleOverlayTap",
    "didEndShowingBySkippingCoachMarks": "didEndShowingBySkipping",
    "fetchAppearanceTransitionOfCoachMark": "fetchAppearanceTransition",
    "fetchDisappearanceTransitionOfCoachMark": "fetchDisappearanceTransition",
    "fetchIdleAnimationOfCoachMark": "fetchIdleAnimation",
    "configureOrnamentsOfOverlayView": "configureOrnamentsOfOverlay",
  ]
}
