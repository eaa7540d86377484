import TestSupport
import Testing
import TourCore

/// The decision table of API.md section 2 and instructions-behaviour.md section 7.
@Suite("Touch routing")
struct TouchRouterTests {
  let cutout = CutoutPath.standard(around: Rect(x: 0, y: 144, width: 320, height: 44))
  let inside = Point(x: 160, y: 166)
  let outside = Point(x: 160, y: 400)
  let onBody = Point(x: 100, y: 230)
  let onArrow = Point(x: 160, y: 195)

  func scene(
    overlay: OverlayConfiguration = OverlayConfiguration(), insideCutout: Bool = false, overlayTaps: Bool = true,
    visible: Bool = true, transitioning: Bool = false, skip: Rect? = nil
  ) -> TouchScene {
    TouchScene(
      isTourVisible: visible, isTransitioning: transitioning, skipView: skip,
      marks: [
        TouchScene.Mark(
          body: Rect(x: 60, y: 201, width: 200, height: 60), arrow: Rect(x: 152.5, y: 190, width: 15, height: 9),
          cutout: cutout, isUserInteractionEnabledInsideCutoutPath: insideCutout,
          isOverlayInteractionEnabled: overlayTaps)
      ],
      overlay: overlay)
  }

  @Test("defaults: the overlay blocks everything outside the mark")
  func defaults() {
    #expect(TouchRouter.route(inside, in: scene()) == .blocked)
    #expect(TouchRouter.route(outside, in: scene()) == .blocked)
  }

  @Test("the body is the next control; the arrow blocks; the skip view skips")
  func markAndSkip() {
    let scene = scene(skip: Rect(x: 250, y: 2, width: 60, height: 30))
    #expect(TouchRouter.route(onBody, in: scene) == .nextControl)
    #expect(TouchRouter.route(onArrow, in: scene) == .blocked)
    #expect(TouchRouter.route(Point(x: 260, y: 10), in: scene) == .skipControl)
  }

  @Test("a default control's touch area: outside what is drawn it is the control's; what is drawn comes first")
  func touchAreas() {
    var scene = scene(skip: Rect(x: 250, y: 2, width: 60, height: 30))
    scene.marks[0].body = Rect(x: 60, y: 201, width: 200, height: 39.79)
    scene.marks[0].touch = TouchArea.around(scene.marks[0].body)
    scene.skipTouch = TouchArea.around(Rect(x: 250, y: 2, width: 60, height: 30))
    #expect(scene.marks[0].touch == Rect(x: 60, y: 198.895, width: 200, height: 44))
    #expect(scene.skipTouch == Rect(x: 250, y: -5, width: 60, height: 44))
    // 2 pt below the drawn body, inside its area; the arrow above the body stays the arrow's.
    #expect(TouchRouter.route(Point(x: 100, y: 242), in: scene) == .nextControl)
    #expect(TouchRouter.route(Point(x: 160, y: 199), in: scene) == .blocked)
    #expect(TouchRouter.route(Point(x: 260, y: 35), in: scene) == .skipControl)
    #expect(TouchRouter.route(Point(x: 260, y: 40), in: scene) == .blocked)
    // Android's 48 dp.
    #expect(
      TouchArea.around(Rect(x: 0, y: 0, width: 30, height: 60), minimum: TouchArea.minimum(on: .android)) == Rect(x: -9, y: 0, width: 48, height: 60))
    #expect(TouchArea.around(Rect(x: 0, y: 0, width: 44, height: 44)) == nil)
  }

  @Test("overlay taps need the overlay's and the mark's switches both on")
  func overlayTaps() {
    var overlay = OverlayConfiguration()
    overlay.isUserInteractionEnabled = true
    #expect(TouchRouter.route(outside, in: scene(overlay: overlay)) == .overlayTap)
    #expect(TouchRouter.route(inside, in: scene(overlay: overlay)) == .overlayTap)
    #expect(TouchRouter.route(outside, in: scene(overlay: overlay, overlayTaps: false)) == .blocked)
  }

  @Test("the mark's or the overlay's inside-cutout switch lets touches in the cutout through")
  func insideCutout() {
    #expect(TouchRouter.route(inside, in: scene(insideCutout: true)) == .app)
    #expect(TouchRouter.route(outside, in: scene(insideCutout: true)) == .blocked)
    var overlay = OverlayConfiguration()
    overlay.isUserInteractionEnabledInsideCutoutPath = true
    #expect(TouchRouter.route(inside, in: scene(overlay: overlay)) == .app)
    overlay.isUserInteractionEnabled = true
    #expect(TouchRouter.route(inside, in: scene(overlay: overlay)) == .app)
    #expect(TouchRouter.route(outside, in: scene(overlay: overlay)) == .overlayTap)
  }

  @Test("forwarded touches reach the app anywhere on the overlay, and an overlay tap never fires")
  func forwarded() {
    var overlay = OverlayConfiguration()
    overlay.areTouchEventsForwarded = true
    overlay.isUserInteractionEnabled = true
    #expect(TouchRouter.route(inside, in: scene(overlay: overlay)) == .app)
    #expect(TouchRouter.route(outside, in: scene(overlay: overlay)) == .app)
    #expect(TouchRouter.route(onBody, in: scene(overlay: overlay)) == .nextControl)
  }

  @Test("touches during a transition are swallowed; with nothing on screen they reach the app")
  func transitionsAndHidden() {
    #expect(TouchRouter.route(onBody, in: scene(transitioning: true)) == .blocked)
    #expect(TouchRouter.route(onBody, in: scene(visible: false)) == .app)
  }

  @Test("a mark without a cutout: the inside-cutout switch changes nothing")
  func noCutout() {
    let scene = TouchScene(
      isTourVisible: true, isTransitioning: false, skipView: nil,
      marks: [
        TouchScene.Mark(
          body: Rect(x: 60, y: 210, width: 200, height: 60), arrow: nil, cutout: nil,
          isUserInteractionEnabledInsideCutoutPath: true, isOverlayInteractionEnabled: true)
      ],
      overlay: OverlayConfiguration())
    #expect(TouchRouter.route(Point(x: 10, y: 10), in: scene) == .blocked)
  }
}

@Suite("Touches through the controller")
struct ControllerTouchTests {
  func tour(_ configure: (SwiftTour) -> Void = { _ in }) -> SwiftTour {
    let screen = Screen(
      size: Size(width: 320, height: 480),
      views: [
        ScreenView(
          id: "list", frame: Rect(x: 0, y: 100, width: 320, height: 200),
          children: [
            ScreenView(id: "row1", frame: Rect(x: 0, y: 0, width: 320, height: 44)),
            ScreenView(id: "row2", frame: Rect(x: 0, y: 44, width: 320, height: 44)),
          ])
      ])
    let tour = SwiftTour(screen: screen)
    tour.marks = { _ in
      var mark = CoachMark(around: Rect(x: 0, y: 144, width: 320, height: 44))
      mark.isUserInteractionEnabledInsideCutoutPath = true
      return mark
    }
    configure(tour)
    tour.start()
    return tour
  }

  @Test("a touch that goes through names the deepest view under it")
  func appTap() {
    let tour = tour()
    #expect(tour.controller.tap(at: Point(x: 160, y: 166)) == .app)
    #expect(tour.log.lines.last == "0.6 appTap list.row2 160 166")
  }

  @Test("paused with hideInstructions, every touch reaches the app")
  func hiddenPause() {
    let tour = tour()
    tour.send(.pause(.hideInstructions))
    #expect(tour.controller.tap(at: Point(x: 5, y: 400)) == .app)
    #expect(tour.log.lines.last == "0.6 appTap null 5 400")
  }

  @Test("the overlay point avoids the cutout, the marks and the skip view")
  func overlayPoint() {
    let tour = tour { $0.controller.skip.view = .plain(width: 60, height: 30) }
    #expect(tour.controller.touchScene.overlayPoint(on: tour.controller.screen.size) == Point(x: 1, y: 1))
    #expect(tour.controller.readout.cutoutCenter == Point(x: 160, y: 166))
    #expect(tour.controller.skipViewFrame == Rect(x: 250, y: 2, width: 60, height: 30))
  }
}
