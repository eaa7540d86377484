/// Where a mark is drawn, in screen coordinates: what the trace reports as `layout`.
public struct MarkLayout: Hashable, Sendable {
  /// Every field, in one box its copies share (a layout rides in the flow's phases, hooks and
  /// events).
  private var shared: SharedValue<Fields>

  private struct Fields: Hashable, Sendable {
    var cutout: CutoutPath?
    var pointOfInterest: Point?
    var arrowOrientation: ArrowOrientation?
    var frame: Rect
    var body: Rect
    var arrow: Rect?
    var companions: [MarkLayout] = []
    var skip: Rect?
    var touch: Rect?
    var skipTouch: Rect?
    var controls: [BubbleControl] = []
  }

  /// The cutout, when the mark has one.
  public var cutout: CutoutPath? {
    get { shared.value.cutout }
    _modify { yield &shared.value.cutout }
  }

  /// The point the arrow points at (nil without a cutout).
  public var pointOfInterest: Point? {
    get { shared.value.pointOfInterest }
    _modify { yield &shared.value.pointOfInterest }
  }

  /// The side of the arrow; nil when the mark has no cutout or is shown over it.
  public var arrowOrientation: ArrowOrientation? {
    get { shared.value.arrowOrientation }
    _modify { yield &shared.value.arrowOrientation }
  }

  /// Encloses the body and the arrow.
  public var frame: Rect {
    get { shared.value.frame }
    _modify { yield &shared.value.frame }
  }

  public var body: Rect {
    get { shared.value.body }
    _modify { yield &shared.value.body }
  }

  /// The arrow's frame; nil when there is no arrow.
  public var arrow: Rect? {
    get { shared.value.arrow }
    _modify { yield &shared.value.arrow }
  }

  /// The layouts of the marks shown with this one (a group), in order.
  public var companions: [MarkLayout] {
    get { shared.value.companions }
    _modify { yield &shared.value.companions }
  }

  /// Where the skip view is while this mark (with its companions) shows; nil without one.
  public var skip: Rect? {
    get { shared.value.skip }
    _modify { yield &shared.value.skip }
  }

  /// The next control's touch area when it is larger than the body: a default body grown to
  /// `TouchArea.minimum` on each side it lacks (the drawn body stays as it is); nil: the body.
  public var touch: Rect? {
    get { shared.value.touch }
    _modify { yield &shared.value.touch }
  }

  /// The skip view's touch area when it is larger than its frame (the default skip button);
  /// nil: its frame.
  public var skipTouch: Rect? {
    get { shared.value.skipTouch }
    _modify { yield &shared.value.skipTouch }
  }

  /// A rich bubble's controls (`BubbleControls`) and the links of a body's text, in screen
  /// coordinates, with their touch areas; empty for another body. A rich bubble's body is not
  /// a control; a body with links alone is still its own next control.
  public var controls: [BubbleControl] {
    get { shared.value.controls }
    _modify { yield &shared.value.controls }
  }

  /// Where a touch reaches the next control: the touch area, else the body (a rich bubble:
  /// its next control's touch area, else nil).
  public var nextArea: Rect? {
    !controls.hasBubbleControls ? touch ?? body : controls.first { $0.kind == .next }?.touchArea
  }

  /// Where a touch reaches the control an input command names (`next`, `back`, `close`,
  /// `action ID`), when the mark has it.
  public func touchArea(of command: String) -> Rect? {
    command == "next" ? nextArea : controls.first { $0.kind.command == command }?.touchArea
  }

  /// This layout and its companions', in order.
  public var parts: [MarkLayout] {
    // Only what is there is cleared: each change copies the shared fields.
    var first = self
    if !first.companions.isEmpty { first.companions = [] }
    if first.skip != nil { first.skip = nil }
    if first.skipTouch != nil { first.skipTouch = nil }
    return [first] + companions
  }

  public init(
    cutout: CutoutPath?, pointOfInterest: Point?, arrowOrientation: ArrowOrientation?,
    frame: Rect, body: Rect, arrow: Rect?
  ) {
    shared = SharedValue(
      Fields(cutout: cutout, pointOfInterest: pointOfInterest, arrowOrientation: arrowOrientation, frame: frame, body: body, arrow: arrow))
  }
}

extension MarkLayout {
  /// What is drawn of this layout and its companions: each body, arrow and cutout's bounds
  /// (what the skip view stays clear of).
  public var drawnFrames: [Rect] {
    parts.flatMap { part in [part.body] + (part.arrow.map { [$0] } ?? []) + (part.cutout.map { [$0.bounds] } ?? []) }
  }

  /// The point the arrow points with: the middle of its edge away from the body (nil without
  /// an arrow).
  public var arrowTip: Point? {
    guard let arrow, let side = arrowOrientation else { return nil }
    switch side {
    case .top: return Point(x: arrow.midX, y: arrow.minY)
    case .bottom: return Point(x: arrow.midX, y: arrow.maxY)
    case .left: return Point(x: arrow.minX, y: arrow.midY)
    case .right: return Point(x: arrow.maxX, y: arrow.midY)
    }
  }
}
