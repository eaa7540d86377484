import TestSupport
import Testing
import TourCore

@Suite("Pause, resume and updating the current mark")
struct FlowPauseTests {
  let shown: Set<String> = ["willShow", "didShow", "pause", "resume", "warning", "willHide"]

  @Test("pause in willShow holds the mark until resume, which shows it")
  func pauseInWillShow() {
    let tour = SwiftTour()
    tour.onWillShow = { mark, index, _ in
      if index == 1 { tour.controller.send(.pause(.hideNothing)) }
      return mark
    }
    tour.start()
    tour.wait(1)
    tour.send(.resume)
    #expect(tour.log.lines(shown) == ["0.3 willShow 1 none", "0.3 pause hideNothing", "1.3 resume", "1.6 didShow 1 none"])
  }

  @Test("resume while willShow runs: the mark shows once willShow returns")
  func resumeInsideWillShow() {
    let tour = SwiftTour()
    tour.holdWillShow = true
    tour.onWillShow = { mark, _, _ in
      tour.controller.send(.pause(.hideNothing))
      return mark
    }
    tour.start()
    tour.wait(0.5)
    tour.controller.send(.resume)  // willShow has not returned yet
    tour.wait(0.5)
    tour.heldWillShow?(CoachMark())
    tour.settle()
    #expect(tour.log.lines(shown) == ["0.3 willShow 1 none", "0.3 pause hideNothing", "0.8 resume", "1.6 didShow 1 none"])
  }

  @Test("updateCurrentCoachMark while paused in willShow changes the mark that shows")
  func updateWhilePaused() {
    let tour = SwiftTour()
    tour.onWillShow = { mark, index, _ in
      tour.controller.send(.pause(.hideNothing))
      tour.controller.send(.updateCurrentMark(CoachMark(around: Rect(x: 110, y: 100, width: 100, height: 40))))
      tour.controller.send(.resume)
      return mark
    }
    tour.start()
    guard case .didShow(_, _, let layout) = tour.log.events.last else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.cutout?.bounds == Rect(x: 106, y: 96, width: 108, height: 48))
  }

  @Test("edits willShow makes to its mark apply on top of an update")
  func editsMergeWithUpdates() {
    let tour = SwiftTour()
    tour.onWillShow = { mark, index, _ in
      tour.controller.send(.pause(.hideNothing))
      tour.controller.send(.updateCurrentMark(CoachMark(around: Rect(x: 110, y: 100, width: 100, height: 40))))
      tour.controller.send(.resume)
      var edited = mark
      edited.maxWidth = 120
      return edited
    }
    tour.start()
    guard case .didShow(_, _, let layout) = tour.log.events.last else {
      Issue.record("no didShow")
      return
    }
    #expect(layout.cutout?.bounds == Rect(x: 106, y: 96, width: 108, height: 48))
    #expect(layout.body.width == 120)
  }

  @Test("updateCurrentCoachMark when not paused is ignored with a warning")
  func updateNotPaused() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.updateCurrentMark(CoachMark()))
    #expect(tour.log.lines(["warning"]) == ["0.6 warning updateCurrentCoachMark ignored: the flow is not paused"])
    #expect(tour.controller.machine.phase.currentMark == CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)))
  }

  @Test("pausing a shown mark, updating it and resuming shows it again where the update says")
  func updateShownMark() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.pause(.hideInstructions))
    tour.send(.updateCurrentMark(CoachMark(around: Rect(x: 110, y: 100, width: 100, height: 40))))
    tour.send(.resume)
    #expect(tour.log.lines(shown).suffix(3) == ["0.6 pause hideInstructions", "0.6 resume", "0.9 didShow 1 none"])
  }

  @Test("resuming a shown mark that was not updated shows nothing new")
  func resumeShownMark() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.pause(.hideOverlay))
    tour.send(.resume)
    #expect(tour.log.lines(shown).suffix(3) == ["0.6 didShow 1 none", "0.6 pause hideOverlay", "0.6 resume"])
  }

  @Test("while paused, showNext warns and a tap on the body does nothing")
  func pausedNavigation() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.pause(.hideNothing))
    tour.send(.showNext(skipping: 0))
    tour.send(.tapNext)
    #expect(
      tour.log.lines(shown).suffix(2) == [
        "0.6 pause hideNothing", "0.6 warning showNext(0) ignored: the flow is paused; call resume() first",
      ])
  }

  @Test("pause during a hide lets the next mark be fetched but not shown")
  func pauseWhileHiding() {
    let tour = SwiftTour()
    tour.start()
    tour.controller.send(.tapNext)
    tour.controller.send(.pause(.hideNothing))
    tour.settle()
    #expect(tour.log.lines(shown).suffix(3) == ["0.6 pause hideNothing", "0.6 willHide 1", "0.9 willShow 2 none"])
    tour.send(.resume)
    #expect(tour.log.lines(shown).suffix(2) == ["0.9 resume", "1.2 didShow 2 none"])
  }
}
