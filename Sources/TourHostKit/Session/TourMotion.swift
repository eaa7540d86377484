import TourCore

/// What keeps a tour moving, for settling: a transition, a hook (running or waiting), or, while
/// the flow is paused, a callback that could resume it.
struct TourMotion {
  let session: TourSession

  /// Whether something is still in motion.
  var isBusy: Bool {
    let readout = session.controller.readout
    let timeline = session.timeline
    return readout.isTransitioning || session.tour.hasSuspendedHooks || timeline.hasPending([.task, .transition])
      || (readout.isPaused && timeline.hasPending([.callback]))
  }

  /// What is still in motion, in words, for a message.
  var reasons: [String] {
    let controller = session.controller
    var reasons = session.tour.waitingHooks
    reasons += controller.readout.transitions.map { "\($0.subject) runs for \($0.seconds.scriptText) s" }
    if controller.readout.isPaused, session.timeline.hasPending([.callback]), reasons.isEmpty {
      reasons.append("\(controller.waitingFor.description) and tour.after callbacks keep coming")
    }
    return reasons.isEmpty ? ["the flow has work pending"] : reasons
  }
}
