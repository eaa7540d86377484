extension CoachMarksController {
  /// What is on screen now (or at `time`, for the animations that run now).
  public func scene(at time: Instant? = nil) -> Scene {
    let now = time ?? timeline.now
    let nodes = ViewNodes(
      palette: DefaultPalette(appearance), measurer: sizing.measurer, direction: screen.layoutDirection, textScale: sizing.textScale)
    let fade = TimeSpan(seconds: overlay.fadeAnimationDuration)
    var overlayAlpha = 1.0
    var cutoutOpacity = 1.0
    var shown: (FlowMachine.Presentation, ViewState)?
    if isWaitingForScreen { return app.scene(at: now, appearance: appearance) }
    switch machine.phase {
    case .idle, .counting, .ended:
      return app.scene(at: now, appearance: appearance)
    case .starting(let ticket):
      overlayAlpha = effects.transitions[ticket]?.progress(at: now) ?? 0
    case .loading, .changing:
      break
    case .presenting(let presentation, let appearance, let ticket):
      let running = effects.transitions[ticket]
      let elapsed = running.map { now.since($0.start) } ?? appearance.total
      shown = (presentation, appearance.state(at: elapsed, from: .identity))
      cutoutOpacity = running?.progress(at: now) ?? 1
    case .showing(let showing):
      let idle = effects.idle
      let state = idle.flatMap { idle in idle.animation?.loopingState(at: now.since(idle.start), from: .identity) } ?? .identity
      shown = (showing.presentation, state)
    case .hiding(let hiding):
      switch hiding.stage {
      case .willHide, .fetch:
        shown = (hiding.presentation, .identity)
      case .transition:
        let running = effects.transitions[hiding.ticket]
        let elapsed = running.map { now.since($0.start) } ?? .zero
        shown = (hiding.presentation, hiding.animation?.state(at: elapsed, from: .identity) ?? .identity)
        cutoutOpacity = 1 - (running?.progress(at: now) ?? 0)
      case .didHide:
        break
      }
    case .ending(_, let ticket):
      overlayAlpha = 1 - (effects.transitions[ticket]?.progress(at: now) ?? 1)
      if let leaving = effects.leaving { shown = (leaving, ViewState(alpha: overlayAlpha)) }
    }
    var tourAlpha = 1.0
    if let change = effects.pauseChange {
      let progress = min(max(Double(now.since(change.at).microseconds) / Double(max(fade.microseconds, 1)), 0), 1)
      if change.to == .hideInstructions { tourAlpha = 1 - progress } else if change.from == .hideInstructions { tourAlpha = progress }
      if change.to == .hideOverlay { overlayAlpha *= 1 - progress } else if change.from == .hideOverlay { overlayAlpha *= progress }
    }
    var marks: [Scene.Mark] = []
    if let (presentation, state) = shown {
      marks = Scene.Mark.parts(of: presentation, state: state, nodes: nodes, highlighted: highlightedIndex == presentation.index)
    }
    let settings = machine.displayed?.laidOut.overlay ?? overlay
    var scene = app.scene(at: now, appearance: appearance)
    scene.overlay = Scene.Overlay(
      color: settings.backgroundColor, blur: screen.reduceTransparency ? nil : settings.blurEffectStyle, alpha: overlayAlpha,
      cutouts: marks.compactMap(\.layout.cutout), cutoutOpacity: marks.isEmpty ? 0 : cutoutOpacity)
    scene.ornaments = ornaments.map { nodes.custom($0.view, frame: $0.frame, role: "ornament") }
    scene.marks = marks
    if let skipView = skip.view, let frame = skipViewFrame { scene.skipView = nodes.skip(skipView, frame: frame) }
    // A mark is a dialog while it appears and shows; once it hides (or the tour ends) it is not.
    let phrases = SpokenPhrases(locale: environment.locale)
    var indices: [Int] = []
    switch machine.phase {
    case .presenting, .showing:
      for mark in marks where !indices.contains(mark.index) { indices.append(mark.index) }
    default:
      break
    }
    scene.accessibility = indices.map { index in
      MarkAccessibility(
        mark: index, parts: marks.filter { $0.index == index }, skipView: scene.skipView, step: step(of: index), phrases: phrases)
    }
    scene.tourAlpha = tourAlpha
    scene.animations = Array(effects.transitions.values).sorted { $0.start < $1.start } + (effects.idle.map { [$0] } ?? [])
    return scene
  }

  /// Where mark `index` stands, counting what was and will be shown as far as the flow knows:
  /// the marks shown before it, of every mark but those skipped before it and those whose view
  /// never came (a default body's progress line asks the data source about later marks too,
  /// and is what is spoken when it is drawn).
  func step(of index: Int) -> (current: Int, total: Int) {
    let before = machine.shownMarks.lazy.filter { $0 < index }.count
    let missedAfter = machine.missedMarks.lazy.filter { $0 > index }.count
    return (before + 1, max(machine.count - (index - 1 - before) - missedAfter, before + 1))
  }
}
