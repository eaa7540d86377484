import TourCore

extension CheckRule {
  public static let targetScrolledAway = CheckRule(rawValue: "target-scrolled-away")
}

/// A mark's view that a scroll container hides when the mark shows.
struct TargetScrolledAwayRule: MarkRule {
  /// A screen whose list scrolls, with a row far down it, for the examples.
  static let listScreen =
    #"""
    screen = { width = 393, height = 852, views = { { id = "list", frame = { 0, 100, 393, 600 }, scroll = { contentSize = { 393, 2000 } }, \#
    children = { { id = "a", frame = { 16, 20, 361, 80 } }, { id = "b", frame = { 16, 1900, 361, 200 } } } } } },
    """#

  static let description = RuleDescription(
    id: .targetScrolledAway, severity: [.error, .warning],
    summary: "a mark's view is wholly (error) or partly (warning) hidden by its scroll container",
    finds:
      """
      the view a mark is about, when the mark shows, wholly (error) or partly (warning) outside a scroll container it is in: the mark says `scroll \
      = false`, or no scroll shows the view whole (it is larger than the container, or the content ends before it). A mark scrolls its view into \
      sight by itself unless it says `scroll = false`
      """,
    threshold: "0.5 pt", sources: [.init("MDN, Element.scrollIntoView()", "https://developer.mozilla.org/en-US/docs/Web/API/Element/scrollIntoView")],
    scopes: [.mark],
    triggering: [
      RuleExample(
        listScreen + """

          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "b", scroll = false } end,
          """,
        finds: ["error: mark 1's target is hidden by its scroll container 'list' (wholly); let the mark scroll (leave out scroll = false)"]),
      RuleExample(
        listScreen + """

          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "b" } end,
          """,
        finds: [
          """
          warning: mark 1's target cannot be scrolled whole into sight: 100 pt at the bottom stays outside 'list'; give the list's content room for \
          it
          """
        ]),
    ],
    passing: [
      RuleExample(
        listScreen + """

          numberOfCoachMarks = 1,
          coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
          """)
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    zip(mark.mark.parts, mark.shown.scrollClippings).compactMap { part, clipping in
      guard let clipping else { return nil }
      let container = clipping.container.keyPath
      let frame = mark.shown.targets.first ?? nil
      guard part.scrollsIntoView else {
        return mark.finding(
          .targetScrolledAway, clipping.isWhole ? .error : .warning,
          """
          mark \(mark.index)'s target is hidden by its scroll container '\(container)' (\(clipping.hiddenPart)); let the mark scroll (leave out \
          scroll = false)
          """,
          "target", frame: frame)
      }
      return mark.finding(
        .targetScrolledAway, clipping.isWhole ? .error : .warning,
        """
        mark \(mark.index)'s target cannot be scrolled whole into sight: \(clipping.sides) stays outside '\(container)'; give the \(container)'s \
        content room for it
        """,
        "target", frame: frame)
    }
  }
}
