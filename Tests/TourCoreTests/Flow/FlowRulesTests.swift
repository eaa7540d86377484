import TestSupport
import Testing
import TourCore

/// The rules of API.md section 2, "Flow details that Instructions gets wrong", one by one,
/// as timed event sequences.
@Suite("Flow rules")
struct FlowRulesTests {
  let moves: Set<String> = ["willLoad", "willShow", "didShow", "willHide", "didHide", "end", "warning", "stop"]

  @Test("willHide and didHide carry the hidden mark's index after showNext(n)")
  func showNextIndices() {
    let tour = SwiftTour()
    tour.count = 4
    tour.start()
    tour.send(.showNext(skipping: 1))
    #expect(
      tour.log.lines(moves).suffix(5) == [
        "0.6 willHide 1", "0.9 didHide 1", "0.9 willLoad 3 true", "0.9 willShow 3 none", "1.2 didShow 3 none",
      ])
  }

  @Test("willHide and didHide carry the hidden mark's index after showPrevious(n)")
  func showPreviousIndices() {
    let tour = SwiftTour()
    tour.count = 4
    tour.start()
    tour.send(.showNext(skipping: 2))
    tour.send(.showPrevious(skipping: 1))
    #expect(
      tour.log.lines(moves).suffix(5) == [
        "1.2 willHide 4", "1.5 didHide 4", "1.5 willLoad 2 true", "1.5 willShow 2 none", "1.8 didShow 2 none",
      ])
  }

  @Test("a mark that will not load is skipped going forward, with no stray willHide")
  func skipForward() {
    let tour = SwiftTour()
    tour.willLoad = { $0 != 2 }
    tour.start()
    tour.send(.tapNext)
    #expect(
      tour.log.lines(moves) == [
        "0.3 willLoad 1 true", "0.3 willShow 1 none", "0.6 didShow 1 none",
        "0.6 willHide 1", "0.9 didHide 1",
        "0.9 willLoad 2 false", "0.9 willLoad 3 true", "0.9 willShow 3 none", "1.2 didShow 3 none",
      ])
  }

  @Test("going forward past the last mark that loads ends the tour")
  func skipPastTheEnd() {
    let tour = SwiftTour()
    tour.willLoad = { $0 != 3 }
    tour.start()
    tour.send(.tapNext)
    tour.send(.tapNext)
    #expect(tour.log.lines(moves).suffix(4) == ["1.2 willHide 2", "1.5 didHide 2", "1.5 willLoad 3 false", "1.8 end false"])
  }

  @Test("a mark that will not load is skipped going backward")
  func skipBackward() {
    let tour = SwiftTour()
    tour.willLoad = { $0 != 2 }
    tour.start()
    tour.send(.tapNext)
    tour.send(.showPrevious(skipping: 0))
    #expect(
      tour.log.lines(moves).suffix(6) == [
        "1.2 willHide 3", "1.5 didHide 3", "1.5 willLoad 2 false", "1.5 willLoad 1 true", "1.5 willShow 1 none",
        "1.8 didShow 1 none",
      ])
  }

  @Test("going backward past the first mark that loads shows again the mark that was left")
  func bounceBack() {
    let tour = SwiftTour()
    var first = true
    tour.willLoad = { index in
      if index == 1 {
        defer { first = false }
        return first
      }
      return true
    }
    tour.start()
    tour.send(.tapNext)
    tour.send(.showPrevious(skipping: 0))
    #expect(
      tour.log.lines(moves).suffix(6) == [
        "1.2 willHide 2", "1.5 didHide 2", "1.5 willLoad 1 false", "1.5 willLoad 2 true", "1.5 willShow 2 none",
        "1.8 didShow 2 none",
      ])
  }

  @Test("the first mark not loading leads straight to the second")
  func firstMarkSkipped() {
    let tour = SwiftTour()
    tour.willLoad = { $0 != 1 }
    tour.start()
    #expect(tour.log.lines(moves) == ["0.3 willLoad 1 false", "0.3 willLoad 2 true", "0.3 willShow 2 none", "0.6 didShow 2 none"])
  }

  @Test("when no mark loads, the overlay fades out and the tour ends")
  func nothingLoads() {
    let tour = SwiftTour()
    tour.willLoad = { _ in false }
    tour.start()
    #expect(tour.log.lines(moves) == ["0.3 willLoad 1 false", "0.3 willLoad 2 false", "0.3 willLoad 3 false", "0.6 end false"])
  }

  @Test("showPrevious below the first mark is ignored with a warning")
  func previousBelowFirst() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.showPrevious(skipping: 0))
    tour.send(.tapNext)
    tour.send(.showPrevious(skipping: 1))
    #expect(
      tour.log.lines(["warning", "willHide"]) == [
        "0.6 warning showPrevious(0) ignored: there is no mark 0 before mark 1",
        "0.6 willHide 1",
        "1.2 warning showPrevious(1) ignored: there is no mark 0 before mark 2",
      ])
    #expect(tour.controller.machine.phase.currentIndex == 2)
  }

  @Test("a negative number of marks to skip is ignored with a warning")
  func negativeSkip() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.showNext(skipping: -1))
    tour.send(.showPrevious(skipping: -2))
    #expect(
      tour.log.lines(["warning", "willHide"]) == [
        "0.6 warning showNext(-1) ignored: the number of marks to skip cannot be negative",
        "0.6 warning showPrevious(-2) ignored: the number of marks to skip cannot be negative",
      ])
  }

  @Test("pause before the start is ignored with a warning")
  func pauseBeforeStart() {
    let tour = SwiftTour()
    tour.send(.pause(.hideNothing))
    #expect(tour.log.flowLines == ["0 warning pause ignored: the tour has not started"])
    #expect(tour.controller.machine.pause == nil)
  }

  @Test("showNext and showPrevious during a transition are ignored with a warning")
  func duringTransition() {
    let tour = SwiftTour()
    tour.start()
    tour.controller.send(.tapNext)
    tour.wait(0.1)
    tour.controller.send(.showNext(skipping: 0))
    tour.controller.send(.showPrevious(skipping: 0))
    tour.settle()
    #expect(
      tour.log.lines(["warning"]) == [
        "0.7 warning showNext(0) ignored: a transition is running",
        "0.7 warning showPrevious(0) ignored: a transition is running",
      ])
    #expect(tour.controller.machine.phase.currentIndex == 2)
  }

  @Test("showNext(n) past the last mark hides the current mark and ends the tour")
  func showNextPastTheEnd() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.showNext(skipping: 5))
    #expect(tour.log.lines(moves).suffix(3) == ["0.6 willHide 1", "0.9 didHide 1", "1.2 end false"])
  }

  @Test("resume when not paused does nothing; stop before the start does nothing")
  func noOps() {
    let tour = SwiftTour()
    tour.send(.stop(immediately: false))
    tour.start()
    tour.send(.resume)
    #expect(!tour.log.lines.contains { $0.contains("resume") || $0.contains("stop") || $0.contains("warning") })
  }

  @Test("a skip sends no willHide or didHide: overlay and mark fade out together, then end")
  func skip() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.tapSkip)
    #expect(tour.log.flowLines.suffix(2) == ["0.6 didShow 1 none", "0.9 end true"])
  }

  @Test("stop sends no willHide or didHide, then end; stop(true) ends at once, without end")
  func stop() {
    let animated = SwiftTour()
    animated.start()
    animated.send(.stop(immediately: false))
    #expect(animated.log.flowLines.suffix(3) == ["0.6 didShow 1 none", "0.6 stop false", "0.9 end false"])
    let immediate = SwiftTour()
    immediate.start()
    immediate.send(.stop(immediately: true))
    #expect(immediate.log.flowLines.suffix(2) == ["0.6 didShow 1 none", "0.6 stop true"])
    #expect(immediate.controller.machine.phase.isEnded)
    #expect(immediate.finished == 1)
  }
}
