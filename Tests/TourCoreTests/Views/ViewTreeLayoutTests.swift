import Testing
import TourCore

/// Custom view trees, laid out with exact numbers (0.5 em a character, 1.25 em lines).
@Suite("Custom view trees")
struct ViewTreeLayoutTests {
  let layout = ViewTreeLayout(measurer: ApproximateTextMetrics(advance: 0.5, lineSpacing: 1.25), direction: .leftToRight)

  @Test("a vertical stack: padding, spacing, widest child, leading alignment")
  func vertical() {
    let tree = ViewSpec(
      kind: .box(
        BoxStyle(padding: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12), spacing: 4),
        [
          ViewSpec(kind: .text("Search", TextStyle(size: 16))),
          ViewSpec(kind: .image("icon"), width: 20, height: 20),
        ]))
    let laidOut = layout.layout(tree, maxWidth: 200)
    // "Search" at 16: 6 × 8 = 48 wide, 20 high.
    #expect(laidOut.frame == Rect(x: 0, y: 0, width: 72, height: 64))
    #expect(laidOut.children.map(\.frame) == [Rect(x: 12, y: 10, width: 48, height: 20), Rect(x: 12, y: 34, width: 20, height: 20)])
  }

  @Test("a horizontal stack, centred across; text wraps to what is left")
  func horizontal() {
    let tree = ViewSpec(
      kind: .box(
        BoxStyle(axis: .horizontal, spacing: 8, alignment: .center),
        [
          ViewSpec(kind: .image("icon"), width: 20, height: 40),
          ViewSpec(kind: .text("one two three", TextStyle(size: 10))),
        ]))
    let laidOut = layout.layout(tree, maxWidth: 60)
    // 32 points are left for the text: "one two" (35) does not fit, so three lines.
    #expect(laidOut.children[1].content == .text(lines: ["one", "two", "three"], lineHeight: 12.5, TextStyle(size: 10)))
    #expect(laidOut.children.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 40), Rect(x: 28, y: 1.25, width: 25, height: 37.5)])
    #expect(laidOut.frame.size == Size(width: 53, height: 40))
  }

  @Test("trailing alignment, and right-to-left mirrors leading and trailing")
  func alignment() {
    let tree = ViewSpec(kind: .box(BoxStyle(alignment: .trailing), [ViewSpec(kind: .image("a"), width: 10, height: 10)]), width: 100)
    #expect(layout.layout(tree, maxWidth: 200).children[0].frame.minX == 90)
    let rtl = ViewTreeLayout(measurer: ApproximateTextMetrics(), direction: .rightToLeft)
    #expect(rtl.layout(tree, maxWidth: 200).children[0].frame.minX == 0)
  }

  @Test("a preferred size wins over the computed one")
  func preferredSize() {
    let tree = ViewSpec(kind: .box(BoxStyle(), [ViewSpec(kind: .text("x", TextStyle()))]), width: 150, height: 80)
    #expect(layout.layout(tree, maxWidth: 100).frame.size == Size(width: 150, height: 80))
  }
}
