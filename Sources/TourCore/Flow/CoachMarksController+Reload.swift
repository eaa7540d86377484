extension CoachMarksController {
  /// A new version of the script is the data source and delegate now (the host has set them):
  /// drops what the old version had pending (hook calls not yet made, waits, callbacks, the
  /// mark's transitions and idle animation), asks again for the ornaments and the skip view's
  /// place, and lets the flow fetch the current mark again (`change = .reload`), or mark
  /// `preferred` (from 1): where the host found the step on show in the new version.
  public func reload(preferring preferred: Int? = nil) {
    timeline.cancelAll(of: [.task, .hookWait, .callback, .animation])
    effects.transitions = effects.transitions.filter { _, running in
      if case .mark = running.subject { false } else { true }
    }
    effects.idle = nil
    highlightedIndex = nil
    switch machine.phase {
    case .idle, .counting, .ended:
      break  // ornaments and the skip view come with the start, or are gone
    default:
      timeline.schedule(at: timeline.now, kind: .task) { [effectsLink] in effectsLink.effects?.configureOrnaments() }
      timeline.schedule(at: timeline.now, kind: .task) { [effectsLink] in effectsLink.effects?.placeSkipView() }
    }
    send(.reloaded(preferring: preferred))
  }
}
