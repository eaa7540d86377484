extension CoachMarksController {
  /// What touch routing sees now.
  public var touchScene: TouchScene {
    let visible = (machine.isStarted || machine.isTransitioning) && !isWaitingForScreen
    let hidden = machine.pause == .hideInstructions
    let marks = (machine.displayed?.laidOut.parts ?? []).map { mark, _, layout in
      TouchScene.Mark(
        body: layout.body, arrow: layout.arrow, cutout: layout.cutout,
        isUserInteractionEnabledInsideCutoutPath: mark.isUserInteractionEnabledInsideCutoutPath,
        isOverlayInteractionEnabled: mark.isOverlayInteractionEnabled, advanceOn: mark.advanceOn)
    }
    return TouchScene(
      isTourVisible: visible && !hidden, isTransitioning: machine.isTransitioning,
      skipView: machine.isStarted ? skipViewFrame : nil, marks: marks,
      overlay: machine.displayed?.laidOut.overlay ?? overlay)
  }

  /// A tap at a screen point, routed as a real touch would be.
  @discardableResult
  public func tap(at point: Point) -> TouchTarget {
    let target = TouchRouter.route(point, in: touchScene)
    switch target {
    case .nextControl: send(.tapNext)
    case .skipControl: send(skipViewIsDone ? .done : .tapSkip)
    case .overlayTap: send(.tapOverlay)
    case .app: record(.appTap(view: screen.hitTest(point)?.keyPath, point: point))
    case .guidedTarget:
      record(.appTap(view: screen.hitTest(point)?.keyPath, point: point))
      send(.showNext(skipping: 0))
    case .blocked: break
    }
    return target
  }

  /// A point on the overlay outside every cutout, mark and skip view (the first one, scanning
  /// rows from the top-left corner in steps of 4 points), or nil when there is none.
  public var overlayPoint: Point? {
    let scene = touchScene
    let step = 4.0
    var y = 1.0
    while y < screen.size.height {
      var x = 1.0
      while x < screen.size.width {
        let point = Point(x: x, y: y)
        if isBareOverlay(point, scene) { return point }
        x += step
      }
      y += step
    }
    return nil
  }

  private func isBareOverlay(_ point: Point, _ scene: TouchScene) -> Bool {
    if let skip = scene.skipView, skip.contains(point) { return false }
    for mark in scene.marks {
      if mark.body.contains(point) { return false }
      if let arrow = mark.arrow, arrow.contains(point) { return false }
      if let cutout = mark.cutout, cutout.contains(point) { return false }
    }
    return true
  }

  /// The centre of the current cutout's bounds, if a mark with a cutout is on screen.
  public var cutoutCenter: Point? {
    machine.displayed?.layout.cutout?.bounds.center
  }

  /// Where a tap in the current cutout lands on the cutout itself: its centre when no mark,
  /// arrow or skip view covers it, else the free point of the cutout nearest the centre (on a
  /// 4-point grid around it). `.covered` when every such point is covered, nil when no mark
  /// with a cutout is on screen.
  public var cutoutTapPoint: CutoutTapPoint? {
    guard let cutout = machine.displayed?.layout.cutout else { return nil }
    let scene = touchScene
    func isFree(_ point: Point) -> Bool {
      guard cutout.contains(point) else { return false }
      if let skip = scene.skipView, skip.contains(point) { return false }
      return !scene.marks.contains { $0.body.contains(point) || ($0.arrow?.contains(point) ?? false) }
    }
    let bounds = cutout.bounds
    let center = bounds.center
    if isFree(center) { return .point(center) }
    let step = 4.0
    let columns = Int((bounds.width / 2 / step).rounded(.down))
    let rows = Int((bounds.height / 2 / step).rounded(.down))
    var best: (point: Point, distance: Double)?
    for row in -rows...rows {
      for column in -columns...columns {
        let point = Point(x: center.x + Double(column) * step, y: center.y + Double(row) * step)
        let distance = Double(row * row + column * column)
        guard best == nil || distance < best!.distance, isFree(point) else { continue }
        best = (point, distance)
      }
    }
    return best.map { .point($0.point) } ?? .covered
  }

  /// The centre of the current mark's body (its next control), if a mark is on screen.
  public var nextControlCenter: Point? {
    machine.displayed?.layout.body.center
  }
}
