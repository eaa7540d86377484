/// A question or notification the flow sends to the data source or delegate.
public enum HookRequest: Hashable, Sendable {
  case numberOfCoachMarks
  case willLoad(index: Int)
  case coachMarkAt(index: Int)
  case willShow(CoachMark, index: Int, change: ConfigurationChange)
  case coachMarkViews(CoachMark, index: Int)
  case didShow(CoachMark, index: Int, change: ConfigurationChange, layout: MarkLayout)
  case willHide(CoachMark, index: Int)
  case didHide(CoachMark, index: Int)
  case didEndShowingBySkipping(Bool)
  case shouldHandleOverlayTap(index: Int)
  /// A rich bubble's action was tapped.
  case didSelectAction(index: Int, id: String)
  /// A link in a body's text was tapped.
  case didSelectLink(index: Int, id: String)
  /// `fetchAppearanceTransition`, `fetchDisappearanceTransition` or `fetchIdleAnimation`.
  case fetchAnimation(MarkAnimation.Kind, CoachMark, index: Int, layout: MarkLayout)
  /// The script's `completion` of an animation, once the animation is over.
  case animationCompleted(Int, finished: Bool)

  /// The trace event written just before the hook runs, for the hooks that have one.
  public var announcement: TourEvent? {
    switch self {
    case .willShow(_, let index, let change): .willShow(index: index, change: change)
    case .didShow(_, let index, let change, let layout):
      .didShow(index: index, change: change, layout: layout)
    case .willHide(_, let index): .willHide(index: index)
    case .didHide(_, let index): .didHide(index: index)
    case .didEndShowingBySkipping(let skipped): .end(skipped: skipped)
    case .didSelectAction(let index, let id): .action(index: index, id: id)
    case .didSelectLink(let index, let id): .link(index: index, id: id)
    default: nil
    }
  }
}
