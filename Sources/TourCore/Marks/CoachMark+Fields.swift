extension CoachMark {
  /// The stored fields of a mark, with the defaults of Instructions (each is documented on the
  /// mark's property of the same name).
  struct Fields: Hashable, Sendable {
    var cutoutPath: CutoutPath? = nil
    var pointOfInterest: Point? = nil
    var arrowOrientation: ArrowOrientation? = nil
    var gapBetweenBodyAndArrow: Double = 2
    var gapBetweenCoachMarkAndCutoutPath: Double = 2
    var maxWidth: Double = 350
    var horizontalMargin: Double = 20
    var isDisplayedOverCutoutPath: Bool = false
    var isOverlayInteractionEnabled: Bool = true
    var isUserInteractionEnabledInsideCutoutPath: Bool = false
    var scrollsIntoView: Bool = true
    var transition: MarkTransition? = nil
    var anchor: MarkAnchor? = nil
    var screenName: String? = nil
    var pendingView: PendingView? = nil
    var advanceOn: MarkAdvance? = nil
    var stepID: String? = nil
    var checkIgnore: [String] = []
    var sourceLine: Int? = nil
    var companions: [CoachMark] = []
  }
}
