import Testing
import TourCore
import TourInvariants

/// A rich bubble's touches: each control reaches itself, the rest of the body nothing, and a
/// grown touch area (Android's 48 dp) reaches its control outside the body.
@Suite("rich bubble touches")
struct BubbleTouchTests {
  /// The bubble of `BubbleLayoutTests.leftToRight` at (60, 200), with an action, and the
  /// controls' touch areas grown as `TouchArea` grows them on Android.
  func scene(overlayTaps: Bool = false) -> TouchScene {
    let body = Rect(x: 60, y: 200, width: 240, height: 170)
    let controls = [
      BubbleControl(kind: .close, frame: Rect(x: 256, y: 200, width: 44, height: 44), label: "Close"),
      BubbleControl(kind: .action("demo"), frame: Rect(x: 65, y: 274, width: 230, height: 44), label: "Show me"),
      BubbleControl(kind: .dots, frame: Rect(x: 160, y: 340, width: 40, height: 8), label: "2 / 3"),
      BubbleControl(kind: .next, frame: Rect(x: 233.86, y: 322, width: 61.14, height: 44), label: "Next"),
      BubbleControl(kind: .back, frame: Rect(x: 65, y: 322, width: 57.4, height: 44), label: "Back"),
    ].map { control in
      var grown = control
      if control.kind.isTouchable { grown.touch = TouchArea.around(control.frame, minimum: 48) }
      return grown
    }
    var overlay = OverlayConfiguration()
    overlay.isUserInteractionEnabled = overlayTaps
    return TouchScene(
      isTourVisible: true, isTransitioning: false, skipView: nil,
      marks: [
        TouchScene.Mark(
          body: body, arrow: nil, cutout: nil, isUserInteractionEnabledInsideCutoutPath: false, isOverlayInteractionEnabled: true,
          controls: controls)
      ],
      overlay: overlay)
  }

  @Test("each control reaches itself; the body around them and the dots take nothing")
  func controls() {
    let scene = scene()
    let cases: [(Point, TouchTarget)] = [
      (Point(x: 278, y: 222), .closeControl), (Point(x: 180, y: 296), .actionControl("demo")), (Point(x: 264, y: 344), .nextControl),
      (Point(x: 93, y: 344), .backControl), (Point(x: 180, y: 344), .blocked), (Point(x: 120, y: 230), .blocked),
      // The close control's 48-dp area reaches 2 points past the body's corner.
      (Point(x: 301.5, y: 198.5), .closeControl), (Point(x: 303, y: 197), .blocked),
    ]
    for (point, target) in cases {
      let routed = TouchRouter.route(point, in: scene)
      #expect(routed == target, "\(point)")
      #expect(TouchInvariants.check(routed, at: point, in: scene) == [])
    }
  }

  @Test("the action and next areas meet 4 points apart: each point goes to the nearer control")
  func nearest() {
    let scene = scene()
    // Grown by 2 on each side, the action's area ends at 320 and next's begins at 320.
    #expect(TouchRouter.route(Point(x: 264, y: 319.5), in: scene) == .actionControl("demo"))
    #expect(TouchRouter.route(Point(x: 264, y: 320.5), in: scene) == .nextControl)
  }

  @Test("a rich bubble's body is not a next control: the invariants say where a touch went wrong")
  func invariants() {
    let scene = scene(overlayTaps: true)
    #expect(
      TouchInvariants.check(.nextControl, at: Point(x: 120, y: 230), in: scene) == [
        "touch at (120.0, 230.0) went to nextControl: the point is on no next control"
      ])
    #expect(
      TouchInvariants.check(.blocked, at: Point(x: 93, y: 344), in: scene) == [
        "touch at (93.0, 344.0) went to blocked: a rich bubble's control takes this touch"
      ])
    #expect(TouchRouter.route(Point(x: 20, y: 20), in: scene) == .overlayTap)
  }
}
