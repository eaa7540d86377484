/// What touch routing needs to know about the screen at one instant.
public struct TouchScene: Hashable, Sendable {
  /// A mark on screen (one part of a group).
  public struct Mark: Hashable, Sendable {
    public var body: Rect
    /// Where a touch reaches the next control when that is more than the body (a default
    /// body's 44×44 touch area, `TouchArea`); nil: the body.
    public var touch: Rect?
    public var arrow: Rect?
    public var cutout: CutoutPath?
    public var isUserInteractionEnabledInsideCutoutPath: Bool
    public var isOverlayInteractionEnabled: Bool
    /// A guided step (`advanceOn`): only its cutout takes touches, which reach the app.
    public var advanceOn: MarkAdvance?
    /// A rich bubble's controls, with their touch areas; empty: the body is the next control.
    public var controls: [BubbleControl] = []

    public init(
      body: Rect, arrow: Rect?, cutout: CutoutPath?, isUserInteractionEnabledInsideCutoutPath: Bool,
      isOverlayInteractionEnabled: Bool, advanceOn: MarkAdvance? = nil, touch: Rect? = nil, controls: [BubbleControl] = []
    ) {
      self.controls = controls
      self.body = body
      self.touch = touch
      self.arrow = arrow
      self.cutout = cutout
      self.isUserInteractionEnabledInsideCutoutPath = isUserInteractionEnabledInsideCutoutPath
      self.isOverlayInteractionEnabled = isOverlayInteractionEnabled
      self.advanceOn = advanceOn
    }
  }

  /// False when nothing of the tour is on screen (before the start, after the end, or paused
  /// with `hideInstructions`): every touch reaches the app.
  public var isTourVisible: Bool
  /// A fade or a mark transition is running: touches are swallowed.
  public var isTransitioning: Bool
  public var skipView: Rect?
  /// Where a touch reaches the skip view when that is more than its frame (the default skip
  /// button's 44×44 touch area); nil: its frame.
  public var skipTouch: Rect?
  /// The marks on screen: one, or the parts of a group.
  public var marks: [Mark]
  /// The overlay's settings now (a change applies to the next touch).
  public var overlay: OverlayConfiguration

  public init(
    isTourVisible: Bool, isTransitioning: Bool, skipView: Rect?, marks: [Mark],
    overlay: OverlayConfiguration, skipTouch: Rect? = nil
  ) {
    self.skipTouch = skipTouch
    self.isTourVisible = isTourVisible
    self.isTransitioning = isTransitioning
    self.skipView = skipView
    self.marks = marks
    self.overlay = overlay
  }

  /// Whether `point` reaches the skip view: its frame or its touch area.
  public func isOnSkip(_ point: Point) -> Bool {
    (skipView?.contains(point) ?? false) || (skipTouch?.contains(point) ?? false)
  }
}

extension TouchScene.Mark {
  /// Whether `point` reaches Instructions' body, whose next control is the whole body: its
  /// body or its touch area.
  public func isOnNext(_ point: Point) -> Bool {
    !controls.hasBubbleControls && (body.contains(point) || (touch?.contains(point) ?? false))
  }

  /// The control whose touch area holds `point` (the nearest drawn frame when two grown areas
  /// meet there): a rich bubble's, or a link in a body's text.
  public func control(at point: Point) -> TouchTarget? {
    let hits = controls.filter { $0.kind.isTouchable && $0.touchArea.contains(point) }
    let nearest = hits.min { $0.frame.distance(to: point) < $1.frame.distance(to: point) }
    switch nearest?.kind {
    case .next?: return .nextControl
    case .back?: return .backControl
    case .close?: return .closeControl
    case .action(let id)?: return .actionControl(id)
    case .link(let id)?: return .linkControl(id)
    case .dots?, .progress?, .image?, nil: return nil
    }
  }
}
