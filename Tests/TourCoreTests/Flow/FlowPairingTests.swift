import TestSupport
import Testing
import TourCore

/// What the flow's property tests found, each as the smallest case they shrank to.
@Suite("Pairs in the flow")
struct FlowPairingTests {
  @Test("a skip while a mark is hiding sends its didHide at once, then the end")
  func skipWhileHiding() {
    let tour = SwiftTour()
    tour.count = 2
    tour.animation = { kind, _ in kind == .disappearance ? MarkAnimation(duration: TimeSpan(seconds: 1)) : nil }
    tour.start()
    tour.controller.send(.tapNext)
    tour.wait(0.5)
    tour.send(.skip)
    #expect(
      tour.log.lines(["willHide", "didHide", "willLoad", "end"]) == [
        "0.3 willLoad 1 true", "0.6 willHide 1", "1.1 didHide 1", "1.4 end true",
      ])
  }

  @Test("a reload while a mark is hiding: its didHide comes from the new script, then it is fetched again")
  func reloadWhileHiding() {
    let tour = SwiftTour()
    tour.count = 2
    tour.animation = { kind, _ in kind == .disappearance ? MarkAnimation(duration: TimeSpan(seconds: 1)) : nil }
    tour.start()
    tour.controller.send(.tapNext)
    tour.wait(0.5)
    tour.controller.reload()
    tour.settle()
    #expect(
      tour.log.lines(["willHide", "didHide", "willShow"]) == [
        "0.3 willShow 1 none", "0.6 willHide 1", "1.1 didHide 1", "1.1 willShow 1 reload",
      ])
  }

  @Test("pausing again the same way records nothing; another way changes the style")
  func pauseTwice() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.pause(.hideNothing))
    tour.send(.pause(.hideNothing))
    tour.send(.pause(.hideOverlay))
    tour.send(.resume)
    #expect(tour.log.lines(["pause", "resume"]) == ["0.6 pause hideNothing", "0.6 pause hideOverlay", "0.6 resume"])
  }

  @Test("a reload ends a pause with a resume")
  func reloadEndsPause() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.pause(.hideNothing))
    tour.controller.reload()
    tour.settle()
    #expect(
      tour.log.lines(["pause", "resume", "willShow"]) == [
        "0.3 willShow 1 none", "0.6 pause hideNothing", "0.6 resume", "0.6 willShow 1 reload",
      ])
  }
}
