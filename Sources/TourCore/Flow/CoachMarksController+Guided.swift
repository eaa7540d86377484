extension CoachMarksController {
  /// The app reports an event (`event NAME`, `tour.emit(name)`): it is recorded, and a guided
  /// step on screen waiting for it (`advanceOn = { event = NAME }`) moves the tour on.
  public func report(event name: String) {
    record(.appEvent(name: name))
    guard case .showing(let showing) = machine.phase else { return }
    if showing.presentation.mark.parts.contains(where: { $0.advanceOn == .event(name) }) {
      send(.showNext(skipping: 0))
    }
  }

  /// What moves the mark on screen on, when it is a guided step (a group: its first guided part).
  public var displayedAdvance: MarkAdvance? {
    machine.phase.displayed?.mark.parts.lazy.compactMap(\.advanceOn).first
  }

  /// The user taps the mark's next control. A guided step has none (it moves on with a tap
  /// in its cutout or with an event), and with no mark on screen there is nothing to tap.
  /// - Returns: nil when the tap went to the flow, else why it could not (`mark 2 is a guided
  ///   step: it moves on with a tap in its cutout`, `no coach mark is on screen`).
  public func tapNextControl() -> String? {
    let mark = machine.phase.currentIndex ?? 0
    switch displayedAdvance {
    case .tap?: return "mark \(mark) is a guided step: it moves on with a tap in its cutout"
    case .event(let name)?: return "mark \(mark) is a guided step: it moves on with the event \(name)"
    case nil:
      guard let shown = machine.phase.displayed else { return "no coach mark is on screen" }
      if shown.layout.controls.hasBubbleControls, shown.layout.touchArea(of: "next") == nil { return "mark \(mark) has no next control" }
      send(.tapNext)
      return nil
    }
  }
}
