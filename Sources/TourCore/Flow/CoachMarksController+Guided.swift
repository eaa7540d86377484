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
    machine.displayed?.mark.parts.lazy.compactMap(\.advanceOn).first
  }
}
