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
  @Test("a controller goes when its host lets it go, with a hook's reply and timers still held")
  func goesWithWorkPending() {
    let timeline = Timeline()
    let hooks = HeldReplies()
    weak var gone: CoachMarksController?
    do {
      let controller = CoachMarksController(screen: Screen(size: Size(width: 320, height: 480)), timeline: timeline)
      controller.dataSource = hooks
      controller.delegate = hooks
      controller.start()
      // The overlay fades in, then willShow of mark 1 holds its reply.
      timeline.advance(to: Instant(microseconds: 1_000_000))
      gone = controller
      #expect(hooks.willShow != nil)
      #expect(controller.readout.markCount == 2)
    }
    #expect(gone == nil)
    // The late reply and what the timeline still holds find nothing, and nothing breaks.
    hooks.willShow?(CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)))
    timeline.advance(to: Instant(microseconds: 10_000_000))
    #expect(hooks.shown == 0)
  }

  @Test("a transition's end that fires after the controller is gone does nothing")
  func transitionAfterControllerGone() {
    let timeline = Timeline()
    let tour = HeldReplies()
    weak var gone: CoachMarksController?
    do {
      let controller = CoachMarksController(screen: Screen(size: Size(width: 320, height: 480)), timeline: timeline)
      controller.dataSource = tour
      controller.delegate = tour
      controller.start()
      // 0.1 s into the overlay's fade-in: its end is on the timeline.
      timeline.advance(to: Instant(microseconds: 100_000))
      #expect(timeline.nextDeadline != nil)
      gone = controller
    }
    #expect(gone == nil)
    timeline.advance(to: Instant(microseconds: 10_000_000))
    #expect(tour.willShow == nil)
  }
}
