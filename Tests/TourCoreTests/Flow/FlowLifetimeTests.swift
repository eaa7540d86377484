import TestSupport
import Testing
import TourCore

/// A host that keeps the timeline and the hooks' replies after it lets its controller go.
private final class HeldReplies: CoachMarksDataSource, CoachMarksDelegate {
  var willShow: ((CoachMark) -> Void)?
  var shown = 0

  func numberOfCoachMarks(reply: @escaping (Int) -> Void) { reply(2) }
  func coachMark(at index: Int, reply: @escaping (CoachMark?) -> Void) {
    reply(CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)))
  }
  func willShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping (CoachMark) -> Void) {
    willShow = reply
  }
  func didShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping () -> Void) {
    shown += 1
    reply()
  }
}

@Suite("A controller's lifetime")
struct FlowLifetimeTests {
  /// Starts a controller for `hooks` on `timeline`, plays it to `seconds`, looks at it with
  /// `whileHeld`, and lets it go; returns whether it is gone.
  private func playThenLetGo(
    _ hooks: HeldReplies, on timeline: Timeline, until seconds: Double, _ whileHeld: (CoachMarksController) -> Void
  ) -> Bool {
    weak var gone: CoachMarksController?
    do {
      let controller = CoachMarksController(screen: Screen(size: Size(width: 320, height: 480)), timeline: timeline)
      controller.dataSource = hooks
      controller.delegate = hooks
      controller.start()
      timeline.advance(to: Instant(microseconds: Int64(seconds * 1_000_000)))
      whileHeld(controller)
      gone = controller
    }
    return gone == nil
  }

  @Test("a controller goes when its host lets it go, with a hook's reply and timers still held")
  func goesWithWorkPending() {
    let timeline = Timeline()
    let hooks = HeldReplies()
    // The overlay fades in, then willShow of mark 1 holds its reply.
    let gone = playThenLetGo(hooks, on: timeline, until: 1) { controller in
      #expect(hooks.willShow != nil)
      #expect(controller.readout.markCount == 2)
    }
    #expect(gone)
    // The late reply and what the timeline still holds find nothing, and nothing breaks.
    hooks.willShow?(CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)))
    timeline.advance(to: Instant(microseconds: 10_000_000))
    #expect(hooks.shown == 0)
  }

  @Test("a transition's end that fires after the controller is gone does nothing")
  func transitionAfterControllerGone() {
    let timeline = Timeline()
    let hooks = HeldReplies()
    // 0.1 s into the overlay's fade-in: its end is on the timeline.
    let gone = playThenLetGo(hooks, on: timeline, until: 0.1) { _ in #expect(timeline.nextDeadline != nil) }
    #expect(gone)
    timeline.advance(to: Instant(microseconds: 10_000_000))
    #expect(hooks.willShow == nil)
  }
}
