import TestSupport
import Testing
import TourCore
import TourRender

/// The SVG of scenes that show every kind of thing a tour draws, compared with golden files
/// (re-record with RECORD_GOLDENS=1). Text is measured with DejaVu Sans, as `tourhost` does.
@Suite("SVG goldens")
struct GoldenSceneTests {
  static let font = FontMetrics.dejaVuSans()

  /// A 320×480 phone with a few views, and `fields` added to the tour.
  static func tour(_ fields: String, marks: Int = 1, coachMarkAt: String = "ctl.helper:makeCoachMark { view = 'search' }") -> String {
    """
    return {
      screen = { width = 320, height = 480, safeArea = { top = 20, bottom = 20 }, views = {
        { id = "header", frame = { 0, 20, 320, 44 }, children = { { id = "title", frame = { 16, 8, 180, 28 } } } },
        { id = "search", frame = { 16, 76, 288, 36 } },
        { id = "card", frame = { 16, 128, 288, 120 } },
        { id = "play", frame = { 130, 280, 60, 60 } },
        { id = "tabBar", frame = { 0, 410, 320, 50 }, children = {
          { id = "home", frame = { 0, 0, 160, 50 } }, { id = "profile", frame = { 160, 0, 160, 50 } } } },
      } },
      numberOfCoachMarks = \(marks),
      coachMarkAt = function(ctl, index) return \(coachMarkAt) end,
      \(fields)
    }
    """
  }

  /// Runs a tour until its first mark shows and returns the SVG of that moment.
  func svg(_ source: String, inputs: [String] = [], configure: (ScriptRun) -> Void = { _ in }) throws -> String {
    let font = try #require(Self.font, "DejaVu Sans is not installed (scripts/setup installs fonts-dejavu-core)")
    let run = try ScriptRun(source, text: TextStack(fonts: font))
    configure(run)
    run.start()
    for line in inputs { run.input(line) }
    #expect(run.errors == [])
    return SVGRenderer(fonts: font).render(run.controller.scene())
  }

  func check(_ name: String, _ svg: String) {
    if let difference = Golden.check(svg, named: name + ".svg", in: "Goldens") { Issue.record(Comment(rawValue: difference)) }
  }

  @Test("each next label position", arguments: NextLabelPosition.allCases)
  func nextLabelPositions(_ position: NextLabelPosition) throws {
    check(
      "next-\(position.rawValue)",
      try svg(
        Self.tour(
          """
          coachMarkViewsAt = function(ctl, index, mark)
            return ctl.helper:makeDefaultCoachViews {
              arrowOrientation = mark.arrowOrientation, hint = "Search every aisle at once.", next = "Got it",
              nextLabelPosition = "\(position.rawValue)",
            }
          end,
          """)))
  }

  @Test("the arrow pointing up (mark below) and down (mark above)")
  func arrows() throws {
    let views = """
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Your profile", next = "OK" }
      end,
      """
    check("arrow-top", try svg(Self.tour(views)))
    check("arrow-bottom", try svg(Self.tour(views, coachMarkAt: "ctl.helper:makeCoachMark { view = 'tabBar.profile' }")))
  }

  @Test("an oval and a polygon cutout")
  func cutouts() throws {
    let views = """
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Play the lesson." }
      end,
      """
    check(
      "cutout-oval",
      try svg(
        Self.tour(
          views,
          coachMarkAt: """
            ctl.helper:makeCoachMark { view = 'play', cutoutPath = function(f) return tour.path.oval(tour.rect(f.x - 8, f.y - 8, f.width + 16, f.height + 16)) end }
            """)))
    check(
      "cutout-polygon",
      try svg(
        Self.tour(
          views,
          coachMarkAt: """
            ctl.helper:makeCoachMark { view = 'play', cutoutPath = tour.path.polygon { { 160, 262 }, { 208, 310 }, { 160, 358 }, { 112, 310 } } }
            """)))
  }

  @Test("a blurred overlay, and its fall-back colour with reduce transparency")
  func blur() throws {
    let fields = "overlay = { blurEffectStyle = 'dark' },"
    check("overlay-blur", try svg(Self.tour(fields)))
    check(
      "overlay-blur-reduced",
      try svg(Self.tour(fields).replacingOccurrences(of: "width = 320, height = 480,", with: "width = 320, height = 480, reduceTransparency = true,"))
    )
  }

  @Test("dark appearance")
  func dark() throws {
    check(
      "appearance-dark",
      try svg(
        Self.tour(
          """
          appearance = "dark",
          skipView = { title = "Skip" },
          coachMarkViewsAt = function(ctl, index, mark)
            return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search", next = "Next" }
          end,
          """)))
  }

  @Test("right-to-left: the next label and the skip view swap sides")
  func rightToLeft() throws {
    check(
      "layout-rtl",
      try svg(
        Self.tour(
          """
          skipView = { title = "تخطى" },
          coachMarkViewsAt = function(ctl, index, mark)
            return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "ابحث في كل الممرات", next = "التالي" }
          end,
          """
        ).replacingOccurrences(of: "width = 320, height = 480,", with: "width = 320, height = 480, layoutDirection = 'rtl',")))
  }

  @Test("a custom body: a tree of rects, texts and an image")
  func customBody() throws {
    check(
      "custom-body",
      try svg(
        Self.tour(
          """
          coachMarkViewsAt = function(ctl, index, mark)
            return {
              body = { kind = "rect", fill = "#0A84FFFF", cornerRadius = 14, padding = { 12, 16 }, spacing = 6, children = {
                { kind = "rect", axis = "horizontal", spacing = 8, alignment = "center", children = {
                  { kind = "image", name = "search.png", width = 20, height = 20 },
                  { kind = "text", text = "Search", size = 17, weight = "bold", color = "#FFFFFFFF" },
                } },
                { kind = "text", text = "Type a product, an aisle, or a brand.", size = 14, color = "#FFFFFFE6" },
              } },
              arrow = { kind = "defaultArrow", innerColor = "#0A84FFFF", borderColor = "#0A84FFFF" },
            }
          end,
          """)))
  }

  @Test("the skip view, default and styled, and where constraintsForSkipView puts it")
  func skipView() throws {
    check("skip-default", try svg(Self.tour("skipView = { title = 'Skip' },")))
    check(
      "skip-styled",
      try svg(
        Self.tour(
          """
          skipView = { title = "Skip tour", innerColor = "#1C1C1EFF", borderColor = "#1C1C1EFF", textColor = "#FFFFFFFF", titleSize = 15 },
          constraintsForSkipView = function(ctl, view, parent) return { 100, parent.height - 60, 120, 40 } end,
          """)))
  }

  @Test("ornaments over the overlay, under the mark")
  func ornaments() throws {
    check(
      "ornaments",
      try svg(
        Self.tour(
          """
          configureOrnamentsOfOverlay = function(ctl, ornaments)
            ornaments[#ornaments + 1] = { kind = "text", text = "Welcome to the store", size = 22, weight = "bold", color = "#1C1C1EFF", frame = { 16, 300, 288, 30 } }
            ornaments[#ornaments + 1] = { kind = "rect", fill = "#34C759FF", cornerRadius = 4, frame = { 16, 336, 60, 8 } }
          end,
          """)))
  }

  @Test("a mark shown over its cutout")
  func overCutout() throws {
    check(
      "mark-over-cutout",
      try svg(
        Self.tour(
          """
          coachMarkViewsAt = function(ctl, index, mark)
            return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "This card shows your list.", next = "OK" }
          end,
          """, coachMarkAt: "ctl.helper:makeCoachMark { view = 'card', isDisplayedOverCutoutPath = true }")))
  }

  @Test("a highlighted mark (its body pressed)")
  func highlighted() throws {
    check(
      "mark-highlighted",
      try svg(
        Self.tour(
          """
          coachMarkViewsAt = function(ctl, index, mark)
            return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search", next = "Next" }
          end,
          """)
      ) { $0.controller.highlightedIndex = 1 })
  }

  @Test("a mark in the middle of its appearance: transform and opacity")
  func midAnimation() throws {
    let font = try #require(Self.font)
    let run = try ScriptRun(
      Self.tour(
        """
        coachMarkViewsAt = function(ctl, index, mark)
          return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Search every aisle", next = "Next" }
        end,
        fetchAppearanceTransition = function(ctl, view, index, manager)
          manager.parameters.duration = 1
          manager.parameters.curve = "linear"
          manager:animate { alpha = 1, scale = 1, rotation = 0, translation = { 0, 0 },
            fromInitialState = { alpha = 0, scale = 0.5, rotation = -10, translation = { 0, 40 } } }
        end,
        """), text: TextStack(fonts: font))
    run.session.start()
    run.session.timeline.advance(to: Instant(microseconds: 800_000))
    check("mark-appearing", SVGRenderer(fonts: font).render(run.controller.scene()))
  }
}
