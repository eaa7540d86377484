import Testing
import TourCore
import TourInvariants

/// The checks the fuzzers and property tests rely on find what they are meant to find.
@Suite("Invariant checks")
struct InvariantCheckTests {
  func violations(_ events: [(Double, TourEvent)], finished: Bool = false) -> [String] {
    let checker = FlowInvariantChecker()
    for (seconds, event) in events { checker.record(event, at: Instant(microseconds: Int64(seconds * 1_000_000))) }
    if finished { checker.checkFinished() }
    return checker.violations
  }

  static let layout = MarkLayout(
    cutout: nil, pointOfInterest: nil, arrowOrientation: nil, frame: .zero, body: .zero, arrow: nil)

  @Test("a well-formed run has no violations")
  func wellFormed() {
    #expect(
      violations(
        [
          (0, .start(count: 2)), (0.3, .willLoad(index: 1, result: true)), (0.3, .willShow(index: 1, change: .none)),
          (0.6, .didShow(index: 1, change: .none, layout: Self.layout)), (1, .pause(style: .hideNothing)), (1, .resume),
          (1, .willHide(index: 1)), (1.3, .didHide(index: 1)), (1.3, .willLoad(index: 2, result: false)),
          (1.6, .end(skipped: false)), (1.6, .warning(message: "bye")),
        ], finished: true) == [])
  }

  @Test("each breach is named")
  func breaches() {
    #expect(violations([(1, .start(count: 1)), (0.5, .warning(message: "x"))]) == ["clock went back from 1.0 s to 0.5 s at warning"])
    #expect(violations([(0, .start(count: 1)), (0, .willShow(index: 2, change: .none))]) == ["willShow index 2 is outside 1...1"])
    #expect(
      violations([(0, .start(count: 2)), (0, .didShow(index: 1, change: .none, layout: Self.layout)), (0, .willHide(index: 2))])
        == ["willHide 2, but the mark on screen is 1"])
    #expect(
      violations([
        (0, .start(count: 2)), (0, .didShow(index: 1, change: .none, layout: Self.layout)),
        (0, .didShow(index: 2, change: .none, layout: Self.layout)),
      ])
        == ["didShow 2 while mark 1 is on screen, without willHide/didHide"])
    #expect(
      violations([
        (0, .start(count: 1)), (0, .didShow(index: 1, change: .none, layout: Self.layout)), (0, .willHide(index: 1)), (0, .end(skipped: true)),
      ])
        == ["end while mark 1 is hiding (willHide without didHide)"])
    #expect(violations([(0, .start(count: 1)), (0, .didHide(index: 1))]) == ["didHide 1 without willHide 1"])
    #expect(
      violations([(0, .start(count: 1)), (0, .pause(style: .hideNothing)), (0, .pause(style: .hideNothing)), (0, .resume), (0, .resume)])
        == ["pause hideNothing while already paused so", "resume while not paused"])
    #expect(
      violations([(0, .start(count: 1)), (0, .end(skipped: false)), (0, .willLoad(index: 1, result: true)), (0, .end(skipped: false))])
        == ["willLoad after the end of the tour", "end after the end of the tour", "end number 2"])
    #expect(violations([(0, .start(count: 1)), (0, .start(count: 1))]) == ["a second start"])
  }

  @Test("a tour that is over ended once, unless stop(true) ended it")
  func finished() {
    #expect(violations([(0, .start(count: 1))], finished: true) == ["0 end events for a tour that is over, expected 1"])
    #expect(violations([(0, .start(count: 1)), (0, .stop(immediately: true))], finished: true) == [])
    #expect(
      violations([(0, .start(count: 1)), (0, .stop(immediately: true)), (0, .end(skipped: false))], finished: true)
        == ["end after the end of the tour", "1 end events after stop(true), expected none"])
  }

  @Test("a layout that breaks section 3 is caught")
  func layouts() {
    let screen = Screen(size: Size(width: 390, height: 844))
    let mark = CoachMark(around: Rect(x: 16, y: 60, width: 358, height: 44))
    let body = Size(width: 200, height: 60)
    let arrow = Size(width: 15, height: 9)
    let sizes = MarkSizes(body: { _ in body }, arrow: arrow)
    let good = CoachMarkLayout.place(mark, on: screen, sizes: sizes)
    #expect(LayoutInvariants.check(good, of: mark, on: screen, sizes: sizes) == [])
    var shifted = good
    shifted.layout.body = good.layout.body.offsetBy(dx: 300, dy: 0)
    shifted.layout.frame = shifted.layout.body.union(good.layout.arrow!)
    #expect(
      LayoutInvariants.check(shifted, of: mark, on: screen, sizes: sizes) == [
        "frame (187.5, 110.0, 407.5, 67.0) leaves the safe area (0.0, 0.0, 390.0, 844.0) and no note says why",
        "the arrow starts at 187.5 along the body, not at 395.0: centred on 195.0, off the corners (radius 0.0)",
      ])
  }

  @Test("a touch sent to the wrong place is caught")
  func touches() {
    let mark = TouchScene.Mark(
      body: Rect(x: 0, y: 0, width: 100, height: 50), arrow: nil, cutout: .rect(Rect(x: 0, y: 100, width: 50, height: 50)),
      isUserInteractionEnabledInsideCutoutPath: false, isOverlayInteractionEnabled: true)
    let scene = TouchScene(isTourVisible: true, isTransitioning: false, skipView: nil, marks: [mark], overlay: OverlayConfiguration())
    let point = Point(x: 10, y: 10)
    #expect(TouchInvariants.check(TouchRouter.route(point, in: scene), at: point, in: scene) == [])
    #expect(TouchInvariants.check(.app, at: point, in: scene) == ["touch at (10.0, 10.0) went to app: a mark's body is its next control"])
    #expect(TouchInvariants.check(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), at: Point(x: 20, y: 20)) == [])
  }
}
