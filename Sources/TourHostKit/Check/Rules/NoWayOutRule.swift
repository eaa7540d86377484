import TourCore

extension CheckRule {
  public static let noWayOut = CheckRule(rawValue: "no-way-out")
}

/// A step the user cannot leave, by touch or with a screen reader.
final class NoWayOutRule: MarkRule, RunRule {
  static let description = RuleDescription(
    id: .noWayOut, severity: [.error],
    summary: "a step the user cannot leave: no next, no skip, no overlay tap, no action for a screen reader",
    finds: """
      a shown mark that no touch can leave, with every touch routed as the device would route it: its next control (a default body, or a next label) \
      is off the screen or covered, or it is a guided step; there is no skip control, or it is off the screen or covered; overlay taps are off; a \
      guided step's cutout is off the screen, or it waits for the app's event with its cutout not opened to touches (the check cannot know that \
      a touch there sends the event). Also a mark whose only way out is an overlay tap that `shouldHandleOverlayTap` refuses; a paused flow that \
      nothing resumes; and a mark a screen reader cannot leave: no control in what it announces and no escape gesture (a skip control)
      """,
    sources: [.init("WCAG 2.1.2 No Keyboard Trap", "https://www.w3.org/TR/WCAG22/#no-keyboard-trap")],
    scopes: [.mark, .run],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        skipView = false,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", advanceOn = { event = "promoSeen" }, \
        isUserInteractionEnabledInsideCutoutPath = false } end,
        """,
        finds: [
          """
          error: mark 1 has no way out: it waits for the app's event 'promoSeen' and its cutout is not open to touches, there is no skip control, \
          and overlay taps are off; give the tour a skip view, open the cutout (isUserInteractionEnabledInsideCutoutPath = true) or turn overlay \
          taps on
          """
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        skipView = false,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Your \
        cart", color = "#000000" } } } } end,
        """,
        finds: [
          """
          error: mark 1 has no way out: it has no next control, there is no skip control, and overlay taps are off; give the tour a skip view, give \
          it a next label (makeDefaultCoachViews { next = ... }) or turn overlay taps on
          """
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        constraintsForSkipView = function() return { 500, 20, 60, 40 } end,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", advanceOn = "tap" } end,
        willShow = function(ctl) ctl.screen:setFrame("a", { 40, 900, 100, 44 }) end,
        """,
        finds: [
          """
          error: mark 1 has no way out: a tap in its cutout moves on, but the cutout is off the screen or covered, the skip control is off the \
          screen or covered, and overlay taps are off; keep the skip view on the screen, keep its view on the screen or turn overlay taps on
          """
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        constraintsForSkipView = function() return { 500, 20, 60, 40 } end,
        willShow = function(ctl) ctl.overlay.isUserInteractionEnabled = true end,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Your \
        cart", color = "#000000" } } } } end,
        shouldHandleOverlayTap = function() return false end,
        """,
        finds: [
          """
          error: mark 1 has no way out: its only one is an overlay tap, and shouldHandleOverlayTap refuses it; let shouldHandleOverlayTap return \
          true, give it a next label or give the tour a skip view
          """
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 2,
        willShow = function(ctl, mark, index) if index == 2 then ctl.flow:pause() end end,
        """,
        finds: [
          """
          error: the flow is paused in willShow of mark 2 and nothing will resume it: the user is left with no way on; call ctl.flow:resume() when \
          what it waits for happens
          """
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        skipView = false,
        willShow = function(ctl) ctl.overlay.isUserInteractionEnabled = true end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Find it here." } end,
        """,
        finds: [
          """
          error: mark 1 has no way out for a screen reader: it announces no control and has no escape gesture; give it a next label \
          (makeDefaultCoachViews { next = ... }) or give the tour a skip view
          """
        ]),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        skipView = false,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", advanceOn = { event = "promoSeen" }, \
        isUserInteractionEnabledInsideCutoutPath = true } end,
        """,
        finds: [
          """
          error: mark 1 has no way out for a screen reader: it announces no control and has no escape gesture; give the tour a skip view (a \
          screen reader does not reach the view in a guided step's cutout; the skip view's escape gesture leaves)
          """
        ]),
    ],
    passing: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", advanceOn = { event = "promoSeen" }, \
        isUserInteractionEnabledInsideCutoutPath = false } end,
        """),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        constraintsForSkipView = function() return { 500, 20, 60, 40 } end,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a", advanceOn = "tap" } end,
        """),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        skipView = false,
        willShow = function(ctl) ctl.overlay.isUserInteractionEnabled = true end,
        coachMarkViewsAt = function(ctl) return ctl.helper:makeDefaultCoachViews { hint = "Find it here.", next = "OK" } end,
        """),
      RuleExample(
        """
        numberOfCoachMarks = 1,
        constraintsForSkipView = function() return { 500, 20, 60, 40 } end,
        willShow = function(ctl) ctl.overlay.isUserInteractionEnabled = true end,
        coachMarkViewsAt = function() return { body = { kind = "rect", fill = "#FFFFFF", padding = 10, children = { { kind = "text", text = "Your \
        cart", color = "#000000" } } } } end,
        shouldHandleOverlayTap = function() return true end,
        """),
      RuleExample(
        """
        numberOfCoachMarks = 2,
        willShow = function(ctl, mark, index) if index == 2 then ctl.flow:pause(); tour.after(1, function(c) c.flow:resume() end) end end,
        """),
    ])

  // MARK: - Each shown mark

  static func findings(in mark: MarkContext) -> [RawFinding] {
    let ways = mark.waysOut
    if let message = ways.touchTrap {
      return [mark.finding(.noWayOut, .error, message, "body")]
    }
    guard let spoken = mark.spoken, !spoken.elements.contains(where: { $0.role == .button }), !spoken.escapes else { return [] }
    let fix =
      mark.mark.advanceOn != nil
      ? "give the tour a skip view (a screen reader does not reach the view in a guided step's cutout; the skip view's escape gesture leaves)"
      : "give it a next label (makeDefaultCoachViews { next = ... }) or give the tour a skip view"
    return [
      mark.finding(
        .noWayOut, .error, "mark \(mark.index) has no way out for a screen reader: it announces no control and has no escape gesture; \(fix)",
        "screen reader", line: mark.viewsLine)
    ]
  }

  // MARK: - The run

  private let run: CheckRun
  /// The marks whose only way out is an overlay tap, by index.
  private var overlayOnly: [Int: Int?] = [:]
  private var found: [RawFinding] = []

  init(_ run: CheckRun) {
    self.run = run
  }

  func observe(_ event: SessionEvent, at time: Instant) {
    switch event {
    case .shown(let shown):
      if WaysOut.onlyOverlayTaps(shown, WaysOut(shown)) { overlayOnly[shown.index] = run.markLine }
    case .overlayTap(let index, handled: false):
      guard let line = overlayOnly.removeValue(forKey: index) else { return }
      found.append(
        RawFinding(
          rule: .noWayOut, severity: .error,
          message:
            """
            mark \(index) has no way out: its only one is an overlay tap, and shouldHandleOverlayTap refuses it; let shouldHandleOverlayTap return \
            true, give it a next label or give the tour a skip view
            """,
          mark: index, element: "overlay", line: line))
    case .stalled(let message) where message.hasPrefix("the flow is paused"):
      found.append(
        RawFinding(
          rule: .noWayOut, severity: .error,
          message: message.replacingEvery(
            " and nothing will resume it",
            with: " and nothing will resume it: the user is left with no way on; call ctl.flow:resume() when what it waits for happens"),
          mark: nil, element: "pause", line: nil))
    default: break
    }
  }

  func findings(after played: PlayedRun) -> [RawFinding] { found }
}

/// How a user can leave a shown mark by touch, every touch routed as the device would.
struct WaysOut {
  let shown: ShownMark
  /// The mark has a next control: a default body, or a body with a next label.
  let hasNextControl: Bool
  /// A next control reaches.
  let next: Bool
  /// The skip control reaches, or a rich bubble's close or back control.
  let skip: Bool
  /// A guided step's cutout that moves on (`"tap"`), or that the author opened for the app's
  /// event.
  let guided: Bool
  let overlayTaps: Bool

  init(_ shown: ShownMark) {
    self.shown = shown
    let touches = shown.touches
    let screen = Rect(origin: .zero, size: shown.scene.size)
    func reaches(_ area: Rect?, _ target: TouchTarget) -> Bool {
      guard let area, let visible = area.intersection(screen), !visible.isEmpty else { return false }
      return Self.anyPoint(in: visible) { TouchRouter.route($0, in: touches) == target }
    }
    hasNextControl = shown.scene.marks.contains { mark in
      mark.index == shown.index && (mark.body.children.contains { $0.role == "background" } || Self.hasNextLabel(mark.body))
    }
    next = hasNextControl && shown.mark.advanceOn == nil && shown.layout.parts.contains { reaches($0.nextArea, .nextControl) }
    // A rich bubble's close control leaves the tour as skip does; its back control leaves the mark.
    let bubbleWayOut = shown.layout.parts.contains { part in
      reaches(part.touchArea(of: "close"), .closeControl) || reaches(part.touchArea(of: "back"), .backControl)
    }
    skip = bubbleWayOut || reaches(shown.layout.skipTouch ?? shown.layout.skip, .skipControl)
    let cutout = shown.layout.cutout?.bounds
    switch shown.mark.advanceOn {
    case .tap?: guided = reaches(cutout, .guidedTarget)
    case .event?:
      let opened = shown.mark.isUserInteractionEnabledInsideCutoutPath || shown.overlay.isUserInteractionEnabledInsideCutoutPath
      guided = opened && reaches(cutout, .app)
    case nil: guided = false
    }
    overlayTaps = touches.overlayPoint(on: shown.scene.size).map { TouchRouter.route($0, in: touches) == .overlayTap } ?? false
  }

  /// Whether an overlay tap is the one way out.
  var onlyOverlayTaps: Bool { overlayTaps && !next && !skip && !guided }

  /// Whether an overlay tap is the one way out of `shown`; `ways` is made only when the
  /// overlay takes touches at all.
  static func onlyOverlayTaps(_ shown: ShownMark, _ ways: @autoclosure () -> WaysOut) -> Bool {
    shown.touches.overlay.isUserInteractionEnabled && ways().onlyOverlayTaps
  }

  /// Why no touch leaves the mark, with what to change; nil when one does.
  var touchTrap: String? {
    guard !next, !skip, !guided, !overlayTaps else { return nil }
    let index = shown.index
    var reasons: [String] = []
    var fixes: [String] = []
    switch shown.mark.advanceOn {
    case .event(let name)?:
      let opened = shown.mark.isUserInteractionEnabledInsideCutoutPath || shown.overlay.isUserInteractionEnabledInsideCutoutPath
      reasons.append(
        opened
          ? "it waits for the app's event '\(name)' and its cutout is off the screen or covered"
          : "it waits for the app's event '\(name)' and its cutout is not open to touches")
      fixes = ["open the cutout (isUserInteractionEnabledInsideCutoutPath = true)"]
    case .tap?:
      reasons.append("a tap in its cutout moves on, but the cutout is off the screen or covered")
      fixes = ["keep its view on the screen"]
    case nil:
      reasons.append(hasNextControl ? "its next control is off the screen or covered" : "it has no next control")
      fixes = [hasNextControl ? "keep it on the screen" : "give it a next label (makeDefaultCoachViews { next = ... })"]
    }
    reasons.append(shown.layout.skip == nil ? "there is no skip control" : "the skip control is off the screen or covered")
    fixes.insert(shown.layout.skip == nil ? "give the tour a skip view" : "keep the skip view on the screen", at: 0)
    reasons.append("overlay taps are off")
    fixes.append("turn overlay taps on")
    let said = reasons.joinedAsProse(last: ", and ")
    let fix = fixes.joinedAsProse(last: " or ")
    return "mark \(index) has no way out: \(said); \(fix)"
  }

  private static func hasNextLabel(_ node: SceneNode) -> Bool {
    node.role == "next" || node.children.contains(where: hasNextLabel)
  }

  /// Whether `reaches` holds for a point of `area`: its centre first (most often the answer),
  /// then a grid of 4 points.
  private static func anyPoint(in area: Rect, _ reaches: (Point) -> Bool) -> Bool {
    if reaches(area.center) { return true }
    var y = area.minY + 1
    while y < area.maxY {
      var x = area.minX + 1
      while x < area.maxX {
        if reaches(Point(x: x, y: y)) { return true }
        x += 4
      }
      y += 4
    }
    return false
  }

}
