import TestSupport
import Testing
import TourCore

/// A new version of the script takes over (`controller.reload()`): the flow keeps its place.
@Suite("The flow across a reload")
struct FlowReloadTests {
  @Test("on a mark: the count is asked again and the mark fetched again with change = reload, swapped in place (no appearance)")
  func onAMark() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.tapNext)
    let before = tour.log.entries.count
    tour.controller.reload()
    tour.settle()
    #expect(
      Array(tour.log.lines.dropFirst(before)).filter { !$0.contains("animation") } == [
        "1.2 willLoad 2 true", "1.2 willShow 2 reload", "1.2 didShow 2 reload",
      ])
    #expect(tour.controller.machine.phase.currentIndex == 2)
  }

  @Test("the count shrank: the flow goes to the last mark; none left: the tour ends")
  func countShrank() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.tapNext)
    tour.send(.tapNext)
    tour.count = 2
    tour.controller.reload()
    tour.settle()
    #expect(tour.log.lines(["willShow"]).last == "1.8 willShow 2 reload")
    #expect(tour.controller.machine.marks.count == 2)

    tour.count = 0
    tour.controller.reload()
    tour.settle()
    #expect(
      tour.log.lines(["warning", "end"]) == [
        "2.1 warning numberOfCoachMarks is 0 after the reload: the tour ends", "2.4 end false",
      ])
  }

  @Test("a pause ends with the version that made it; a held hook's answer no longer counts")
  func pauseAndHeldHook() {
    let tour = SwiftTour()
    tour.start()
    tour.controller.send(.pause(.hideNothing))
    #expect(tour.controller.machine.pause == .hideNothing)
    tour.holdWillShow = true
    tour.controller.reload()
    tour.settle()
    #expect(tour.controller.machine.pause == nil)
    let stale = tour.heldWillShow
    // The new version's willShow answers; the old one's, held, comes too late to count.
    tour.holdWillShow = false
    tour.controller.reload()
    tour.settle()
    stale?(CoachMark())
    tour.settle()
    #expect(tour.log.lines(["willShow", "didShow"]).suffix(3) == ["0.6 willShow 1 reload", "0.6 willShow 1 reload", "0.9 didShow 1 reload"])
    #expect(tour.controller.machine.phase.displayed?.index == 1)
  }

  @Test("half way through hiding: the mark being hidden gets its didHide, is fetched again; the old transition is void")
  func whileHiding() {
    let tour = SwiftTour()
    tour.start()
    tour.controller.send(.tapNext)
    tour.wait(0.1)
    #expect(tour.controller.readout.transitions.count == 1)
    tour.controller.reload()
    #expect(tour.controller.readout.transitions.isEmpty)
    tour.settle()
    #expect(tour.log.lines(["willShow", "didShow", "didHide"]).suffix(3) == ["0.7 didHide 1", "0.7 willShow 1 reload", "1 didShow 1 reload"])
    #expect(tour.controller.machine.phase.displayed?.index == 1)
  }

  @Test("before the first mark: a reload while counting asks again; before the start, nothing")
  func beforeTheFirstMark() {
    let tour = SwiftTour()
    tour.controller.reload()
    #expect(tour.controller.machine.phase == .idle)
    tour.controller.start()
    tour.count = 2
    tour.controller.reload()
    tour.settle()
    #expect(tour.log.lines(["start"]) == ["0 start 2"])
  }
}
