import Testing
import TourCore

/// The promises of API.md section 3, with exact numbers. Unless a test says
/// otherwise: a 200 × 60 body known only by its size, and the 15 × 9 arrow (9 × 15 beside).
@Suite("Layout promises")
struct LayoutPromisesTests {
  let sizes = MarkSizes(body: { _ in Size(width: 200, height: 60) }, arrow: Size(width: 15, height: 9))

  func place(_ mark: CoachMark, on screen: Screen, sizes: MarkSizes? = nil) -> CoachMarkLayout.Placement {
    CoachMarkLayout.place(mark, on: screen, sizes: sizes ?? self.sizes)
  }

  @Test("1. a body taller than the safe area lies on the screen, and a note says by how much")
  func tooTall() {
    let short = Screen(size: Size(width: 320, height: 400), safeArea: EdgeInsets(top: 8, bottom: 211))
    let placement = place(CoachMark(), on: short, sizes: MarkSizes(body: { _ in Size(width: 200, height: 334) }, arrow: nil))
    #expect(placement.layout.body == Rect(x: 60, y: 0, width: 200, height: 334))
    #expect(placement.notes == [.tooTall(height: 334, safeHeight: 181)])
    #expect(placement.notes[0].message("mark 2") == "mark 2 is 334 pt tall; the safe area is 181 pt")
    let tiny = Screen(size: Size(width: 320, height: 197), safeArea: EdgeInsets(top: 8, bottom: 8))
    #expect(place(CoachMark(), on: tiny, sizes: MarkSizes(body: { _ in Size(width: 200, height: 334) }, arrow: nil)).layout.body.minY == 0)
  }

  @Test("2. a view under the status bar keeps its arrow: the mark sits at the safe area's top")
  func statusBar() {
    let phone = Screen(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    let placement = place(CoachMark(around: Rect(x: 24, y: 0, width: 60, height: 44)), on: phone)
    #expect(placement.notes == [])
    #expect(placement.layout.arrowOrientation == .top)
    #expect(placement.layout.arrow == Rect(x: 46.5, y: 59, width: 15, height: 9))
    #expect(placement.layout.body == Rect(x: 20, y: 66, width: 200, height: 60))
    #expect(placement.layout.arrowTip == Point(x: 54, y: 59))
  }

  @Test("5. a sidebar as tall as the screen: the mark goes beside it, on the side with more room")
  func beside() {
    let landscape = Screen(size: Size(width: 844, height: 390))
    let left = place(CoachMark(around: Rect(x: 0, y: 0, width: 300, height: 390)), on: landscape)
    #expect(left.notes == [])
    #expect(left.layout.arrowOrientation == .left)
    #expect(left.layout.body == Rect(x: 313, y: 165, width: 200, height: 60))
    #expect(left.layout.arrow == Rect(x: 306, y: 187.5, width: 9, height: 15))
    #expect(left.layout.frame == Rect(x: 306, y: 165, width: 207, height: 60))
    #expect(left.layout.arrowTip == Point(x: 306, y: 195))
    let pad = Screen(size: Size(width: 1024, height: 768))
    let right = place(CoachMark(around: Rect(x: 704, y: 0, width: 320, height: 768)), on: pad)
    #expect(right.layout.arrowOrientation == .right)
    #expect(right.layout.body == Rect(x: 491, y: 354, width: 200, height: 60))
    #expect(right.layout.arrow == Rect(x: 689, y: 376.5, width: 9, height: 15))
    #expect(right.layout.arrowTip == Point(x: 698, y: 384))
  }

  @Test("5. with as much room on both sides, the mark goes the way the text reads")
  func besideTie() {
    let mark = CoachMark(around: Rect(x: 372, y: 0, width: 100, height: 390))
    let ltr = Screen(size: Size(width: 844, height: 390))
    let rtl = Screen(size: Size(width: 844, height: 390), layoutDirection: .rightToLeft)
    #expect(place(mark, on: ltr).layout.arrowOrientation == .left)
    #expect(place(mark, on: rtl).layout.arrowOrientation == .right)
  }

  @Test("5. a preset side that does not fit is replaced, with a note; beside needs a readable width")
  func presetBeside() {
    let phone = Screen(size: Size(width: 320, height: 480))
    var mark = CoachMark(around: Rect(x: 280, y: 200, width: 30, height: 30))
    mark.arrowOrientation = .left
    let placement = place(mark, on: phone)
    #expect(placement.layout.arrowOrientation == .right)
    #expect(placement.layout.body == Rect(x: 67, y: 185, width: 200, height: 60))
    #expect(placement.notes == [.presetSideReplaced(preset: .left, used: .right)])
    // A text body is not squeezed beside a cutout below the readable width: it goes over it.
    let wraps = MarkSizes(body: { Size(width: min($0, 300), height: 18 * (300 / min($0, 300)).rounded(.up)) }, arrow: Size(width: 15, height: 9))
    let wide = CoachMark(around: Rect(x: 110, y: 0, width: 100, height: 480))
    let over = place(wide, on: phone, sizes: wraps)
    #expect(over.layout.arrowOrientation == nil)
    #expect(over.notes == [.noSideFits])
    #expect(over.notes[0].message("mark 4") == "mark 4 has no room beside its cutout on any side; it is shown over it, without an arrow")
  }

  @Test("3. the arrow keeps off the body's rounded corners; the body moves into the margin to keep it on the point")
  func corners() {
    let phone = Screen(size: Size(width: 320, height: 480))
    let rounded = MarkSizes(body: { _ in Size(width: 200, height: 60) }, arrow: Size(width: 15, height: 9), cornerRadius: 8)
    let near = place(CoachMark(around: Rect(x: 20, y: 100, width: 20, height: 20)), on: phone, sizes: rounded).layout
    #expect(near.body.minX == 14.5)
    #expect(near.arrow?.minX == 22.5)
    // At the screen's edge the body can go no further: the arrow stops at the corner.
    let edge = place(CoachMark(around: Rect(x: 0, y: 100, width: 4, height: 20)), on: phone, sizes: rounded).layout
    #expect(edge.body.minX == 12)
    #expect(edge.arrow?.minX == 20)
    // A body known only by its size has no corners: Instructions' rule.
    #expect(place(CoachMark(around: Rect(x: 20, y: 100, width: 20, height: 20)), on: phone).layout.body.minX == 20)
    // A body narrower than the arrow and both corners keeps the arrow within it.
    let narrow = MarkSizes(body: { _ in Size(width: 20, height: 30) }, arrow: Size(width: 15, height: 9), cornerRadius: 8)
    #expect(place(CoachMark(around: Rect(x: 150, y: 100, width: 20, height: 20)), on: phone, sizes: narrow).layout.arrow?.minX == 152.5)
  }

  @Test("8. a cutout wholly off the screen: centred, no arrow, a note")
  func offScreen() {
    let phone = Screen(size: Size(width: 320, height: 480))
    let placement = place(CoachMark(around: Rect(x: 400, y: 100, width: 40, height: 40)), on: phone)
    #expect(placement.layout.arrow == nil)
    #expect(placement.layout.body == Rect(x: 60, y: 210, width: 200, height: 60))
    #expect(placement.notes == [.cutoutOffScreen])
  }

  @Test("9. margins that leave no width are dropped, with a note")
  func noWidth() {
    var mark = CoachMark()
    mark.horizontalMargin = 500
    let placement = place(mark, on: Screen(size: Size(width: 390, height: 844)))
    #expect(placement.layout.body == Rect(x: 95, y: 392, width: 200, height: 60))
    #expect(placement.notes == [.noWidth(margin: 500, screenWidth: 390)])
  }

  @Test("the skip view takes the first free corner, trailing first; one constraintsForSkipView gives is kept")
  func skip() {
    let phone = Screen(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))
    let size = Size(width: 70, height: 40)
    #expect(
      SkipViewPlacement.corners(size: size, on: phone) == [
        Rect(x: 313, y: 61, width: 70, height: 40), Rect(x: 10, y: 61, width: 70, height: 40),
        Rect(x: 313, y: 776, width: 70, height: 40), Rect(x: 10, y: 776, width: 70, height: 40),
      ])
    let plus = Rect(x: 337, y: 57, width: 48, height: 48)
    #expect(SkipViewPlacement.place(size: size, on: phone, given: nil, avoiding: [plus]) == (Rect(x: 10, y: 61, width: 70, height: 40), false))
    let rtl = Screen(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34), layoutDirection: .rightToLeft)
    #expect(
      SkipViewPlacement.place(size: size, on: rtl, given: nil, avoiding: [Rect(x: 8, y: 57, width: 48, height: 48)]).frame
        == Rect(x: 313, y: 61, width: 70, height: 40))
    let given = Rect(x: 330, y: 60, width: 50, height: 30)
    #expect(SkipViewPlacement.place(size: size, on: phone, given: given, avoiding: [plus]) == (given, true))
    let everywhere = Rect(x: 0, y: 0, width: 393, height: 852)
    #expect(SkipViewPlacement.place(size: size, on: phone, given: nil, avoiding: [everywhere]) == (Rect(x: 313, y: 61, width: 70, height: 40), true))
  }
}
