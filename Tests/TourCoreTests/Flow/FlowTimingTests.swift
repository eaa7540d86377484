import TestSupport
import Testing
import TourCore

@Suite("Flow timing")
struct FlowTimingTests {
  @Test("three marks tapped through their next control, with the fades of API.md")
  func threeMarks() {
    let tour = SwiftTour()
    tour.start()
    tour.send(.tapNext)
    tour.send(.tapNext)
    tour.send(.tapNext)
    #expect(
      tour.log.lines == [
        "0 start 3",
        "0.3 willLoad 1 true", "0.3 willShow 1 none", "0.3 animation 1 appearance 0.3 0", "0.6 didShow 1 none",
        "0.6 willHide 1", "0.6 animation 1 disappearance 0.3 0", "0.9 didHide 1",
        "0.9 willLoad 2 true", "0.9 willShow 2 none", "0.9 animation 2 appearance 0.3 0", "1.2 didShow 2 none",
        "1.2 willHide 2", "1.2 animation 2 disappearance 0.3 0", "1.5 didHide 2",
        "1.5 willLoad 3 true", "1.5 willShow 3 none", "1.5 animation 3 appearance 0.3 0", "1.8 didShow 3 none",
        "1.8 willHide 3", "1.8 animation 3 disappearance 0.3 0", "2.1 didHide 3",
        "2.4 end false",
      ])
    #expect(tour.finished == 1)
  }
}
