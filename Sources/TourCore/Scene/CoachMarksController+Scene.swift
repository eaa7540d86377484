extension CoachMarksController {
  /// What is on screen now (or at `time`, for the animations that run now). Without
  /// `appViews`, the app's views are left out (what a mark says and shows does not need them).
  public func scene(at time: Instant? = nil, appViews: Bool = true) -> Scene {
    let now = time ?? timeline.now
    guard !isWaitingForScreen, var picture = FlowPicture(machine.phase, effects, at: now) else {
      var scene = simulatedApp.scene(at: now, appearance: appearance, views: appViews)
      scene.fonts = sizing.fonts
      return scene
    }
    let nodes = ViewNodes(
      palette: DefaultPalette(appearance), measurer: sizing.measurer, direction: screen.layoutDirection, textScale: sizing.textScale)
    let tourAlpha = picture.fade(effects.pauseChange, over: TimeSpan(seconds: overlay.fadeAnimationDuration), at: now)
    var marks: [Scene.Mark] = []
    if let (presentation, state) = picture.departing {
      marks = Scene.Mark.parts(of: presentation, state: state, nodes: nodes, highlighted: false)
    }
    if let (presentation, state) = picture.shown {
      marks += Scene.Mark.parts(of: presentation, state: state, nodes: nodes, highlighted: highlightedIndex == presentation.index)
    }
    let settings = machine.phase.displayed?.laidOut.overlay ?? overlay
    var scene = simulatedApp.scene(at: now, appearance: appearance, views: appViews)
    scene.fonts = sizing.fonts
    scene.overlay = Scene.Overlay(
      color: settings.backgroundColor, blur: screen.reduceTransparency ? nil : settings.blurEffectStyle, alpha: picture.overlayAlpha,
      cutouts: picture.cutouts ?? marks.compactMap(\.layout.cutout), cutoutOpacity: marks.isEmpty ? 0 : picture.cutoutOpacity)
    scene.ornaments = ornaments.map { nodes.custom($0.view, frame: $0.frame, role: "ornament") }
    scene.marks = marks
    if let skipView = skip.view, let frame = skipViewFrame { scene.skipView = nodes.skip(skipView, frame: frame) }
    // A mark is a dialog while it appears and shows; once it hides (or the tour ends) it is not.
    var indices: [Int] = []
    switch machine.phase {
    case .presenting, .showing:
      if let (presentation, _) = picture.shown { indices.append(presentation.index) }
    default:
      break
    }
    let phrases = SpokenPhrases(locale: environment.locale, numbers: readout.localeNumbers)
    scene.accessibility = indices.map { index in
      MarkAccessibility(
        mark: index, parts: marks.filter { $0.index == index }, skipView: scene.skipView, step: step(of: index), phrases: phrases)
    }
    scene.tourAlpha = tourAlpha
    scene.animations = Array(effects.transitions.values).sorted { $0.start < $1.start } + (effects.idle.map { [$0] } ?? [])
    return scene
  }

  /// Where mark `index` stands: as its data source planned it with its views (`MarkViews.step`,
  /// the count a progress line draws, the same from the first mark to the last), else as far as
  /// the flow knows (`MarkTally.knownStep`: a mark jumped over counts).
  func step(of index: Int) -> (current: Int, total: Int) {
    if let planned = machine.phase.displayed?.laidOut.views.step, machine.phase.displayed?.index == index {
      return (planned.current, planned.total)
    }
    return machine.marks.knownStep(at: index)
  }
}

/// The flow's part of a scene at one instant: the overlay's and the cutouts' opacity, and
/// the mark shown with its animation's state.
private struct FlowPicture {
  var overlayAlpha = 1.0
  var cutoutOpacity = 1.0
  var shown: (FlowMachine.Presentation, ViewState)?
  /// The mark that left by moving, drawn until the next one has come (under it).
  var departing: (FlowMachine.Presentation, ViewState)?
  /// The overlay's holes when they are not the marks' own (a move between two marks).
  var cutouts: [CutoutPath]?

  /// Where the flow's picture is at `now`; nil when the tour draws nothing (not started,
  /// counting, over).
  init?(_ phase: FlowMachine.Phase, _ effects: FlowEffects, at now: Instant) {
    switch phase {
    case .idle, .counting, .ended:
      return nil
    case .starting(let ticket):
      overlayAlpha = effects.transitions[ticket]?.progress(at: now) ?? 0
    case .loading, .changing:
      departing = effects.departure.map { ($0.presentation, .identity) }
    case .presenting(let presentation, let appearance, let ticket):
      let running = effects.transitions[ticket]
      let elapsed = running.map { now.since($0.start) } ?? appearance.total
      shown = (presentation, appearance.state(at: elapsed, from: .identity))
      cutoutOpacity = running?.progress(at: now) ?? 1
      if let departure = effects.departure {
        arrive(presentation, from: departure, appearance, progress: running?.progress(at: now) ?? 1)
      }
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
        departing = effects.departure.map { ($0.presentation, .identity) }
      }
    case .ending(_, let ticket):
      overlayAlpha = 1 - (effects.transitions[ticket]?.progress(at: now) ?? 1)
      if let leaving = effects.leaving { shown = (leaving, ViewState(alpha: overlayAlpha)) }
    }
  }

  /// The next mark coming from the one that left, `progress` of the way: moving, the cutout
  /// changes from one shape into the other, both bubbles slide from the old place to the new
  /// one as the old fades out and the new fades in; else they cross-fade in place, the cutout
  /// the new one's.
  private mutating func arrive(
    _ presentation: FlowMachine.Presentation, from departure: Departure, _ appearance: MarkAnimation, progress: Double
  ) {
    let fraction = appearance.curve.value(at: progress)
    let old = departure.presentation.layout
    let new = presentation.layout
    cutoutOpacity = 1
    guard departure.moves else {
      departing = (departure.presentation, ViewState(alpha: 1 - fraction))
      cutouts = presentation.laidOut.layout.parts.compactMap(\.cutout)
      return
    }
    let shift = Point(x: new.frame.minX - old.frame.minX, y: new.frame.minY - old.frame.minY)
    departing = (departure.presentation, ViewState(alpha: 1 - fraction, translation: Point(x: shift.x * fraction, y: shift.y * fraction)))
    shown = (presentation, ViewState(alpha: fraction, translation: Point(x: -shift.x * (1 - fraction), y: -shift.y * (1 - fraction))))
    let oldCutouts = old.parts.map(\.cutout)
    cutouts = new.parts.enumerated().compactMap { offset, part in
      guard let target = part.cutout else { return nil }
      guard offset < oldCutouts.count, let start = oldCutouts[offset] else { return target }
      return start.interpolated(to: target, fraction)
    }
  }

  /// The tour's opacity while a pause hides it or brings it back, over `duration` since it
  /// changed, and the overlay's, faded with it; 1 when no pause changes.
  mutating func fade(_ change: (from: PauseStyle?, to: PauseStyle?, at: Instant)?, over duration: TimeSpan, at now: Instant) -> Double {
    guard let change else { return 1 }
    let progress = min(max(Double(now.since(change.at).microseconds) / Double(max(duration.microseconds, 1)), 0), 1)
    var tourAlpha = 1.0
    if change.to == .hideInstructions { tourAlpha = 1 - progress } else if change.from == .hideInstructions { tourAlpha = progress }
    if change.to == .hideOverlay { overlayAlpha *= 1 - progress } else if change.from == .hideOverlay { overlayAlpha *= progress }
    return tourAlpha
  }
}
