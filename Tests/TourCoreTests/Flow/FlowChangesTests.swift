import TestSupport
import Testing
import TourCore

@Suite("Overlay taps, size changes, frame changes")
struct FlowChangesTests {
  @Test("an overlay tap asks shouldHandleOverlayTap; true moves on, false stays")
  func overlayTaps() {
    let tour = SwiftTour()
    tour.overlayTap = { $0 == 2 }
    tour.start()
    tour.send(.tapOverlay)
    tour.send(.tapNext)
    tour.send(.tapOverlay)
    #expect(
      tour.log.lines(["overlayTap", "willHide"]) == [
        "0.6 overlayTap 1 false", "0.6 willHide 1", "1.2 overlayTap 2 true", "1.2 willHide 2",
      ])
  }

  @Test("a size change fetches the current mark again with change = size, without willHide")
  func resize() {
    let tour = SwiftTour()
    tour.start()
    tour.controller.simulatedApp.resize(to: Size(width: 480, height: 320))
    tour.settle()
    #expect(tour.log.flowLines.suffix(4) == ["0.6 resize 480 320", "0.6 willLoad 1 true", "0.6 willShow 1 size", "0.9 didShow 1 size"])
    #expect(tour.controller.screen.size == Size(width: 480, height: 320))
  }

  @Test("a size change while paused fetches the mark again but does not show it")
  func resizeWhilePaused() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.pause(.hideNothing))
    tour.controller.simulatedApp.resize(to: Size(width: 480, height: 320))
    tour.settle()
    #expect(tour.log.flowLines.suffix(3) == ["0.6 resize 480 320", "0.6 willLoad 1 true", "0.6 willShow 1 size"])
    tour.send(.resume)
    #expect(tour.log.flowLines.suffix(2) == ["0.6 resume", "0.9 didShow 1 size"])
  }

  @Test("prepareForChange hides the mark; restoreAfterChangeDidComplete shows it with change = frame")
  func frameChange() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.prepareForChange)
    #expect(tour.controller.machine.phase.displayed == nil)
    tour.send(.showNext(skipping: 0))
    tour.send(.restoreAfterChange)
    #expect(
      tour.log.flowLines.suffix(4) == [
        "0.6 warning showNext(0) ignored: waiting for restoreAfterChangeDidComplete()",
        "0.6 willLoad 1 true", "0.6 willShow 1 frame", "0.9 didShow 1 frame",
      ])
  }

  @Test("restore without prepare, and prepare with no mark, are ignored with warnings")
  func frameChangeMisuse() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.restoreAfterChange)
    tour.controller.send(.tapNext)
    tour.controller.send(.prepareForChange)
    #expect(
      tour.log.lines(["warning"]) == [
        "0.6 warning restoreAfterChangeDidComplete ignored: prepareForChange() was not called",
        "0.6 warning prepareForChange ignored: no mark is on screen",
      ])
  }

  @Test("an answer that arrives after the flow moved on is dropped")
  func staleAnswer() {
    let tour = SwiftTour()
    tour.holdWillShow = true
    tour.start()
    tour.send(.stop(immediately: false))
    tour.heldWillShow?(CoachMark())
    tour.settle()
    #expect(tour.log.flowLines == ["0 start 3", "0.3 willLoad 1 true", "0.3 willShow 1 none", "0.3 stop false", "0.6 end false"])
  }

  @Test("no marks: a warning, and no start")
  func noMarks() {
    let tour = SwiftTour()
    tour.count = 0
    tour.start()
    #expect(tour.log.flowLines == ["0 warning numberOfCoachMarks is 0: there is nothing to show"])
    #expect(tour.controller.machine.phase.isEnded)
  }

  @Test("the overlay's fade duration times the start and the end")
  func fadeDuration() {
    let tour = SwiftTour()
    tour.controller.overlay.fadeAnimationDuration = 1
    tour.count = 1
    tour.start()
    tour.send(.tapNext)
    #expect(tour.log.lines(["willLoad", "end"]) == ["1 willLoad 1 true", "2.6 end false"])
  }

  @Test("the current index and isStarted through a tour")
  func state() {
    let tour = SwiftTour()
    #expect(tour.controller.machine.phase.currentIndex == nil)
    #expect(!tour.controller.machine.phase.isStarted)
    tour.controller.start()
    tour.controller.timeline.runDue()
    #expect(tour.controller.machine.phase.isStarted)
    #expect(tour.controller.machine.phase.currentIndex == nil)
    tour.settle()
    #expect(tour.controller.machine.phase.currentIndex == 1)
    tour.send(.stop(immediately: true))
    #expect(!tour.controller.machine.phase.isStarted)
    #expect(tour.controller.machine.phase.currentIndex == nil)
  }

  @Test("a hook that moves the flow does not run the next hook inside itself")
  func hooksNeverNest() {
    let tour = SwiftTour()
    var depth = 0
    var deepest = 0
    tour.onDidShow = { index in
      depth += 1
      deepest = max(deepest, depth)
      if index == 1 { tour.controller.send(.showNext(skipping: 0)) }
      depth -= 1
    }
    tour.willLoad = { _ in
      depth += 1
      deepest = max(deepest, depth)
      depth -= 1
      return true
    }
    tour.start()
    #expect(deepest == 1)
    #expect(tour.log.lines(["willHide", "didShow"]) == ["0.6 didShow 1 none", "0.6 willHide 1", "1.2 didShow 2 none"])
  }
}
