extension CoachMarksController {
  /// What touch routing sees now.
  public var touchScene: TouchScene {
    let visible = (machine.phase.isStarted || machine.phase.isTransitioning) && !isWaitingForScreen
    let hidden = machine.pause == .hideInstructions
    let marks = (machine.phase.displayed?.laidOut.parts ?? []).map { mark, _, layout in
      TouchScene.Mark(
        body: layout.body, arrow: layout.arrow, cutout: layout.cutout,
        isUserInteractionEnabledInsideCutoutPath: mark.isUserInteractionEnabledInsideCutoutPath,
        isOverlayInteractionEnabled: mark.isOverlayInteractionEnabled, advanceOn: mark.advanceOn, touch: layout.touch, controls: layout.controls)
    }
    return TouchScene(
      isTourVisible: visible && !hidden, isTransitioning: machine.phase.isTransitioning,
      skipView: machine.phase.isStarted ? skipViewFrame : nil, marks: marks,
      // Touches follow the overlay as it is now, as Instructions' recognizer is installed
      // the moment `isUserInteractionEnabled` is set; what is drawn is the laid-out overlay.
      overlay: overlay,
      skipTouch: machine.phase.isStarted ? skipViewFrame.map { skip.touchArea(around: $0, on: environment.device?.platform) } : nil)
  }

  /// A tap at a screen point, routed as a real touch would be.
  @discardableResult
  public func tap(at point: Point) -> TouchTarget {
    let target = TouchRouter.route(point, in: touchScene)
    switch target {
    case .nextControl: send(.tapNext)
    case .skipControl: send(skip.isDone ? .done : .tapSkip)
    case .backControl: send(.showPrevious(skipping: 0))
    case .closeControl:
      effects.endReason = .close
      send(.skip)
    case .actionControl(let id): send(.selectAction(id))
    case .linkControl(let id): send(.selectLink(id))
    case .overlayTap: send(.tapOverlay)
    case .app: record(.appTap(view: screen.hitTest(point)?.keyPath, point: point))
    case .guidedTarget:
      record(.appTap(view: screen.hitTest(point)?.keyPath, point: point))
      send(.showNext(skipping: 0))
    case .blocked: break
    }
    return target
  }
}
