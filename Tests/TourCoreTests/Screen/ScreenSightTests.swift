import Testing

@testable import TourCore

/// Whether a person can see a view, as a declared `onMissing` policy asks.
@Suite("A view in sight")
struct ScreenSightTests {
  static let screen = Screen(
    size: Size(width: 390, height: 844), safeArea: .zero,
    views: [
      ScreenView(
        id: "list", frame: Rect(x: 0, y: 100, width: 390, height: 400),
        children: [
          ScreenView(id: "row", frame: Rect(x: 0, y: 900, width: 390, height: 60)),
          ScreenView(id: "lost", frame: Rect(x: 0, y: 1300, width: 390, height: 60)),
        ],
        scroll: ScrollArea(contentSize: Size(width: 390, height: 1200))),
      ScreenView(id: "buy", frame: Rect(x: 20, y: 600, width: 100, height: 44)),
      ScreenView(id: "dot", frame: Rect(x: 20, y: 700, width: 0, height: 0)),
      ScreenView(id: "away", frame: Rect(x: 20, y: 900, width: 100, height: 44)),
      ScreenView(id: "glass", frame: Rect(x: 0, y: 100, width: 390, height: 200)),
      ScreenView(
        id: "sheet", frame: Rect(x: 0, y: 560, width: 390, height: 100),
        children: [ScreenView(id: "ok", frame: Rect(x: 10, y: 10, width: 80, height: 80))],
        fill: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)),
    ])

  @Test("there, of no size, out of reach of a scroll or off the screen, covered by a surface; a frameless view above does not cover")
  func problems() {
    let screen = Self.screen
    #expect(screen.sightProblem("row") == nil)
    #expect(screen.sightProblem("nope") == "it is not on the screen")
    #expect(screen.sightProblem("dot") == "it has no size")
    #expect(screen.sightProblem("lost") == "it is outside 'list''s content, where no scroll reaches")
    #expect(screen.sightProblem("away") == "it is outside the screen")
    #expect(screen.sightProblem("buy") == "'sheet' covers it")
    #expect(screen.sightProblem("ok") == nil)
    #expect(screen.sightProblem("list") == nil)
  }
}
