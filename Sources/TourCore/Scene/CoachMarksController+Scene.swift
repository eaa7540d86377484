extension CoachMarksController {
  /// What is on screen now (or at `time`, for the animations that run now).
  public func scene(at time: Instant? = nil) -> Scene {
    let now = time ?? timeline.now
    let nodes = ViewNodes(palette: DefaultPalette(appearance), measurer: sizing.measurer, direction: screen.layoutDirection)
    let fade = TimeSpan(seconds: overlay.fadeAnimationDuration)
    var overlayAlpha = 1.0
    var cutoutOpacity = 1.0
    var shown: (FlowMachine.Presentation, ViewState)?
    if isWaitingForScreen { return bare(now) }
    switch machine.phase {
    case .idle, .counting, .ended:
      return bare(now)
    case .starting(let ticket):
      overlayAlpha = transitions[ticket]?.progress(at: now) ?? 0
    case .loading, .changing:
      break
    case .presenting(let presentation, let appearance, let ticket):
      let running = transitions[ticket]
      let elapsed = running.map { now.since($0.start) } ?? appearance.total
      shown = (presentation, appearance.state(at: elapsed, from: .identity))
      cutoutOpacity = running?.progress(at: now) ?? 1
    case .showing(let showing):
      let state = idle?.animation.map { $0.loopingState(at: now.since(idle!.start), from: .identity) } ?? .identity
      shown = (showing.presentation, state)
    case .hiding(let hiding):
      switch hiding.stage {
      case .willHide, .fetch:
        shown = (hiding.presentation, .identity)
      case .transition:
        let running = transitions[hiding.ticket]
        let elapsed = running.map { now.since($0.start) } ?? .zero
        shown = (hiding.presentation, hiding.animation?.state(at: elapsed, from: .identity) ?? .identity)
        cutoutOpacity = 1 - (running?.progress(at: now) ?? 0)
      case .didHide:
        break
      }
    case .ending(_, let ticket):
      overlayAlpha = 1 - (transitions[ticket]?.progress(at: now) ?? 1)
      if let leaving { shown = (leaving, ViewState(alpha: overlayAlpha)) }
    }
    var tourAlpha = 1.0
    if let change = pauseChange {
      let progress = min(max(Double(now.since(change.at).microseconds) / Double(max(fade.microseconds, 1)), 0), 1)
      if change.to == .hideInstructions { tourAlpha = 1 - progress } else if change.from == .hideInstructions { tourAlpha = progress }
      if change.to == .hideOverlay { overlayAlpha *= 1 - progress } else if change.from == .hideOverlay { overlayAlpha *= progress }
    }
    var marks: [Scene.Mark] = []
    if let (presentation, state) = shown {
      marks = self.marks(presentation, state: state, nodes: nodes)
    }
    let settings = machine.displayed?.laidOut.overlay ?? overlay
    var scene = bare(now)
    scene.overlay = Scene.Overlay(
      color: settings.backgroundColor, blur: screen.reduceTransparency ? nil : settings.blurEffectStyle, alpha: overlayAlpha,
      cutouts: marks.compactMap(\.layout.cutout), cutoutOpacity: marks.isEmpty ? 0 : cutoutOpacity)
    scene.ornaments = ornaments.map { nodes.custom($0.view, frame: $0.frame, role: "ornament") }
    scene.marks = marks
    if let skipView, let frame = skipViewFrame { scene.skipView = nodes.skip(skipView, frame: frame) }
    scene.tourAlpha = tourAlpha
    scene.animations = Array(transitions.values).sorted { $0.start < $1.start } + (idle.map { [$0] } ?? [])
    return scene
  }

  /// The mark on screen, one `Scene.Mark` for each part of a group (all in the same state).
  private func marks(_ presentation: FlowMachine.Presentation, state: ViewState, nodes: ViewNodes) -> [Scene.Mark] {
    let highlighted = highlightedIndex == presentation.index
    return presentation.laidOut.parts.map { _, views, layout in
      var arrow: SceneNode?
      if let view = views.arrow, let frame = layout.arrow {
        arrow = nodes.arrow(view, frame: frame, orientation: layout.arrowOrientation ?? .top, highlighted: highlighted)
      }
      return Scene.Mark(
        index: presentation.index, layout: layout, state: state,
        body: nodes.body(views.body, frame: layout.body, highlighted: highlighted), arrow: arrow, isHighlighted: highlighted)
    }
  }

  /// The app alone, with its views where they are at `now`.
  private func bare(_ now: Instant) -> Scene {
    var views: [Scene.AppView] = []
    func frames(_ level: [ScreenView], _ indices: [Int], _ prefix: String, _ origin: Point) -> [Rect] {
      level.enumerated().map { offset, view in
        let path = ViewPath(indices: indices + [offset], keyPath: prefix.isEmpty ? view.id : prefix + "." + view.id)
        return (presentationFrame(of: path, at: now) ?? view.frame).offsetBy(dx: origin.x, dy: origin.y)
      }
    }
    func walk(_ level: [ScreenView], _ indices: [Int], _ prefix: String, _ origin: Point, _ depth: Int) {
      for (offset, (view, frame)) in zip(level, frames(level, indices, prefix, origin)).enumerated() {
        let keyPath = prefix.isEmpty ? view.id : prefix + "." + view.id
        let childFrames = frames(view.children, indices + [offset], keyPath, frame.origin)
        views.append(Scene.AppView(
          keyPath: keyPath, label: view.label ?? view.id, frame: frame, fill: view.fill, depth: depth, childFrames: childFrames))
        walk(view.children, indices + [offset], keyPath, frame.origin, depth + 1)
      }
    }
    walk(screen.views, [], "", .zero, 0)
    return Scene(
      time: now, size: screen.size, safeArea: screen.safeArea, layoutDirection: screen.layoutDirection, appearance: appearance,
      image: screen.image, views: views, overlay: nil, ornaments: [], marks: [], skipView: nil, tourAlpha: 1,
      animations: [], viewAnimations: viewAnimations.filter { $0.isRunning(at: now) })
  }
}
