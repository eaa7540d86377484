import TourCore

extension CheckRule {
  public static let controlInert = CheckRule(rawValue: "control-inert")
}

/// A control that is drawn and announced as a button but does nothing when tapped: a tap at
/// its centre reaches nothing, or something else (another view is over it), or it is back on
/// the first mark.
struct ControlInertRule: MarkRule {
  static let description = RuleDescription(
    id: .controlInert, severity: [.error], summary: "a control is drawn and announced but does nothing when tapped",
    finds:
      """
      a button of the mark or the skip view whose tap does not do what it says: a tap at its centre is blocked (a guided step's body, a view \
      drawn over it) or reaches another control, or it is back on the first mark; a user taps it and nothing happens, and a screen reader \
      announces a button that does nothing
      """,
    sources: [
      .init("WCAG 4.1.2 Name, Role, Value", "https://www.w3.org/TR/WCAG22/#name-role-value"),
      .init(
        "Apple Human Interface Guidelines: Buttons", "https://developer.apple.com/design/human-interface-guidelines/buttons"),
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Your cart", back = true, backOnFirst = true, \
        next = "Next" } end,
        """,
        finds: ["error: mark 1's back control does nothing: there is no mark before it; leave out backOnFirst"])
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Your cart", back = true, next = "Next" } end,
        """)
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    guard let spoken = mark.spoken else { return [] }
    var found: [RawFinding] = []
    for element in spoken.elements where element.role == .button || element.role == .link {
      guard let action = element.action, let expected = target(of: action) else { continue }
      let name = action.split(separator: " ").first.map(String.init) ?? action
      let subject = "mark \(mark.index)'s \(name) control"
      if expected == .backControl, mark.index == 1 {
        found.append(
          mark.finding(
            .controlInert, .error, "\(subject) does nothing: there is no mark before it; leave out backOnFirst", name,
            line: mark.line(of: name), frame: element.frame))
        continue
      }
      let reached = TouchRouter.route(Point(x: element.frame.midX, y: element.frame.midY), in: mark.shown.touches)
      guard reached != expected, !(element.role == .link && anyPoint(of: element.frame, reaches: expected, in: mark.shown.touches)) else { continue }
      let what = reached == .blocked ? "does nothing when tapped" : "is under another view: a tap on it reaches \(describe(reached))"
      let message = "\(subject) \(what); it is drawn and announced as a button"
      found.append(mark.finding(.controlInert, .error, message, name, line: mark.line(of: name), frame: element.frame))
    }
    return found
  }

  /// Whether a tap somewhere in `frame` (a grid of points) reaches `target`: a link that wraps
  /// is one element over two lines, and its frame's centre may fall between its words.
  private static func anyPoint(of frame: Rect, reaches target: TouchTarget, in scene: TouchScene) -> Bool {
    for row in 1...5 {
      for column in 1...9 {
        let point = Point(x: frame.minX + frame.width * Double(column) / 10, y: frame.minY + frame.height * Double(row) / 6)
        if TouchRouter.route(point, in: scene) == target { return true }
      }
    }
    return false
  }

  /// What a tap on a control named by its action should reach.
  private static func target(of action: String) -> TouchTarget? {
    let words = action.split(separator: " ", maxSplits: 1).map(String.init)
    switch (words.first, words.count > 1 ? words[1] : nil) {
    case ("next", nil): return .nextControl
    case ("back", nil): return .backControl
    case ("close", nil): return .closeControl
    case ("skip", nil): return .skipControl
    case ("action", let id?): return .actionControl(id)
    case ("link", let id?): return .linkControl(id)
    default: return nil
    }
  }

  private static func describe(_ target: TouchTarget) -> String {
    switch target {
    case .nextControl: "the next control"
    case .skipControl: "the skip control"
    case .backControl: "the back control"
    case .closeControl: "the close control"
    case .actionControl(let id): "the action '\(id)'"
    case .linkControl(let id): "the link '\(id)'"
    case .overlayTap: "the overlay"
    case .app, .guidedTarget: "the app"
    case .blocked: "nothing"
    }
  }
}
