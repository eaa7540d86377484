/// What a coach mark points at and how it is placed, with the defaults of Instructions.
///
/// Geometry is in screen coordinates. A nil `cutoutPath` means no cutout: the mark is centred
/// on the screen and has no arrow.
public struct CoachMark: Hashable, Sendable {
  /// The hole cut in the overlay.
  public var cutoutPath: CutoutPath?
  /// The point the arrow points at; nil means the centre of the cutout's bounds.
  public var pointOfInterest: Point?
  /// The side of the arrow; nil means computed from where the cutout is.
  public var arrowOrientation: ArrowOrientation?
  /// How far the arrow overlaps the body, vertically.
  public var gapBetweenBodyAndArrow: Double = 2
  /// The vertical gap between the mark and the cutout.
  public var gapBetweenCoachMarkAndCutoutPath: Double = 2
  /// The widest the mark may be.
  public var maxWidth: Double = 350
  /// The distance the mark keeps from the left and right edges of the safe area.
  public var horizontalMargin: Double = 20
  /// Shows the mark over its cutout, without an arrow.
  public var isDisplayedOverCutoutPath = false
  /// Lets an overlay tap move the flow on (when the overlay allows taps at all).
  public var isOverlayInteractionEnabled = true
  /// Lets touches inside the cutout reach the app.
  public var isUserInteractionEnabledInsideCutoutPath = false
  /// Whether the mark scrolls its view into sight first when a scroll container hides it
  /// (`scroll`, default true).
  public var scrollsIntoView = true
  /// How the flow comes to this mark from the one before and leaves it for the next
  /// (`transition`); nil: the tour's (`CoachMarksController.markTransition`).
  public var transition: MarkTransition?
  /// The view the mark follows when that view moves.
  public var anchor: MarkAnchor?
  /// The screen the mark belongs to, in a tour of several screens: it shows only while the
  /// app shows that screen.
  public var screenName: String?
  /// The view the mark waits for, when it did not exist yet as the mark was made.
  public var pendingView: PendingView?
  /// A guided step: what moves it on (only its cutout takes touches); nil for a usual mark.
  public var advanceOn: MarkAdvance?
  /// The step's name as the script gives it (`id`): what a hot reload follows the step on show
  /// by (`MarkIdentity`); nil: its view and text.
  public var stepID: String?
  /// The rules `tourhost check` leaves out for this mark (`check = { ignore = { ... } }`).
  public var checkIgnore: [String] = []
  /// The script line of the `makeCoachMark` call that made the mark, when a script made it:
  /// where `tourhost check` points its findings about the mark.
  public var sourceLine: Int?
  /// The other marks shown together with this one (a group: `coachMarkAt` returned a list),
  /// laid out so that none covers another or a cutout.
  public var companions: [CoachMark] = []

  /// The mark and its companions, in order.
  public var parts: [CoachMark] {
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
