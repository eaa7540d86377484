import TourCore

extension CheckRule {
  public static let textClipped = CheckRule(rawValue: "text-clipped")
}

/// Text that does not fit its box, or a word broken across lines.
struct TextClippedRule: MarkRule {
  static let description = RuleDescription(
    id: .textClipped, severity: [.error, .warning], summary: "text that does not fit its box, or a word broken across lines",
    finds:
      """
      a text box shorter than its lines or narrower than its widest line, which cuts the text, and a hint cut with an ellipsis because the mark \
      would not fit even the whole screen (error; the mark stays on the screen and a screen reader reads the hint whole); a word broken inside to \
      fit, where the line breaking rules of Unicode (UAX #14) allow no break (warning)
      """,
    threshold: "0.5 pt",
    sources: [
      .init("WCAG 1.4.4 Resize Text", "https://www.w3.org/TR/WCAG22/#resize-text"),
      .init("Apple HIG, Typography: keep truncation to a minimum", "https://developer.apple.com/design/human-interface-guidelines/typography"),
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "text", text = "Everything you bought, in one place", width = 120, height = 20, \
        color = "#000000" } } end,
        """,
        finds: ["error: the body needs 52.38 pt of height; its box is 20: let the box grow (no fixed height) or shorten the text"]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.maxWidth = 100; return m end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Zahlungsempfängerkonto" } end,
        """,
        finds: ["warning: 'Zahlungsempfängerkonto' is broken inside, after 'Zahlungs', to fit; give the text more width or use a shorter word"]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) local m = ctl.helper:makeCoachMark { view = "a" }; m.maxWidth = 160; return m end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = string.rep("Swipe to see more. ", 40) } end,
        """, finds: ["error: the hint is cut after 42 of its 54 lines to fit the 393×852 screen at L: shorten it"]),
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function() return { body = { kind = "text", text = "Everything you bought, in one place", width = 120, color = \
        "#000000" } } end,
        """)
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    var found: [RawFinding] = []
    for drawn in mark.texts {
      let (node, text, element) = (drawn.node, drawn.text, drawn.element)
      let line = mark.line(of: element)
      let name = element == "skip" ? "skip view's title" : element
      let needed = Double(text.lines.count) * text.lineHeight
      if needed > node.frame.height + 0.5 {
        found.append(
          mark.finding(
            .textClipped, .error,
            """
            the \(name) needs \(MarkContext.f(needed)) pt of height; its box is \(MarkContext.f(node.frame.height)): let the box grow (no fixed \
            height) or shorten the text
            """,
            element,
            line: line, frame: node.frame))
      }
      if let widest = zip(text.lines, text.widths).max(by: { $0.1 < $1.1 }), widest.1 > node.frame.width + 0.5 {
        found.append(
          mark.finding(
            .textClipped, .error,
            """
            '\(widest.0.quotedInMessage)' is \(MarkContext.f(widest.1)) pt wide; its box is \(MarkContext.f(node.frame.width)): let the box grow \
            (no fixed width) or shorten the text
            """,
            element, line: line, frame: node.frame))
      }
      if text.hiddenLines > 0 {
        let total = text.lines.count + text.hiddenLines
        let screen = "\(MarkContext.size(mark.screen)) screen at \(mark.run.configuration.textSize.shortName)"
        found.append(
          mark.finding(
            .textClipped, .error, "the \(name) is cut after \(text.lines.count) of its \(total) lines to fit the \(screen): shorten it", element,
            line: line, frame: node.frame))
      }
      if let cut = cutWord(text, measurer: mark.run.options.measurer) {
        found.append(
          mark.finding(
            .textClipped, .warning,
            "'\(cut.word.quotedInMessage)' is broken inside, after '\(cut.before.quotedInMessage)', to fit; give the text more width or use a shorter word",
            element, line: line, frame: node.frame))
      }
    }
    return found
  }

  /// The first word a line ends inside (no break opportunity there in the source): the whole
  /// word, and its part on that line.
  private static func cutWord(_ text: SceneNode.TextContent, measurer: any TextMeasuring) -> (word: String, before: String)? {
    guard let source = text.source, text.lines.count > 1, !source.contains("\n") else { return nil }
    let breaks = measurer.lineBreakOffsets(in: source).sorted()
    let opportunities = Set(breaks)
    var offset = 0
    let bytes = Array(source.utf8)
    for line in text.lines.dropLast() {
      offset += line.utf8.count
      while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
      guard !opportunities.contains(offset) else { continue }
      let start = breaks.last { $0 < offset } ?? 0
      let end = breaks.first { $0 > offset } ?? bytes.count
      let word = String(decoding: bytes[start..<end], as: UTF8.self).trimming(.spaces)
      let before = String(decoding: bytes[start..<offset], as: UTF8.self).trimming(.spaces)
      return (word, before)
    }
    return nil
  }
}
