import Testing
import TourCore

/// The machine alone: events in, effects out, nothing else touched.
@Suite("Flow machine")
struct FlowMachineTests {
  @Test("start asks for the number of marks; the answer starts the overlay fade")
  func start() {
    var machine = FlowMachine()
    #expect(machine.handle(.start) == [.invoke(.numberOfCoachMarks, Ticket(rawValue: 1))])
    #expect(machine.phase == .counting(Ticket(rawValue: 1)))
    #expect(
      machine.handle(.replied(Ticket(rawValue: 1), .count(2))) == [
        .emit(.start(count: 2)), .beginTransition(.overlayFadeIn, Ticket(rawValue: 2)),
      ])
    #expect(machine.handle(.transitionEnded(Ticket(rawValue: 2))) == [.invoke(.willLoad(index: 1), Ticket(rawValue: 3))])
    #expect(machine.phase.currentIndex == 1)
  }

  @Test("an answer with an old ticket changes nothing")
  func staleTicket() {
    var machine = FlowMachine()
    _ = machine.handle(.start)
    let before = machine
    #expect(machine.handle(.replied(Ticket(rawValue: 7), .count(2))).isEmpty)
    #expect(machine == before)
  }

  @Test("the whole life of one mark, effect by effect")
  func oneMark() {
    var machine = FlowMachine()
    _ = machine.handle(.start)
    _ = machine.handle(.replied(Ticket(rawValue: 1), .count(1)))
    _ = machine.handle(.transitionEnded(Ticket(rawValue: 2)))
    let mark = CoachMark(around: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      machine.handle(.replied(Ticket(rawValue: 3), .willLoad(true))) == [
        .emit(.willLoad(index: 1, result: true)), .invoke(.coachMarkAt(index: 1), Ticket(rawValue: 4)),
      ])
    #expect(
      machine.handle(.replied(Ticket(rawValue: 4), .mark(mark))) == [
        .invoke(.willShow(mark, index: 1, change: .none), Ticket(rawValue: 5))
      ])
    #expect(
      machine.handle(.replied(Ticket(rawValue: 5), .edited(mark))) == [
        .invoke(.coachMarkViews(mark, index: 1), Ticket(rawValue: 6))
      ])
    let layout = MarkLayout(
      cutout: mark.cutoutPath, pointOfInterest: nil, arrowOrientation: .top, frame: .zero, body: .zero, arrow: nil)
    let laidOut = LaidOutMark(mark: mark, views: .standard, layout: layout, overlay: OverlayConfiguration())
    #expect(
      machine.handle(.replied(Ticket(rawValue: 6), .laidOut(laidOut))) == [
        .invoke(.fetchAnimation(.appearance, mark, index: 1, layout: layout), Ticket(rawValue: 7))
      ])
    #expect(
      machine.handle(.replied(Ticket(rawValue: 7), .animation(nil))) == [
        .beginTransition(.markAppearance(index: 1, .fadeIn()), Ticket(rawValue: 8))
      ])
    #expect(machine.phase.isTransitioning)
    // The hooks after the layout get the mark with the side the layout computed.
    var computed = mark
    computed.arrowOrientation = .top
    #expect(
      machine.handle(.transitionEnded(Ticket(rawValue: 8))) == [
        .invoke(.didShow(computed, index: 1, change: .none, layout: layout), Ticket(rawValue: 9)),
        .invoke(.fetchAnimation(.idle, mark, index: 1, layout: layout), Ticket(rawValue: 10)),
      ])
    let pulse = MarkAnimation(duration: TimeSpan(seconds: 1), target: ViewStateChange(scale: Size(width: 1.1, height: 1.1)))
    #expect(machine.handle(.replied(Ticket(rawValue: 10), .animation(pulse))) == [.beginIdle(index: 1, pulse)])
    #expect(machine.handle(.tapNext) == [.invoke(.willHide(computed, index: 1), Ticket(rawValue: 11))])
    #expect(
      machine.handle(.replied(Ticket(rawValue: 11), .done)) == [
        .invoke(.fetchAnimation(.disappearance, mark, index: 1, layout: layout), Ticket(rawValue: 12))
      ])
    var slow = MarkAnimation.fadeOut(TimeSpan(seconds: 1))
    slow.completion = 4
    #expect(
      machine.handle(.replied(Ticket(rawValue: 12), .animation(slow))) == [
        .beginTransition(.markDisappearance(index: 1, slow), Ticket(rawValue: 13))
      ])
    #expect(
      machine.handle(.transitionEnded(Ticket(rawValue: 13))) == [
        .invoke(.didHide(computed, index: 1), Ticket(rawValue: 14))
      ])
    #expect(
      machine.handle(.replied(Ticket(rawValue: 14), .done)) == [
        .beginTransition(.overlayFadeOut, Ticket(rawValue: 15)),
        .invoke(.animationCompleted(4, finished: true), Ticket(rawValue: 16)),
      ])
    #expect(
      machine.handle(.transitionEnded(Ticket(rawValue: 15))) == [
        .finish, .invoke(.didEndShowingBySkipping(false), Ticket(rawValue: 17)),
      ])
    #expect(machine.phase.isEnded)
  }

  @Test("a failed coachMarkAt skips the mark like willLoad false")
  func failedMark() {
    var machine = FlowMachine()
    _ = machine.handle(.start)
    _ = machine.handle(.replied(Ticket(rawValue: 1), .count(2)))
    _ = machine.handle(.transitionEnded(Ticket(rawValue: 2)))
    _ = machine.handle(.replied(Ticket(rawValue: 3), .willLoad(true)))
    #expect(machine.handle(.replied(Ticket(rawValue: 4), .mark(nil))) == [.invoke(.willLoad(index: 2), Ticket(rawValue: 5))])
  }

  @Test("after the end, nothing: no events, no warnings")
  func afterEnd() {
    var machine = FlowMachine()
    _ = machine.handle(.start)
    _ = machine.handle(.replied(Ticket(rawValue: 1), .count(1)))
    _ = machine.handle(.stop(immediately: true))
    for event: FlowMachine.Event in [
      .showNext(skipping: 0), .pause(.hideNothing), .resume, .stop(immediately: false), .skip, .resize(.zero), .tapNext,
    ] {
      #expect(machine.handle(event).isEmpty)
    }
  }
}
