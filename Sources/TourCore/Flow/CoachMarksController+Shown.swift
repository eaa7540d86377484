extension CoachMarksController {
  /// The mark on screen, laid out, once it has appeared (nil between marks).
  public var shownMark: LaidOutMark? { machine.displayed?.laidOut }

  /// The idle animation that runs now, if any.
  public var idleAnimation: MarkAnimation? { effects.idle?.animation }
}
