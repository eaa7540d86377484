import Testing
import TourCore

/// Several marks at once: no mark covers another or any of the group's cutouts.
@Suite("Group layout")
struct GroupLayoutTests {
  let screen = Screen(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

  func part(_ frame: Rect, body: Size = Size(width: 200, height: 60)) -> GroupLayout.Part {
    GroupLayout.Part(mark: CoachMark(around: frame), bodySize: { _ in body }, arrowSize: Size(width: 15, height: 9))
  }

  /// Whether no frame covers another frame or any cutout but its own.
  func isFree(_ layouts: [MarkLayout]) -> Bool {
    for (i, a) in layouts.enumerated() {
      for (j, b) in layouts.enumerated() where i != j {
        if i < j, a.frame.intersects(b.frame) { return false }
        if let cutout = b.cutout?.bounds, a.frame.intersects(cutout) { return false }
      }
    }
    return true
  }

  @Test("three buttons in a row, no room above or beside: the first mark below, the others away without arrows")
  func row() {
    let parts = [
      part(Rect(x: 16, y: 100, width: 100, height: 40)), part(Rect(x: 140, y: 100, width: 100, height: 40)),
      part(Rect(x: 270, y: 100, width: 100, height: 40)),
    ]
    let (layouts, problems) = GroupLayout.layout(parts, on: screen)
    #expect(problems == [GroupLayout.Problem(part: 2, kind: .awayFromCutout), GroupLayout.Problem(part: 3, kind: .awayFromCutout)])
    #expect(
      problems.map(\.description) == [
        "part 2 had to move away from its cutout, so it has no arrow", "part 3 had to move away from its cutout, so it has no arrow",
      ])
    #expect(isFree(layouts))
    #expect(layouts.map(\.arrowOrientation) == [.top, nil, nil])
    #expect(layouts.map(\.arrow) == [Rect(x: 58.5, y: 146, width: 15, height: 9), nil, nil])
    #expect(
      layouts.map(\.body) == [
        Rect(x: 20, y: 153, width: 200, height: 60), Rect(x: 90, y: 217, width: 200, height: 60),
        Rect(x: 170, y: 281, width: 200, height: 60),
      ])
  }

  @Test("a body whose text wraps is narrowed before it moves away, and keeps its arrow on its own button")
  func narrowed() {
    let wrapping = { (width: Double) in width >= 200 ? Size(width: 200, height: 60) : Size(width: width, height: (12_000 / width).rounded(.up)) }
    let parts = [
      Rect(x: 16, y: 100, width: 100, height: 40), Rect(x: 140, y: 100, width: 100, height: 40), Rect(x: 270, y: 100, width: 100, height: 40),
    ]
    .map { GroupLayout.Part(mark: CoachMark(around: $0), bodySize: wrapping, arrowSize: Size(width: 15, height: 9)) }
    let (layouts, problems) = GroupLayout.layout(parts, on: screen)
    #expect(problems == [GroupLayout.Problem(part: 3, kind: .awayFromCutout)])
    // Part 2 is 120 wide (100 tall) and slid right of part 1; its arrow is on the right of its
    // button (136…244), off the body's corner. Part 3 finds no room for 120 points beside it.
    #expect(
      layouts.map(\.body) == [
        Rect(x: 20, y: 153, width: 200, height: 60), Rect(x: 226, y: 153, width: 120, height: 100),
        Rect(x: 170, y: 257, width: 200, height: 60),
      ])
    #expect(layouts.compactMap(\.arrowTip) == [Point(x: 66, y: 146), Point(x: 233.5, y: 146)])
  }

  @Test("with room above, the second of two close buttons goes above")
  func otherSide() {
    let parts = [part(Rect(x: 16, y: 300, width: 100, height: 40)), part(Rect(x: 140, y: 300, width: 100, height: 40))]
    let (layouts, problems) = GroupLayout.layout(parts, on: screen)
    #expect(problems == [])
    #expect(layouts.map(\.arrowOrientation) == [.top, .bottom])
    #expect(layouts[1].body == Rect(x: 90, y: 227, width: 200, height: 60))
  }

  @Test("a mark that would cover another part's cutout moves away from it")
  func avoidsCutouts() {
    let parts = [part(Rect(x: 100, y: 300, width: 190, height: 40)), part(Rect(x: 140, y: 350, width: 110, height: 40))]
    let alone = CoachMarkLayout.place(parts[0].mark, on: screen, sizes: parts[0].sizes).layout
    #expect(alone.frame.intersects(parts[1].mark.cutoutPath!.bounds))
    let (layouts, problems) = GroupLayout.layout(parts, on: screen)
    #expect(problems == [])
    #expect(isFree(layouts))
    #expect(layouts.map(\.body) == [Rect(x: 95, y: 227, width: 200, height: 60), Rect(x: 95, y: 403, width: 200, height: 60)])
  }

  @Test("with no free place, the part keeps its own and is reported")
  func noPlace() {
    let small = Screen(size: Size(width: 240, height: 200))
    let parts = [
      part(Rect(x: 10, y: 60, width: 220, height: 40), body: Size(width: 200, height: 50)),
      part(Rect(x: 10, y: 110, width: 220, height: 40), body: Size(width: 200, height: 50)),
    ]
    let (layouts, problems) = GroupLayout.layout(parts, on: small)
    #expect(
      problems == [
        GroupLayout.Problem(part: 1, kind: .covers([.init(part: 2, cutout: true, mark: false)])),
        GroupLayout.Problem(part: 2, kind: .covers([.init(part: 1, cutout: true, mark: false)])),
      ])
    #expect(layouts.map(\.body) == [Rect(x: 20, y: 113, width: 200, height: 50), Rect(x: 20, y: 47, width: 200, height: 50)])
  }

  @Test("a mark alone is laid out as CoachMarkLayout lays it out")
  func alone() {
    let single = part(Rect(x: 16, y: 100, width: 100, height: 40))
    let (layouts, problems) = GroupLayout.layout([single], on: screen)
    #expect(problems == [])
    #expect(layouts == [CoachMarkLayout.place(single.mark, on: screen, sizes: single.sizes).layout])
  }
}
