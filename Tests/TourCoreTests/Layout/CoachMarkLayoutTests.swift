import Testing
import TourCore

/// Layout with exact numbers. Unless a test says otherwise: a 320×480 screen, no safe area,
/// the default margins, a 200×60 body and the 15×9 arrow.
@Suite("Coach mark layout")
struct CoachMarkLayoutTests {
  let phone = Screen(size: Size(width: 320, height: 480))

  func layout(
    _ mark: CoachMark, on screen: Screen? = nil, body: Size = Size(width: 200, height: 60),
    arrow: Size? = Size(width: 15, height: 9)
  ) -> MarkLayout {
    CoachMarkLayout.layout(mark, on: screen ?? phone, bodySize: { _ in body }, arrowSize: arrow)
  }

  /// A mark whose cutout is a thin box at the top, centred on x = `poi`.
  func mark(poi: Double, top: Double = 100) -> CoachMark {
    CoachMark(around: Rect(x: poi - 5, y: top, width: 10, height: 20))
  }

  @Test("the first acceptance case, worked by hand")
  func threeMarks() {
    let a = layout(CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)))
    #expect(
      a
        == MarkLayout(
          cutout: .roundedRect(Rect(x: 26, y: 26, width: 78, height: 28), cornerRadius: 4),
          pointOfInterest: Point(x: 65, y: 40), arrowOrientation: .top,
          frame: Rect(x: 20, y: 56, width: 200, height: 67), body: Rect(x: 20, y: 63, width: 200, height: 60),
          arrow: Rect(x: 57.5, y: 56, width: 15, height: 9)))
    let b = layout(CoachMark(around: Rect(x: 250, y: 400, width: 60, height: 30)))
    #expect(b.arrowOrientation == .bottom)
    #expect(b.frame == Rect(x: 100, y: 327, width: 200, height: 67))
    #expect(b.body == Rect(x: 100, y: 327, width: 200, height: 60))
    #expect(b.arrow == Rect(x: 272.5, y: 385, width: 15, height: 9))
  }

  // Worked examples of instructions-behaviour.md section 5.5, where tourhost keeps the arrow
  // inside the body (example 3 and 8 differ from Instructions for that reason).

  @Test("5.5 example 1: centred on the point of interest")
  func example1() {
    let result = layout(mark(poi: 160))
    #expect(result.body == Rect(x: 60, y: 133, width: 200, height: 60))
    #expect(result.arrow == Rect(x: 152.5, y: 126, width: 15, height: 9))
  }

  @Test("5.5 example 2: pinned to the left margin; the arrow still points at 45")
  func example2() {
    let result = layout(mark(poi: 45))
    #expect(result.body.minX == 20)
    #expect(result.arrow?.midX == 45)
  }

  @Test("5.5 example 3: pinned to the right margin; the arrow is kept within the body")
  func example3() {
    let result = layout(mark(poi: 295))
    #expect(result.body.minX == 100)
    #expect(result.body.maxX == 300)
    #expect(result.arrow == Rect(x: 285, y: 126, width: 15, height: 9))
  }

  @Test("5.5 example 4: the width is capped at the screen minus the margins")
  func example4() {
    let result = layout(mark(poi: 160), body: Size(width: 500, height: 60))
    #expect(result.body == Rect(x: 20, y: 133, width: 280, height: 60))
  }

  @Test("5.5 example 5: capped and pinned")
  func example5() {
    let result = layout(mark(poi: 100), body: Size(width: 300, height: 60))
    #expect(result.body == Rect(x: 20, y: 133, width: 280, height: 60))
    #expect(result.arrow?.midX == 100)
  }

  @Test("5.5 example 6: an iPad, capped at maxWidth 350 and pinned right")
  func example6() {
    let pad = Screen(size: Size(width: 1024, height: 768))
    let result = layout(mark(poi: 900), on: pad, body: Size(width: 400, height: 60))
    #expect(result.body == Rect(x: 654, y: 133, width: 350, height: 60))
    #expect(result.arrow?.midX == 900)
  }

  @Test("5.5 example 7: landscape with side safe areas; margins start at the safe area")
  func example7() {
    let landscape = Screen(size: Size(width: 812, height: 375), safeArea: EdgeInsets(left: 44, right: 44))
    let result = layout(mark(poi: 100), on: landscape, body: Size(width: 300, height: 60))
    #expect(result.body.minX == 64)
    #expect(result.arrow?.midX == 100)
  }

  @Test("5.5 example 8: a point of interest beyond the margin; the arrow stays on the body")
  func example8() {
    let result = layout(mark(poi: 315))
    #expect(result.body.minX == 100)
    #expect(result.arrow?.minX == 285)
  }

  @Test("5.5 example 10: right-to-left points at the same physical point")
  func rightToLeft() {
    let rtl = Screen(size: Size(width: 320, height: 480), layoutDirection: .rightToLeft)
    let result = layout(mark(poi: 100), on: rtl, body: Size(width: 100, height: 60))
    #expect(result.body == Rect(x: 50, y: 133, width: 100, height: 60))
    #expect(result.arrow?.midX == 100)
  }

  @Test("a computed side that does not fit flips to the other side")
  func flips() {
    let safe = Screen(size: Size(width: 320, height: 480), safeArea: EdgeInsets(top: 20, bottom: 20))
    let result = layout(CoachMark(around: Rect(x: 0, y: 200, width: 320, height: 250)), on: safe)
    #expect(result.arrowOrientation == .bottom)
    #expect(result.frame == Rect(x: 60, y: 127, width: 200, height: 67))
    #expect(result.arrow == Rect(x: 152.5, y: 185, width: 15, height: 9))
  }

  @Test("when neither side fits, the mark goes over the cutout, without an arrow")
  func over() {
    let safe = Screen(size: Size(width: 320, height: 480), safeArea: EdgeInsets(top: 20, bottom: 20))
    let result = layout(CoachMark(around: Rect(x: 0, y: 30, width: 320, height: 420)), on: safe)
    #expect(result.arrowOrientation == nil)
    #expect(result.arrow == nil)
    #expect(result.frame == Rect(x: 60, y: 210, width: 200, height: 60))
    #expect(result.body == result.frame)
  }

  @Test("a mark over its cutout is kept inside the safe area")
  func overKeptInside() {
    var mark = CoachMark(around: Rect(x: 0, y: 440, width: 320, height: 40))
    mark.isDisplayedOverCutoutPath = true
    let safe = Screen(size: Size(width: 320, height: 480), safeArea: EdgeInsets(top: 20, bottom: 34))
    let result = layout(mark, on: safe)
    #expect(result.body == Rect(x: 60, y: 386, width: 200, height: 60))
    #expect(result.arrowOrientation == nil)
  }

  @Test("a preset side that does not fit is replaced by one that does, and a note says so")
  func presetReplaced() {
    let safe = Screen(size: Size(width: 320, height: 480), safeArea: EdgeInsets(top: 20, bottom: 20))
    var mark = CoachMark(around: Rect(x: 140, y: 420, width: 40, height: 20))
    mark.arrowOrientation = .top
    let placement = CoachMarkLayout.place(
      mark, on: safe, sizes: MarkSizes(body: { _ in Size(width: 200, height: 60) }, arrow: Size(width: 15, height: 9)))
    #expect(placement.layout.arrowOrientation == .bottom)
    #expect(placement.layout.frame == Rect(x: 60, y: 347, width: 200, height: 67))
    #expect(placement.notes == [.presetSideReplaced(preset: .top, used: .bottom)])
    #expect(placement.notes[0].message("mark 3") == "mark 3: arrowOrientation 'top' does not fit; the mark is on side 'bottom'")
  }

  @Test("the side is computed from the cutout's top edge, with a strict comparison to H/2")
  func sideRule() {
    #expect(layout(CoachMark(cutoutPath: .rect(Rect(x: 100, y: 240, width: 10, height: 10)))).arrowOrientation == .top)
    #expect(layout(CoachMark(cutoutPath: .rect(Rect(x: 100, y: 240.5, width: 10, height: 10)))).arrowOrientation == .bottom)
  }

  @Test("maxWidth and horizontalMargin, with the arrow clamped at the margin")
  func corner() {
    var mark = CoachMark(around: Rect(x: 290, y: 60, width: 20, height: 20), pointOfInterest: Point(x: 318, y: 70))
    mark.maxWidth = 120
    mark.horizontalMargin = 10
    let result = layout(mark)
    #expect(result.frame == Rect(x: 190, y: 86, width: 120, height: 67))
    #expect(result.arrow == Rect(x: 295, y: 86, width: 15, height: 9))
  }

  @Test("a mark without a cutout is centred on the screen, with no arrow")
  func noCutout() {
    let result = layout(CoachMark())
    #expect(
      result
        == MarkLayout(
          cutout: nil, pointOfInterest: nil, arrowOrientation: nil, frame: Rect(x: 60, y: 210, width: 200, height: 60),
          body: Rect(x: 60, y: 210, width: 200, height: 60), arrow: nil))
  }

  @Test("the gaps: between mark and cutout, and the arrow's overlap with the body")
  func gaps() {
    var mark = CoachMark(around: Rect(x: 155, y: 100, width: 10, height: 20))
    mark.gapBetweenCoachMarkAndCutoutPath = 10
    mark.gapBetweenBodyAndArrow = 0
    let result = layout(mark)
    #expect(result.arrow == Rect(x: 152.5, y: 134, width: 15, height: 9))
    #expect(result.body == Rect(x: 60, y: 143, width: 200, height: 60))
    #expect(result.frame.height == 69)
  }

  @Test("without an arrow view the body sits where the mark starts")
  func noArrowView() {
    let above = layout(CoachMark(around: Rect(x: 155, y: 400, width: 10, height: 20)), arrow: nil)
    #expect(above.arrowOrientation == .bottom)
    #expect(above.body == Rect(x: 60, y: 334, width: 200, height: 60))
    #expect(above.arrow == nil)
  }

  @Test("the body asks for its size given the widest it may be")
  func bodyGetsTheCap() {
    var asked: [Double] = []
    let landscape = Screen(size: Size(width: 812, height: 375), safeArea: EdgeInsets(left: 44, right: 44))
    _ = CoachMarkLayout.layout(
      CoachMark(), on: landscape,
      bodySize: {
        asked.append($0)
        return Size(width: 10, height: 10)
      }, arrowSize: nil)
    var narrow = CoachMark()
    narrow.maxWidth = 100
    _ = CoachMarkLayout.layout(
      narrow, on: phone,
      bodySize: {
        asked.append($0)
        return Size(width: 10, height: 10)
      }, arrowSize: nil)
    #expect(asked == [350, 100])
  }
}
