import Testing
import TourCore

@Suite("Screen lookup")
struct ScreenLookupTests {
  let screen = Screen(
    size: Size(width: 390, height: 844),
    views: [
      ScreenView(id: "search", frame: Rect(x: 16, y: 60, width: 358, height: 44)),
      ScreenView(
        id: "tabBar", frame: Rect(x: 0, y: 761, width: 390, height: 83),
        children: [
          ScreenView(id: "profile", frame: Rect(x: 292, y: 0, width: 98, height: 49)),
          ScreenView(id: "badge", frame: Rect(x: 10, y: 2, width: 20, height: 20)),
        ]),
      ScreenView(
        id: "header", frame: Rect(x: 0, y: 0, width: 390, height: 50),
        children: [
          ScreenView(id: "badge", frame: Rect(x: 350, y: 10, width: 20, height: 20))
        ]),
    ])

  @Test("a unique id names its view, wherever it is")
  func uniqueID() throws {
    #expect(try screen.resolve("profile") == ViewPath(indices: [1, 0], keyPath: "tabBar.profile"))
    #expect(try screen.resolve("search") == ViewPath(indices: [0], keyPath: "search"))
  }

  @Test("a key path names a view from the top")
  func keyPath() throws {
    #expect(try screen.resolve("header.badge") == ViewPath(indices: [2, 0], keyPath: "header.badge"))
    #expect(try screen.resolve("tabBar.badge").indices == [1, 1])
  }

  @Test("an id shared by several views is an error listing them")
  func ambiguous() {
    #expect(throws: ScreenError.ambiguousView("badge", matches: ["tabBar.badge", "header.badge"])) {
      try screen.resolve("badge")
    }
    #expect(
      ScreenError.ambiguousView("badge", matches: ["tabBar.badge", "header.badge"]).description
        == "ambiguous view 'badge' (matches 'tabBar.badge', 'header.badge'; use a key path)")
  }

  @Test("an unknown name is an error, with a close name when there is one")
  func unknown() {
    #expect(throws: ScreenError.unknownView("nope", suggestion: nil)) { try screen.resolve("nope") }
    #expect(ScreenError.unknownView("nope", suggestion: nil).description == "unknown view 'nope'")
    #expect(throws: ScreenError.unknownView("serach", suggestion: "search")) { try screen.resolve("serach") }
    #expect(
      ScreenError.unknownView("serach", suggestion: "search").description
        == "unknown view 'serach' (did you mean 'search'?)")
    #expect(throws: ScreenError.unknownView("tabBar.profil", suggestion: "tabBar.profile")) {
      try screen.resolve("tabBar.profil")
    }
  }

  @Test("a key path written without its top containers suggests the whole one, as a capture's deep paths need")
  func pathEndings() {
    let capture = Screen(
      size: Size(width: 390, height: 844),
      views: [
        ScreenView(
          id: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844),
          children: [
            ScreenView(
              id: "bottom_nav", frame: Rect(x: 0, y: 780, width: 390, height: 64),
              children: [
                ScreenView(id: "nav_cards", frame: Rect(x: 100, y: 0, width: 80, height: 64)),
                ScreenView(id: "nav_home", frame: Rect(x: 0, y: 0, width: 80, height: 64)),
              ])
          ])
      ])
    #expect(throws: ScreenError.unknownView("bottom_nav.nav_cards", suggestion: "root.bottom_nav.nav_cards")) {
      try capture.resolve("bottom_nav.nav_cards")
    }
  }

  @Test("frames convert to screen coordinates through every parent")
  func frames() throws {
    #expect(screen.frameOnScreen(try screen.resolve("tabBar.profile")) == Rect(x: 292, y: 761, width: 98, height: 49))
    #expect(screen.frameOnScreen(ViewPath(indices: [9], keyPath: "gone")) == nil)
  }

  @Test("setFrame moves a view in its parent's coordinates, and its children with it")
  func setFrame() throws {
    var screen = self.screen
    let moved = screen.setFrame(Rect(x: 0, y: 700, width: 390, height: 144), at: try screen.resolve("tabBar"))
    #expect(moved)
    #expect(screen.frameOnScreen(try screen.resolve("profile")) == Rect(x: 292, y: 700, width: 98, height: 49))
    let stale = screen.setFrame(.zero, at: ViewPath(indices: [0, 5], keyPath: "x"))
    #expect(!stale)
  }

  @Test("hit testing finds the deepest, topmost view, as UIKit does")
  func hitTest() {
    #expect(screen.hitTest(Point(x: 300, y: 780))?.keyPath == "tabBar.profile")
    #expect(screen.hitTest(Point(x: 100, y: 780))?.keyPath == "tabBar")
    #expect(screen.hitTest(Point(x: 100, y: 300)) == nil)
    // The top and left edges belong to a view, the bottom and right edges do not.
    #expect(screen.hitTest(Point(x: 16, y: 60))?.keyPath == "search")
    #expect(screen.hitTest(Point(x: 374, y: 80)) == nil)
  }

  @Test("children outside their parent are not hit, as in UIKit")
  func childOutsideParent() {
    let screen = Screen(
      size: Size(width: 100, height: 100),
      views: [
        ScreenView(
          id: "box", frame: Rect(x: 0, y: 0, width: 50, height: 50),
          children: [
            ScreenView(id: "outside", frame: Rect(x: 60, y: 60, width: 10, height: 10))
          ])
      ])
    #expect(screen.hitTest(Point(x: 65, y: 65)) == nil)
  }

  @Test("the safe area's bounds")
  func safeBounds() {
    let screen = Screen(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(screen.safeBounds == Rect(x: 0, y: 47, width: 390, height: 763))
  }
}
