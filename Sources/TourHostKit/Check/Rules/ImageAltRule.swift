import TourCore

extension CheckRule {
  public static let imageAlt = CheckRule(rawValue: "image-alt")
}

/// A bubble's picture without alt text.
struct ImageAltRule: MarkRule {
  static let description = RuleDescription(
    id: .imageAlt, severity: [.error],
    summary: "a bubble's picture has no alt text (WCAG 1.1.1)",
    finds:
      """
      a bubble's leading picture (`image =`) without `alt` (and not `decorative = true`), and a picture in a hint or a title written `![](file)`: a \
      screen reader says nothing of it, or its file name
      """,
    sources: [
      .init("WCAG 1.1.1 Non-text Content", "https://www.w3.org/TR/WCAG22/#non-text-content"),
      .init("markdownlint MD045: images should have alternate text", "https://github.com/DavidAnson/markdownlint/blob/main/doc/md045.md"),
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function(ctl, index, mark) return ctl.helper:makeDefaultCoachViews { image = "dot.png", hint = "See ![](dot.png) \
        here.", next = "Next" } end,
        """, pictures: ["dot.png"],
        finds: [
          "error: mark 1's picture 'dot.png' in the hint has no alt text; write ![what it shows](dot.png)",
          "error: mark 1's picture 'dot.png' has no alt text; give it alt = \"what it shows\" (or decorative = true)",
        ])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function(ctl, index, mark) return ctl.helper:makeDefaultCoachViews { image = { file = "dot.png", alt = "A red dot" }, \
        hint = "See ![the dot](dot.png) here.", next = "Next" } end,
        """, pictures: ["dot.png"])
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    var found: [RawFinding] = []
    func walk(_ node: SceneNode) {
      if case .picture(let file, _, nil) = node.content {
        found.append(
          mark.finding(
            .imageAlt, .error, "mark \(mark.index)'s picture '\(file)' has no alt text; give it alt = \"what it shows\" (or decorative = true)",
            "image", line: mark.viewsLine, frame: node.frame))
      }
      if case .text(let text) = node.content {
        for fragment in (text.fragments ?? []).joined() where fragment.image != nil && fragment.text.isEmpty {
          let file = fragment.image ?? ""
          let place = node.role == "heading" ? "title" : node.role ?? "text"
          found.append(
            mark.finding(
              .imageAlt, .error, "mark \(mark.index)'s picture '\(file)' in the \(place) has no alt text; write ![what it shows](\(file))", place,
              line: mark.viewsLine, frame: node.frame))
        }
      }
      for child in node.children { walk(child) }
    }
    for part in mark.scene.marks where part.index == mark.index { walk(part.body) }
    return found
  }
}
