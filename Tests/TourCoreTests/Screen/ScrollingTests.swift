import Testing
import TourCore

/// Scroll containers in the screen model: children in the content's coordinates, found and hit
/// where the offset puts them, scrolled into sight as `scrollIntoView({block: "nearest"})`
/// does, nested containers innermost first, and what stays hidden.
@Suite("scroll containers")
struct ScrollingTests {
  /// A list 600 tall at y 100 over 2000 of content, scrolled to 300; in it a carousel 200 tall
  /// at content y 1000 that scrolls sideways over 1200, with a card at content x 900.
  func screen() -> Screen {
    let card = ScreenView(id: "card", frame: Rect(x: 900, y: 20, width: 160, height: 160))
    let carousel = ScreenView(
      id: "carousel", frame: Rect(x: 0, y: 1000, width: 390, height: 200), children: [card],
      scroll: ScrollArea(contentSize: Size(width: 1200, height: 200)))
    let row = ScreenView(id: "row", frame: Rect(x: 16, y: 320, width: 358, height: 80))
    let list = ScreenView(
      id: "list", frame: Rect(x: 0, y: 100, width: 390, height: 600), children: [row, carousel],
      scroll: ScrollArea(contentSize: Size(width: 390, height: 2000), offset: Point(x: 0, y: 300)))
    return Screen(size: Size(width: 390, height: 844), views: [list])
  }

  @Test("a child is on screen at its parent's origin less the offset, and hit there")
  func frames() throws {
    let screen = screen()
    let row = try screen.resolve("row")
    #expect(screen.frameOnScreen(row) == Rect(x: 16, y: 120, width: 358, height: 80))
    #expect(screen.hitTest(Point(x: 20, y: 150))?.keyPath == "list.row")
    // Below the list's frame a child's content is not hit: it is not seen.
    #expect(screen.hitTest(Point(x: 20, y: 790))?.keyPath == nil)
  }

  @Test("the nearest scroll: none when seen, else the near edge to the view's edge, the start when larger, within the content")
  func nearest() {
    let area = ScrollArea(contentSize: Size(width: 390, height: 2000), offset: Point(x: 0, y: 300))
    let size = Size(width: 390, height: 600)
    #expect(area.nearestOffset(showing: Rect(x: 0, y: 400, width: 10, height: 100), viewSize: size) == Point(x: 0, y: 300))
    #expect(area.nearestOffset(showing: Rect(x: 0, y: 1000, width: 10, height: 100), viewSize: size) == Point(x: 0, y: 500))
    #expect(area.nearestOffset(showing: Rect(x: 0, y: 100, width: 10, height: 100), viewSize: size) == Point(x: 0, y: 100))
    #expect(area.nearestOffset(showing: Rect(x: 0, y: 1000, width: 10, height: 900), viewSize: size) == Point(x: 0, y: 1000))
    #expect(area.nearestOffset(showing: Rect(x: 0, y: 1950, width: 10, height: 100), viewSize: size) == Point(x: 0, y: 1400))
  }

  @Test("nested containers scroll innermost first, each with the view's padding")
  func nested() throws {
    var screen = screen()
    let card = try screen.resolve("card")
    let steps = screen.scrolls(toShow: card, padding: 4)
    #expect(
      steps == [
        ScrollStep(path: ViewPath(indices: [0, 1], keyPath: "list.carousel"), from: .zero, to: Point(x: 674, y: 0)),
        ScrollStep(path: ViewPath(indices: [0], keyPath: "list"), from: Point(x: 0, y: 300), to: Point(x: 0, y: 584)),
      ])
    for step in steps { screen.setScrollOffset(step.to, at: step.path) }
    #expect(screen.frameOnScreen(card) == Rect(x: 226, y: 536, width: 160, height: 160))
    #expect(screen.scrollClipping(of: card) == nil)
    #expect(screen.scrolls(toShow: card, padding: 4) == [])
  }

  @Test("what stays hidden: the part outside the innermost container that hides it")
  func clipping() throws {
    let screen = screen()
    let card = try screen.resolve("card")
    let clipping = try #require(screen.scrollClipping(of: card))
    #expect(clipping.container.keyPath == "list.carousel")
    #expect(clipping.sides == "670 pt at the right")
    #expect(clipping.isWhole)
    #expect(clipping.hiddenPart == "wholly")
    #expect(screen.scrollClipping(of: try screen.resolve("row")) == nil)
  }
}
