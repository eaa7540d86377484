import Testing
import TourCore

/// A Swift host makes marks from requests as `makeCoachMark` does.
@Suite("Mark requests")
struct MarkRequestTests {
  let app = CoachMarksController(
    screen: Screen(
      size: Size(width: 390, height: 844),
      views: [
        ScreenView(
          id: "bar", frame: Rect(x: 0, y: 50, width: 390, height: 44),
          children: [
            ScreenView(id: "add", frame: Rect(x: 340, y: 2, width: 40, height: 40))
          ])
      ]),
    timeline: Timeline())

  @Test("a view: its frame on screen, a standard cutout, an anchor that follows it")
  func view() throws {
    var request = MarkRequest(view: "add")
    request.cutoutPadding = 2
    let resolved = try request.resolved(over: CoachMark(), in: app.simulatedApp)
    #expect(resolved.frame == Rect(x: 340, y: 52, width: 40, height: 40))
    #expect(resolved.mark.cutoutPath == .standard(around: Rect(x: 340, y: 52, width: 40, height: 40), padding: 2, cornerRadius: 4))
    #expect(resolved.mark.anchor?.keyPath == "bar.add")
    #expect(resolved.mark.anchor?.cutoutPadding == 2)
    #expect(resolved.isWaiting == false)
  }

  @Test("a frame within a view, with a point of interest in the view's coordinates")
  func frameWithin() throws {
    var request = MarkRequest()
    request.frame = Rect(x: 10, y: 4, width: 20, height: 10)
    request.within = "bar"
    request.pointOfInterest = Point(x: 20, y: 9)
    let mark = try request.resolved(over: CoachMark(), in: app.simulatedApp).mark
    #expect(mark.cutoutPath == .standard(around: Rect(x: 10, y: 54, width: 20, height: 10)))
    #expect(mark.pointOfInterest == Point(x: 20, y: 59))
    #expect(mark.anchor?.followsSize == false)
  }

  @Test("a view that is not there yet, with wait: the mark waits, centred and without a view")
  func waiting() throws {
    var request = MarkRequest(view: "cart")
    request.wait = 2
    let base = CoachMark(cutoutPath: .standard(around: Rect(x: 0, y: 0, width: 10, height: 10)), pointOfInterest: Point(x: 1, y: 1))
    let resolved = try request.resolved(over: base, in: app.simulatedApp)
    #expect(resolved.isWaiting)
    #expect(resolved.mark.pendingView == PendingView(name: "cart", wait: TimeSpan(seconds: 2), onMissing: .skip))
    #expect(resolved.mark.cutoutPath == nil)
    #expect(resolved.mark.pointOfInterest == nil)
  }

  @Test("every contradiction is an error worded for the author")
  func errors() {
    func message(_ change: (inout MarkRequest) -> Void) -> String? {
      var request = MarkRequest()
      change(&request)
      do {
        _ = try request.resolved(over: CoachMark(), in: app.simulatedApp)
        return nil
      } catch { return error.description }
    }
    #expect(
      message {
        $0.view = "add"
        $0.frame = Rect(x: 0, y: 0, width: 1, height: 1)
      }
        == "give either view, or frame (with an optional within), not both")
    #expect(message { $0.within = "bar" } == "within needs a frame (in that view's coordinates)")
    #expect(message { $0.screen = "cart" } == "screen: the tour has one screen (give screens to have several)")
    #expect(message { $0.view = "cart" } == "unknown view 'cart'")
    #expect(
      message {
        $0.view = "add"
        $0.wait = -1
      } == "wait: a positive number of seconds expected")
    #expect(
      message {
        $0.view = "add"
        $0.onMissing = .center
      } == "onMissing needs wait (the seconds to wait for the view)")
    #expect(
      message {
        $0.view = "add"
        $0.cutoutPadding = -1.5
      } == "cutoutPadding: must not be negative, got -1.5")
    #expect(
      message {
        $0.view = "add"
        $0.cutoutCornerRadius = 2
        $0.hasCutoutPath = true
      }
        == "cutoutCornerRadius shapes the cutout made around a view or a frame (not a cutoutPath)")
    #expect(message { $0.view = "add" } == nil)
  }
}
