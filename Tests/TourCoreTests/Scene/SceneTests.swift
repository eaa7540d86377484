import TestSupport
import Testing
import TourCore

/// What the engine says is on screen, instant by instant.
@Suite("Scenes")
struct SceneTests {
  func tour(_ configure: (SwiftTour) -> Void = { _ in }) -> SwiftTour {
    let screen = Screen(
      size: Size(width: 320, height: 480),
      views: [
        ScreenView(
          id: "list", frame: Rect(x: 0, y: 100, width: 320, height: 200),
          children: [
            ScreenView(id: "row", frame: Rect(x: 0, y: 44, width: 320, height: 44), label: "First row")
          ])
      ])
    let tour = SwiftTour(screen: screen)
    tour.count = 2
    configure(tour)
    return tour
  }

  func at(_ tour: SwiftTour, _ seconds: Double) -> Scene {
    tour.controller.timeline.advance(to: Instant(microseconds: Int64(seconds * 1_000_000)))
    return tour.controller.scene()
  }

  @Test("before the start: the app alone, its views flattened with their children's frames")
  func bare() {
    let scene = tour().controller.scene()
    #expect(scene.overlay == nil)
    #expect(scene.marks.isEmpty)
    #expect(scene.views.map(\.keyPath) == ["list", "list.row"])
    #expect(scene.views[0].childFrames == [Rect(x: 0, y: 144, width: 320, height: 44)])
    #expect(
      scene.views[1]
        == Scene.AppView(
          keyPath: "list.row", label: "First row", frame: Rect(x: 0, y: 144, width: 320, height: 44), fill: nil, depth: 1, childFrames: []))
  }

  @Test("the overlay fades in, then the mark appears and its cutout opens")
  func fades() {
    let tour = tour()
    tour.controller.start()
    let fading = at(tour, 0.15)
    #expect(fading.overlay?.alpha == 0.5)
    #expect(fading.marks.isEmpty)
    #expect(fading.overlay?.cutoutOpacity == 0)
    let appearing = at(tour, 0.45)
    #expect(appearing.overlay?.alpha == 1)
    #expect(abs(appearing.marks[0].state.alpha - 0.5) < 1e-6)
    #expect(appearing.overlay?.cutoutOpacity == 0.5)
    #expect(appearing.overlay?.cutouts == [.standard(around: Rect(x: 30, y: 30, width: 70, height: 20))])
    let shown = at(tour, 0.6)
    #expect(shown.marks[0].state == .identity)
    #expect(shown.overlay?.cutoutOpacity == 1)
    #expect(shown.overlay?.color == RGBAColor(red: 0xE8, green: 0xE8, blue: 0xE8, alpha: 0xA6))
    #expect(shown.animations.isEmpty)
  }

  @Test("the running animations are listed with their start")
  func animationsListed() {
    let tour = tour()
    tour.controller.start()
    #expect(at(tour, 0.1).animations == [RunningAnimation(subject: .overlayFadeIn, start: .zero, duration: TimeSpan(seconds: 0.3))])
    let appearing = at(tour, 0.4).animations
    #expect(appearing.map(\.subject) == [.mark(index: 1, .appearance)])
    #expect(appearing[0].start == Instant(microseconds: 300_000))
  }

  @Test("pauses: hideInstructions fades the whole tour, hideOverlay the overlay only")
  func pauses() {
    let tour = tour()
    tour.start()
    tour.controller.send(.pause(.hideInstructions))
    #expect(at(tour, 0.75).tourAlpha == 0.5)
    #expect(at(tour, 1).tourAlpha == 0)
    tour.controller.send(.resume)
    #expect(at(tour, 1.15).tourAlpha == 0.5)
    tour.controller.send(.pause(.hideOverlay))
    let hidden = at(tour, 2)
    #expect(hidden.overlay?.alpha == 0)
    #expect(hidden.tourAlpha == 1)
    #expect(hidden.marks.count == 1)
  }

  @Test("a skip fades the overlay and the mark out together")
  func ending() {
    let tour = tour()
    tour.start()
    tour.controller.send(.tapSkip)
    let ending = at(tour, 0.75)
    #expect(ending.overlay?.alpha == 0.5)
    #expect(ending.marks.map(\.state.alpha) == [0.5])
    #expect(at(tour, 1).overlay == nil)
  }

  @Test("a view moving over time is pictured where it is at each instant")
  func viewAnimation() throws {
    let tour = tour()
    tour.start()
    let path = try tour.controller.screen.resolve("row")
    tour.controller.simulatedApp.animateView(at: path, to: Rect(x: 0, y: 100, width: 320, height: 44), duration: TimeSpan(seconds: 1), curve: .linear)
    #expect(tour.controller.screen.frameOnScreen(path) == Rect(x: 0, y: 200, width: 320, height: 44))
    let midway = at(tour, 1.1)
    #expect(midway.views[1].frame == Rect(x: 0, y: 172, width: 320, height: 44))
    #expect(midway.viewAnimations.count == 1)
    #expect(at(tour, 2).viewAnimations.isEmpty)
  }

  @Test("the default body: border, inset fill, hint, separator, next label, in the palette's colours")
  func defaultBody() {
    let tour = tour {
      $0.views = { _, _ in
        MarkViews(
          body: ViewSpec(kind: .defaultBody(DefaultBodyContent(hint: "Hi", next: "OK"), DefaultViewStyle())),
          arrow: ViewSpec(kind: .defaultArrow(DefaultViewStyle())))
      }
      $0.controller.appearance = .dark
    }
    tour.start()
    let mark = tour.controller.scene().marks[0]
    let palette = DefaultPalette(.dark)
    #expect(mark.body.children.map(\.role) == ["background", "hint", "next", "separator"])
    guard case .box(let border, _, _, let radius) = mark.body.children[0].content,
      case .box(let inner, _, _, let innerRadius) = mark.body.children[0].children[0].content
    else {
      Issue.record("no background")
      return
    }
    #expect(border == palette.border)
    #expect(inner == palette.inner)
    #expect(radius == 8)
    #expect(innerRadius == 7.5)
    let body = mark.body.frame
    #expect(mark.body.children[0].children[0].frame == Rect(x: body.minX + 1, y: body.minY + 1, width: body.width - 2, height: body.height - 3))
    #expect(mark.arrow?.content == .arrow(.top, fill: palette.inner, border: palette.border))
  }

  @Test("a pressed body is drawn in the highlighted colours")
  func highlighted() {
    let tour = tour()
    tour.start()
    tour.controller.highlightedIndex = 1
    let mark = tour.controller.scene().marks[0]
    guard case .box(_, _, _, _) = mark.body.children[0].content,
      case .box(let inner, _, _, _) = mark.body.children[0].children[0].content
    else {
      Issue.record("no background")
      return
    }
    #expect(mark.isHighlighted)
    #expect(inner == DefaultPalette(.light).highlightedInner)
  }
}
