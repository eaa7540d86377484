/// Where a mark is drawn, in screen coordinates: what the trace reports as `layout`.
public struct MarkLayout: Hashable, Sendable {
  /// The cutout, when the mark has one.
  public var cutout: CutoutPath?
  /// The point the arrow points at (nil without a cutout).
  public var pointOfInterest: Point?
  /// The side of the arrow; nil when the mark has no cutout or is shown over it.
  public var arrowOrientation: ArrowOrientation?
  /// Encloses the body and the arrow.
  public var frame: Rect
  public var body: Rect
  /// The arrow's frame; nil when there is no arrow.
  public var arrow: Rect?
  /// The layouts of the marks shown with this one (a group), in order.
  public var companions: [MarkLayout] = []
  /// Where the skip view is while this mark (with its companions) shows; nil without one.
  public var skip: Rect?
  /// The next control's touch area when it is larger than the body: a default body grown to
  /// `TouchArea.minimum` on each side it lacks (the drawn body stays as it is); nil: the body.
  public var touch: Rect?
  /// The skip view's touch area when it is larger than its frame (the default skip button);
  /// nil: its frame.
  public var skipTouch: Rect?
  /// A rich bubble's controls (`BubbleControls`) and the links of a body's text, in screen
  /// coordinates, with their touch areas; empty for another body. A rich bubble's body is not
  /// a control; a body with links alone is still its own next control.
  public var controls: [BubbleControl] = []

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
    var first = self
    first.companions = []
    first.skip = nil
    first.skipTouch = nil
    return [first] + companions
  }

  public init(
    cutout: CutoutPath?, pointOfInterest: Point?, arrowOrientation: ArrowOrientation?,
    frame: Rect, body: Rect, arrow: Rect?
  ) {
    self.cutout = cutout
    self.pointOfInterest = pointOfInterest
    self.arrowOrientation = arrowOrientation
    self.frame = frame
    self.body = body
    self.arrow = arrow
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
