extension CoachMarksController {
  /// What a host may read of the flow now, without its phases (which may change).
  public var readout: FlowReadout { FlowReadout(controller: self) }
}

/// What a host reads of a running flow: whether it started, moves, is paused or over, the
/// mark on screen and its idle animation, and the transitions running, in words. A view of
/// the controller, read when asked (no copy: a host's settling loop asks often).
public struct FlowReadout {
  unowned let controller: CoachMarksController

  /// How the environment's locale writes numbers: the tour's numbers (`tour.t`, progress
  /// texts, the spoken step); a pseudo-locale's, which transforms the source strings, are
  /// ASCII.
  public var localeNumbers: NumberSymbols {
    guard let locale = controller.environment.locale, PseudoLocale(tag: locale) == nil else { return .plain }
    return controller.numberSymbols(locale)
  }

  /// The tour has started and not ended.
  public var isStarted: Bool { controller.machine.phase.isStarted }
  /// The tour is over.
  public var isEnded: Bool { controller.machine.phase.isEnded }
  /// A fade or a mark transition runs.
  public var isTransitioning: Bool { controller.machine.phase.isTransitioning }
  /// A pause is in force.
  public var isPaused: Bool { controller.machine.pause != nil }
  /// How many marks the tour has.
  public var markCount: Int { controller.machine.marks.count }

  /// The centre of the current cutout's bounds, if a mark with a cutout is on screen.
  public var cutoutCenter: Point? {
    controller.machine.phase.displayed?.layout.cutout?.bounds.center
  }

  /// The centre of the current mark's next control (Instructions' body: the body), if a mark
  /// with one is on screen.
  public var nextControlCenter: Point? {
    controller.machine.phase.displayed?.layout.touchArea(of: "next")?.center
  }
  /// The index of the mark on screen, once it has appeared (nil between marks).
  public var shownIndex: Int? { controller.machine.phase.displayed?.index }
  /// The mark on screen, laid out, once it has appeared.
  public var shown: LaidOutMark? { controller.machine.phase.displayed?.laidOut }
  /// The controls of the rich bubbles on screen (every part of a group), in screen
  /// coordinates; empty when none is.
  public var controls: [BubbleControl] { controller.machine.phase.displayed?.layout.parts.flatMap(\.controls) ?? [] }
  /// The idle animation that runs now, if any.
  public var idleAnimation: MarkAnimation? { controller.effects.idle?.animation }
  /// The transitions running, oldest first: what moves, in words (`the appearance of mark 2`),
  /// and for how long, in seconds.
  public var transitions: [(subject: String, seconds: Double)] {
    controller.effects.transitions.values.sorted { $0.start < $1.start }.map { ($0.subject.description, $0.duration.seconds) }
  }
}
