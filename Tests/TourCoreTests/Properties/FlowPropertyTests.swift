import PropertyBased
import Testing
import TourCore
import TourInvariants

/// The flow's invariants over random tours and random sequences of every operation: the
/// script's calls, touches, screen changes, reloads and time. Each case prints its
/// tour and operations when it fails; PropertyBased also prints a seed that replays it.
@Suite("Flow properties")
struct FlowPropertyTests {
  static let operations = FlowOperation.generator.array(of: 0...40).eraseToAny()

  /// Plays `operations` on a generated tour; returns what broke, with the step it broke at.
  func play(_ behaviour: TourBehaviour, _ operations: [FlowOperation], finish: Bool) -> [String] {
    let tour = GeneratedTour(behaviour)
    let controller = tour.controller
    var found: [String] = []
    var clock = controller.timeline.now
    func check(after step: String) {
      if controller.timeline.now < clock { found.append("after \(step): the clock went back") }
      clock = controller.timeline.now
      if let index = controller.machine.phase.currentIndex, !(1...max(1, controller.machine.marks.count)).contains(index) {
        found.append("after \(step): current index \(index) outside 1...\(controller.machine.marks.count)")
      }
      found += tour.checker.violations.map { "after \(step): \($0)" }
      found += ShownLayoutInvariants.check(controller).map { "after \(step): \($0)" }
    }
    controller.start()
    check(after: "start")
    for (number, operation) in operations.enumerated() {
      tour.apply(operation)
      controller.timeline.runDue()
      if case .settle = operation { found += settled(tour).map { "after \(number + 1). settle: \($0)" } }
      check(after: "\(number + 1). \(operation)")
      guard found.isEmpty else { return found }
    }
    guard finish else { return found }
    // However it got here, a started tour that is told to stop ends, exactly once, and settles
    // (a stop before the start does nothing: API.md section 2).
    found += settled(tour).map { "before the final stop: \($0)" }
    controller.send(.resume)
    controller.send(.stop(immediately: false))
    found += settled(tour).map { "after the final stop: \($0)" }
    tour.checker.checkFinished()
    check(after: "the final stop")
    if controller.machine.marks.count > 0, controller.machine.phase != .idle, !controller.machine.phase.isEnded {
      found.append("the tour is not over after stop and settling: \(controller.machine.phase)")
    }
    return found
  }

  /// Settling stops, and leaves nothing in motion unless the flow is paused.
  func settled(_ tour: GeneratedTour) -> [String] {
    let fired = tour.settle()
    var found: [String] = []
    if fired >= 100_000 { found.append("settling did not stop (\(fired) timers fired)") }
    let machine = tour.controller.machine
    if machine.pause == nil, machine.phase.isTransitioning || tour.controller.timeline.hasPending([.task, .transition, .hookWait]) {
      found.append("something is still in motion after settling: \(machine.phase)")
    }
    return found
  }

  @Test("indices in range, hides paired, one end, nothing after it, a clock that never goes back, pauses balanced")
  func invariantsHold() async {
    await propertyCheck(count: 400, input: TourBehaviour.generator, Self.operations) { behaviour, operations in
      let found = play(behaviour, operations, finish: false)
      #expect(found == [], "\(behaviour)\noperations: \(operations)")
    }
  }

  @Test("a tour told to stop ends exactly once, whatever happened before, and settling always stops")
  func stopEndsOnce() async {
    await propertyCheck(count: 400, input: TourBehaviour.generator, Self.operations) { behaviour, operations in
      let found = play(behaviour, operations, finish: true)
      #expect(found == [], "\(behaviour)\noperations: \(operations)")
    }
  }

  @Test("stop(true) ends the tour without an end event, and nothing follows")
  func stopImmediately() async {
    await propertyCheck(count: 200, input: TourBehaviour.generator, Self.operations) { behaviour, operations in
      let found = play(behaviour, operations + [.stop(immediately: true), .settle, .tapNext, .skip], finish: false)
      #expect(found == [], "\(behaviour)\noperations: \(operations)")
    }
  }

  /// Cases the random search found, kept as they were shrunk, so that they stay fixed.
  @Test("found by the search: a mark moved while paused, the screen turned while it appears, is laid out again within the safe area")
  func foundCases() {
    let moved = TourBehaviour(count: 1, loads: [true], kinds: [.plain], delays: [0.05], overlayTaps: false, transitions: [nil])
    #expect(
      play(moved, [.settle, .pause(.hideNothing), .updateCurrentMark(y: 330), .resume, .resize(width: 480, height: 320), .settle], finish: true) == []
    )
  }

  @Test("found by the search: a reload's other step, turned or restored before its didShow, is still shown as the reload's")
  func reloadedStepTurned() {
    let two = TourBehaviour(count: 2, loads: [true], kinds: [.plain], delays: [0], overlayTaps: false, transitions: [nil])
    #expect(play(two, [.wait(1), .reload(preferring: 3), .resize(width: 320, height: 480)], finish: true) == [])
    #expect(play(two, [.wait(1), .reload(preferring: 3), .prepareForChange, .restoreAfterChange], finish: true) == [])
  }
}
