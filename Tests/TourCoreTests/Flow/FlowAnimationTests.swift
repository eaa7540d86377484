import TestSupport
import Testing

@testable import TourCore

@Suite("The flow with animation hooks")
struct FlowAnimationTests {
  @Test("an appearance's delay and duration time didShow, and the trace tells them")
  func appearanceTiming() {
    let tour = SwiftTour()
    tour.count = 1
    tour.animation = { kind, _ in
      kind == .appearance ? MarkAnimation(duration: TimeSpan(seconds: 0.5), delay: TimeSpan(seconds: 0.2)) : nil
    }
    tour.start()
    #expect(tour.log.lines(["animation", "didShow"]) == ["0.3 animation 1 appearance 0.5 0.2", "1 didShow 1 none"])
  }

  @Test("after an appearance: didShow, then the script's completion, then the idle animation")
  func appearanceOrder() {
    let tour = SwiftTour()
    tour.count = 1
    tour.animation = { kind, _ in
      switch kind {
      case .appearance: MarkAnimation(duration: TimeSpan(seconds: 0.3), completion: 7)
      case .idle: MarkAnimation(duration: TimeSpan(seconds: 1))
      case .disappearance: nil
      }
    }
    tour.start()
    #expect(tour.calls == ["willLoad 1", "fetch appearance 1", "didShow 1", "completion 7", "fetch idle 1"])
    #expect(tour.controller.effects.idle?.start == Instant(microseconds: 600_000))
    #expect(tour.log.lines(["animation"]).last == "0.6 animation 1 idle 1 0")
  }

  @Test("the idle animation stops when the mark starts to hide")
  func idleStops() {
    let tour = SwiftTour()
    tour.animation = { kind, _ in kind == .idle ? MarkAnimation(duration: TimeSpan(seconds: 1)) : nil }
    tour.start()
    #expect(tour.controller.readout.idleAnimation != nil)
    tour.controller.send(.tapNext)
    #expect(tour.controller.readout.idleAnimation == nil)
  }

  @Test("after a disappearance: didHide, the next mark's start, then the script's completion")
  func disappearanceOrder() {
    let tour = SwiftTour()
    tour.count = 2
    tour.animation = { kind, index in
      kind == .disappearance && index == 1 ? MarkAnimation(duration: TimeSpan(seconds: 0.5), completion: 3) : nil
    }
    tour.start()
    tour.send(.tapNext)
    #expect(
      Array(tour.calls.drop { $0 != "fetch disappearance 1" }.prefix(4)) == [
        "fetch disappearance 1", "didHide 1", "willLoad 2", "completion 3",
      ])
    #expect(tour.log.lines(["didHide"]) == ["1.1 didHide 1"])
  }

  @Test("a transition cut short by a skip, a stop or a size change: its completion is not finished")
  func cutShort() {
    let appearing = SwiftTour()
    appearing.count = 2
    appearing.animation = { kind, index in
      kind == .appearance ? MarkAnimation(duration: TimeSpan(seconds: 1), completion: 10 + index) : nil
    }
    appearing.start(until: 0.3)  // the overlay's 0.3 s fade
    appearing.wait(0.2)  // 0.2 s into the appearance
    appearing.send(.skip)
    #expect(appearing.calls == ["willLoad 1", "fetch appearance 1", "completion 11 cut short"])
    #expect(appearing.log.lines(["end"]) == ["0.8 end true"])

    let hiding = SwiftTour()
    hiding.count = 2
    hiding.animation = { kind, index in
      kind == .disappearance ? MarkAnimation(duration: TimeSpan(seconds: 1), completion: 20 + index) : nil
    }
    hiding.start()
    hiding.controller.send(.tapNext)
    hiding.wait(0.4)
    hiding.send(.stop(immediately: false))
    // willHide was sent: didHide follows at once, then the end (they always pair).
    #expect(hiding.calls.suffix(3) == ["fetch disappearance 1", "completion 21 cut short", "didHide 1"])
    #expect(hiding.log.lines(["willHide", "didHide", "end"]) == ["0.6 willHide 1", "1 didHide 1", "1.3 end false"])

    let resized = SwiftTour()
    resized.count = 1
    resized.animation = { kind, _ in kind == .appearance ? MarkAnimation(duration: TimeSpan(seconds: 1), completion: 30) : nil }
    resized.start(until: 0.3)
    resized.wait(0.2)
    resized.send(.resize(Size(width: 480, height: 320)))
    #expect(
      resized.calls == [
        "willLoad 1", "fetch appearance 1", "completion 30 cut short", "willLoad 1", "fetch appearance 1", "didShow 1", "completion 30",
        "fetch idle 1",
      ])
  }
}
