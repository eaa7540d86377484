import TourCore

extension CheckRule {
  public static let targetOffScreen = CheckRule(rawValue: "target-off-screen")
}

/// A mark's view wholly or partly off the device's screen.
struct TargetOffScreenRule: MarkRule {
  static let description = RuleDescription(
    id: .targetOffScreen, severity: [.error, .warning, .review],
    summary: "a mark's view is wholly (error) or partly (warning) off screen",
    finds:
      """
      the view a mark is about, where it is now, wholly (error) or partly (warning) off the device's screen: the user is shown a place they cannot \
      see. Review when the view is on the screen the tour describes but off a device's, and the description does not follow the device (no \
      autoresizing masks, no `screen = function(device)`)
      """,
    threshold: "0.5 pt", sources: [.init("Apple HIG, Layout", "https://developer.apple.com/design/human-interface-guidelines/layout")],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) ctl.screen:setFrame("a", { 360, 200, 100, 44 }); return ctl.helper:makeCoachMark { view = "a" } end,
        """,
        finds: ["warning: mark 1's target is partly off the screen: 67 pt at the right; bring the view on screen before the mark (willShow)"])
    ],
    passing: [RuleExample("numberOfCoachMarks = 1,")],
    review: [
      RuleExample(
        "numberOfCoachMarks = 2,", in: "iphone-se-1 portrait L source light",
        finds: [
          """
          review: mark 2's target (200.0, 600.0, 100.0, 44.0) is off the screen (it is on the described 393×852 screen: give the views autoresizing \
          masks, or screen = function(device))
          """
        ])
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    let design = mark.run.designBounds
    return mark.shown.targets.compactMap { target in
      guard let cutout = target else { return nil }
      // On the described screen but not on the device's: the description may not follow the
      // device (views without autoresizing masks); a person decides.
      let designed = MarkContext.overflow(cutout, design) == nil && design.size != mark.scene.size
      let fix =
        mark.run.designIsCapture
        ? "capture the screen on each device (screen = function(device) return { capture = device.name .. \".xml\" } end)"
        : "give the views autoresizing masks, or screen = function(device)"
      let note = designed ? " (it is on the described \(MarkContext.size(design)) screen: \(fix))" : ""
      guard let inside = cutout.intersection(mark.screen), !inside.isEmpty else {
        return mark.finding(
          .targetOffScreen, designed ? .review : .error,
          "mark \(mark.index)'s target \(cutout) is off the screen\(note.isEmpty ? "; bring the view on screen before the mark (willShow), or skip the mark here (coachMarkWillLoadAt)" : note)",
          "target", frame: cutout)
      }
      guard let out = MarkContext.overflow(cutout, mark.screen) else { return nil }
      return mark.finding(
        .targetOffScreen, designed ? .review : .warning,
        "mark \(mark.index)'s target is partly off the screen: \(out)\(note.isEmpty ? "; bring the view on screen before the mark (willShow)" : note)",
        "target", frame: cutout)
    }
  }
}
