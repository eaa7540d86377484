/// What a coach mark points at and how it is placed, with the defaults of Instructions.
///
/// Geometry is in screen coordinates. A nil `cutoutPath` means no cutout: the mark is centred
/// on the screen and has no arrow.
public struct CoachMark: Hashable, Sendable {
  /// Every field, in one box its copies share: the flow hands a mark from phase to effect to
  /// reply many times a step, and a copy is one reference count.
  private var shared = SharedValue(Fields())

  /// The hole cut in the overlay.
  public var cutoutPath: CutoutPath? {
    get { shared.value.cutoutPath }
    _modify { yield &shared.value.cutoutPath }
  }

  /// The point the arrow points at; nil means the centre of the cutout's bounds.
  public var pointOfInterest: Point? {
    get { shared.value.pointOfInterest }
    _modify { yield &shared.value.pointOfInterest }
  }

  /// The side of the arrow; nil means computed from where the cutout is.
  public var arrowOrientation: ArrowOrientation? {
    get { shared.value.arrowOrientation }
    _modify { yield &shared.value.arrowOrientation }
  }

  /// How far the arrow overlaps the body, vertically.
  public var gapBetweenBodyAndArrow: Double {
    get { shared.value.gapBetweenBodyAndArrow }
    _modify { yield &shared.value.gapBetweenBodyAndArrow }
  }

  /// The vertical gap between the mark and the cutout.
  public var gapBetweenCoachMarkAndCutoutPath: Double {
    get { shared.value.gapBetweenCoachMarkAndCutoutPath }
    _modify { yield &shared.value.gapBetweenCoachMarkAndCutoutPath }
  }

  /// The widest the mark may be.
  public var maxWidth: Double {
    get { shared.value.maxWidth }
    _modify { yield &shared.value.maxWidth }
  }

  /// The distance the mark keeps from the left and right edges of the safe area.
  public var horizontalMargin: Double {
    get { shared.value.horizontalMargin }
    _modify { yield &shared.value.horizontalMargin }
  }

  /// Shows the mark over its cutout, without an arrow.
  public var isDisplayedOverCutoutPath: Bool {
    get { shared.value.isDisplayedOverCutoutPath }
    _modify { yield &shared.value.isDisplayedOverCutoutPath }
  }

  /// Lets an overlay tap move the flow on (when the overlay allows taps at all).
  public var isOverlayInteractionEnabled: Bool {
    get { shared.value.isOverlayInteractionEnabled }
    _modify { yield &shared.value.isOverlayInteractionEnabled }
  }

  /// Lets touches inside the cutout reach the app.
  public var isUserInteractionEnabledInsideCutoutPath: Bool {
    get { shared.value.isUserInteractionEnabledInsideCutoutPath }
    _modify { yield &shared.value.isUserInteractionEnabledInsideCutoutPath }
  }

  /// Whether the mark scrolls its view into sight first when a scroll container hides it
  /// (`scroll`, default true).
  public var scrollsIntoView: Bool {
    get { shared.value.scrollsIntoView }
    _modify { yield &shared.value.scrollsIntoView }
  }

  /// How the flow comes to this mark from the one before and leaves it for the next
  /// (`transition`); nil: the tour's (`CoachMarksController.markTransition`).
  public var transition: MarkTransition? {
    get { shared.value.transition }
    _modify { yield &shared.value.transition }
  }

  /// The view the mark follows when that view moves.
  public var anchor: MarkAnchor? {
    get { shared.value.anchor }
    _modify { yield &shared.value.anchor }
  }

  /// The screen the mark belongs to, in a tour of several screens: it shows only while the
  /// app shows that screen.
  public var screenName: String? {
    get { shared.value.screenName }
    _modify { yield &shared.value.screenName }
  }

  /// The view the mark waits for, when it did not exist yet as the mark was made.
  public var pendingView: PendingView? {
    get { shared.value.pendingView }
    _modify { yield &shared.value.pendingView }
  }

  /// A guided step: what moves it on (only its cutout takes touches); nil for a usual mark.
  public var advanceOn: MarkAdvance? {
    get { shared.value.advanceOn }
    _modify { yield &shared.value.advanceOn }
  }

  /// The step's name as the script gives it (`id`): what a hot reload follows the step on show
  /// by (`MarkIdentity`); nil: its view and text.
  public var stepID: String? {
    get { shared.value.stepID }
    _modify { yield &shared.value.stepID }
  }

  /// The rules `tourhost check` leaves out for this mark (`check = { ignore = { ... } }`).
  public var checkIgnore: [String] {
    get { shared.value.checkIgnore }
    _modify { yield &shared.value.checkIgnore }
  }

  /// The script line of the `makeCoachMark` call that made the mark, when a script made it:
  /// where `tourhost check` points its findings about the mark.
  public var sourceLine: Int? {
    get { shared.value.sourceLine }
    _modify { yield &shared.value.sourceLine }
  }

  /// The other marks shown together with this one (a group: `coachMarkAt` returned a list),
  /// laid out so that none covers another or a cutout.
  public var companions: [CoachMark] {
    get { shared.value.companions }
    _modify { yield &shared.value.companions }
  }

  /// The mark and its companions, in order.
  public var parts: [CoachMark] {
    // A mark alone is its only part: clearing its empty companions would copy its fields.
    guard !companions.isEmpty else { return [self] }
    var first = self
    first.companions = []
    return [first] + companions
  }

  public init(
    cutoutPath: CutoutPath? = nil, pointOfInterest: Point? = nil,
    arrowOrientation: ArrowOrientation? = nil, anchor: MarkAnchor? = nil
  ) {
    self.cutoutPath = cutoutPath
    self.pointOfInterest = pointOfInterest
    self.arrowOrientation = arrowOrientation
    self.anchor = anchor
  }

  /// A mark around a frame in screen coordinates, with the default cutout (the frame grown
  /// by 4 on every side, corner radius 4).
  public init(around frame: Rect, pointOfInterest: Point? = nil, anchor: MarkAnchor? = nil) {
    self.init(
      cutoutPath: .standard(around: frame), pointOfInterest: pointOfInterest, anchor: anchor)
  }
}
