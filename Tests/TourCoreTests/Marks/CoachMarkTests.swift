import Testing
import TourCore

@Suite("Coach marks")
struct CoachMarkTests {
  @Test("the defaults of Instructions")
  func defaults() {
    let mark = CoachMark()
    #expect(mark.cutoutPath == nil)
    #expect(mark.pointOfInterest == nil)
    #expect(mark.arrowOrientation == nil)
    #expect(mark.gapBetweenBodyAndArrow == 2)
    #expect(mark.gapBetweenCoachMarkAndCutoutPath == 2)
    #expect(mark.maxWidth == 350)
    #expect(mark.horizontalMargin == 20)
    #expect(!mark.isDisplayedOverCutoutPath)
    #expect(mark.isOverlayInteractionEnabled)
    #expect(!mark.isUserInteractionEnabledInsideCutoutPath)
  }

  @Test("metadata: the side from the cutout, the point of interest its centre")
  func metadata() {
    let top = CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)).withComputedMetadata(screenHeight: 480)
    #expect(top.arrowOrientation == .top)
    #expect(top.pointOfInterest == Point(x: 65, y: 40))
    let bottom = CoachMark(around: Rect(x: 250, y: 400, width: 60, height: 30)).withComputedMetadata(screenHeight: 480)
    #expect(bottom.arrowOrientation == .bottom)
    let none = CoachMark(pointOfInterest: Point(x: 1, y: 1), arrowOrientation: .top).withComputedMetadata(screenHeight: 480)
    #expect(none.arrowOrientation == nil)
  }

  @Test("a mark follows its view: its default cutout is made again around the new frame")
  func followsView() {
    var screen = Screen(
      size: Size(width: 320, height: 480),
      views: [
        ScreenView(id: "drawer", frame: Rect(x: 0, y: 470, width: 320, height: 10))
      ])
    let frame = Rect(x: 0, y: 470, width: 320, height: 10)
    let mark = CoachMark(around: frame, anchor: MarkAnchor(keyPath: "drawer", frameAtCreation: frame))
    #expect(mark.following(screen) == mark)
    screen.setFrame(Rect(x: 0, y: 300, width: 320, height: 180), at: try! screen.resolve("drawer"))
    let moved = mark.following(screen)
    #expect(moved.cutoutPath == .standard(around: Rect(x: 0, y: 300, width: 320, height: 180)))
    #expect(moved.anchor?.frameAtCreation == Rect(x: 0, y: 300, width: 320, height: 180))
  }

  @Test("a custom cutout and a given point of interest move with the view, without scaling")
  func customFollows() {
    var screen = Screen(
      size: Size(width: 320, height: 480),
      views: [
        ScreenView(id: "button", frame: Rect(x: 100, y: 100, width: 40, height: 40))
      ])
    let frame = Rect(x: 100, y: 100, width: 40, height: 40)
    let mark = CoachMark(
      cutoutPath: .oval(Rect(x: 94, y: 94, width: 52, height: 52)), pointOfInterest: Point(x: 120, y: 100),
      anchor: MarkAnchor(keyPath: "button", frameAtCreation: frame))
    screen.setFrame(Rect(x: 150, y: 300, width: 80, height: 80), at: try! screen.resolve("button"))
    let moved = mark.following(screen)
    #expect(moved.cutoutPath == .oval(Rect(x: 144, y: 294, width: 52, height: 52)))
    #expect(moved.pointOfInterest == Point(x: 170, y: 300))
  }

  @Test("a mark made in a view's coordinates only moves with it")
  func followsWithin() {
    var screen = Screen(
      size: Size(width: 320, height: 480),
      views: [
        ScreenView(id: "list", frame: Rect(x: 0, y: 100, width: 320, height: 200))
      ])
    let within = Rect(x: 0, y: 100, width: 320, height: 200)
    let mark = CoachMark(
      around: Rect(x: 10, y: 110, width: 20, height: 20), pointOfInterest: Point(x: 20, y: 120),
      anchor: MarkAnchor(keyPath: "list", frameAtCreation: within, followsSize: false))
    screen.setFrame(Rect(x: 0, y: 50, width: 320, height: 400), at: try! screen.resolve("list"))
    let moved = mark.following(screen)
    #expect(moved.cutoutPath?.bounds == Rect(x: 6, y: 56, width: 28, height: 28))
    #expect(moved.pointOfInterest == Point(x: 20, y: 70))
  }

  @Test("edits a hook made are applied field by field over a mark that changed meanwhile")
  func editing() {
    let original = CoachMark(around: Rect(x: 0, y: 0, width: 10, height: 10))
    var edited = original
    edited.maxWidth = 100
    var updated = CoachMark(around: Rect(x: 50, y: 50, width: 10, height: 10))
    updated.horizontalMargin = 5
    let result = updated.applying(editsIn: edited, since: original)
    #expect(result.cutoutPath == updated.cutoutPath)
    #expect(result.maxWidth == 100)
    #expect(result.horizontalMargin == 5)
  }

  @Test("edits made where the view is now are not moved again when the mark is laid out")
  func editsAfterAMove() {
    let before = Rect(x: 0, y: 100, width: 320, height: 40)
    let after = Rect(x: 0, y: 20, width: 320, height: 40)
    let anchor = MarkAnchor(keyPath: "row", frameAtCreation: before)
    let original = CoachMark(around: before, anchor: anchor)
    // The hook saw the mark where the view is now and set the point of interest there.
    var edited = original.rebased(onto: after)
    edited.pointOfInterest = Point(x: 300, y: 40)
    let result = original.applying(editsIn: edited, since: original)
    #expect(result.anchor?.frameAtCreation == after)
    #expect(result.pointOfInterest == Point(x: 300, y: 40))
    #expect(result.cutoutPath == .standard(around: after))
    var screen = Screen(size: Size(width: 320, height: 480), views: [ScreenView(id: "row", frame: after)])
    #expect(result.following(screen) == result)
    // When the view moves again later, the point moves with it.
    _ = screen.setFrame(Rect(x: 0, y: 60, width: 320, height: 40), at: screen.path(forKeyPath: "row")!)
    #expect(result.following(screen).pointOfInterest == Point(x: 300, y: 80))
  }
}
