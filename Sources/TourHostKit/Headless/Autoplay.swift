import TourCore

/// `--autoplay`: taps through the tour as its user would, to its end. A tour that cannot get
/// there (paused with nothing to resume it, waiting for a screen nobody shows, settling that
/// gives up) is a failed run, with a `warning` that says where it stopped.
package enum Autoplay {
  /// Plays the settled session until the tour ends or cannot move on.
  /// - Parameters:
  ///   - dwell: how long each mark stays on screen before the tap (a video of the run shows
  ///     each for that long); 0 taps as soon as the tour waits for its user.
  ///   - choosing: the command to move a mark on with instead of the usual one (`tourhost
  ///     check` taps the overlay of a mark whose one way out it is), or nil for the usual.
  package static func play(
    _ session: TourSession, dwell: Double = 0, choosing: ((TourSession) -> (command: InputCommand, text: String)?)? = nil
  ) {
    let controller = session.controller
    var taps = 0
    var dwelt: Int?
    let limit = 2 * controller.readout.markCount + 10
    while !session.isFinished {
      switch controller.waitingFor {
      case .user:
        guard taps < limit else {
          return session.stall("autoplay stopped after \(taps) taps: the tour did not end")
        }
        if dwell > 0, dwelt != controller.readout.shownIndex {
          // The mark stays a while; a timer of the tour's may move it on meanwhile, and then
          // the next one gets its own while.
          dwelt = controller.readout.shownIndex
          controller.timeline.advance(to: controller.timeline.now + TimeSpan(seconds: dwell))
          guard session.settle() else { return }
          continue
        }
        if let (command, text) = choosing?(session) { session.enter(command, as: text) } else { tap(session) }
        taps += 1
      case .view:
        // A user waits as long as the mark does: its timeout skips it, centres it or stops.
        guard controller.timeline.advanceToNextDeadline() else {
          return session.stall("\(controller.waitingFor.description) and nothing will add it")
        }
      case .ended, .notStarted, .hook, .transition:
        // Settled, so nothing is in motion: only a run with nothing left to do gets here.
        return
      case .pause:
        return session.stall("\(controller.waitingFor.description) and nothing will resume it")
      case .screen:
        return session.stall("\(controller.waitingFor.description) and nothing will show it")
      case .change:
        return session.stall("\(controller.waitingFor.description), and nothing will call it")
      }
      guard session.settle() else { return }
    }
  }

  /// Moves the mark on screen on as its user would: its next control, or, for a guided
  /// step, a tap in its cutout or the event it waits for.
  private static func tap(_ session: TourSession) {
    let command: InputCommand
    let text: String
    switch session.controller.displayedAdvance {
    case .tap?: (command, text) = (.cutout, "cutout")
    case .event(let name)?: (command, text) = (.event(name), "event \(name)")
    case nil: (command, text) = (.next, "next")
    }
    session.enter(command, as: text)
  }
}
