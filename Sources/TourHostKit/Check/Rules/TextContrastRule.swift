import TourCore
import TourRender

extension CheckRule {
  public static let textContrast = CheckRule(rawValue: "text-contrast")
}

/// Text under WCAG's contrast ratio against what is drawn under it.
struct TextContrastRule: MarkRule {
  static let description = RuleDescription(
    id: .textContrast, severity: RuleSeverities([.error], note: "review over a blur or a picture"),
    summary: "text under 4.5:1 against what is behind it (3:1 for large text), WCAG 1.4.3",
    finds:
      """
      every drawn text (default bodies, the skip view, custom views) against the boxes under it, composited over the overlay and the app's \
      background when translucent, under 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold). The ratio is not rounded and the test is `≥`: \
      `#767676` on white passes at 4.54, `#777777` fails at 4.48. Over a blurred overlay or a picture the check cannot know what is behind: review
      """,
    threshold: "4.5:1 (3:1 large), WCAG's relative luminance",
    sources: [.init("WCAG 1.4.3 Contrast (Minimum)", "https://www.w3.org/TR/WCAG22/#contrast-minimum")],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Read \
        me", color = "#777777" } } } } end,
        """,
        finds: [
          "error: the text is 4.47:1 against its background (#777777 on #FFFFFF); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its background"
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Read \
        me", size = 18, color = "#959595" } } } } end,
        """,
        finds: [
          "error: the text is 2.99:1 against its background (#959595 on #FFFFFF); needs 3:1 (WCAG 1.4.3); darken the text or lighten its background"
        ]),
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Read \
        me", color = "#767676" } } } } end,
        """),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Read \
        me", size = 18, color = "#949494" } } } } end,
        """),
    ],
    review: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        willShow = function(ctl) ctl.overlay.blurEffectStyle = "dark" end,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF80", padding = 10, children = { { kind = "text", text = \
        "Read me", color = "#777777" } } } } end,
        """,
        finds: [
          """
          review: the text is 4.11:1 against its background (#777777 on #F5F5F6); needs 4.5:1 (WCAG 1.4.3); darken the text or lighten its \
          background
          """
        ])
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    let behind = behindColor(mark.scene)
    return mark.texts.compactMap { drawn in
      guard !drawn.under.isEmpty else { return nil }
      // The layers composited exactly, the text over them, each rounded once as the screen
      // shows it.
      let background = drawn.under.reduce(behind) { Contrast.composite($1, over: $0) }
      let color = Contrast.composite(drawn.text.color, over: background).shown
      let shownBackground = background.shown
      let ratio = Contrast.ratio(color, shownBackground)
      let large = Contrast.isLarge(size: drawn.text.fontSize, bold: drawn.text.bold)
      guard ratio < (large ? 3.0 : 4.5) else { return nil }
      let name = drawn.element == "skip" ? "skip view's title" : drawn.element
      let severity: CheckSeverity = mark.scene.overlay?.blur != nil || mark.scene.image != nil ? .review : .error
      let shownRatio = String(printf: "%.2f", (ratio * 100).rounded(.down) / 100)
      // Away from the background: a text as light as it goes darker on a light one.
      let (text, under) = (Contrast.luminance(color), Contrast.luminance(shownBackground))
      let fix =
        text < under || (text == under && under > 0.5)
        ? "darken the text or lighten its background" : "lighten the text or darken its background"
      return mark.finding(
        .textContrast, severity,
        "the \(name) is \(shownRatio):1 against its background (\(color.hex.prefix(7)) on \(shownBackground.hex.prefix(7))); needs \(large ? "3" : "4.5"):1 (WCAG 1.4.3); \(fix)",
        drawn.element, line: mark.line(of: drawn.element), frame: drawn.node.frame)
    }
  }

  private static let lightBackground = AppPalette(.light).backgroundColor
  private static let darkBackground = AppPalette(.dark).backgroundColor

  /// What lies behind the mark: the app's background under the overlay's colour, exact.
  private static func behindColor(_ scene: Scene) -> Contrast.Exact {
    let app = Contrast.Exact(scene.appearance == .dark ? darkBackground : lightBackground)
    guard let overlay = scene.overlay else { return app }
    return Contrast.composite(overlay.color, over: app)
  }
}
