import TourCore

extension CheckRule {
  public static let controlSize = CheckRule(rawValue: "control-size")
}

/// A control whose touch area is too small.
struct ControlSizeRule: MarkRule {
  static let description = RuleDescription(
    id: .controlSize, severity: [.error, .warning],
    summary: "a control under 24×24 pt (WCAG 2.5.8), or under 44×44 pt (Apple) / 48×48 dp (Android)",
    finds:
      """
      a control's touch area (what a finger reaches: tourhost's own controls are touched over 44 × 44 pt on iOS and 48 × 48 dp on Android, whatever \
      they draw) under 24 × 24 pt: an error unless a 24-point circle on its centre meets no other target and no other small target's circle (WCAG \
      2.5.8's spacing exception); under the profile's line a warning: 44 × 44 pt (`--profile apple`, the default), 48 × 48 dp (`--profile \
      android`), none beyond 24 (`--profile wcag`)
      """,
    threshold: "24 × 24; 44 × 44 pt or 48 × 48 dp",
    sources: [
      .init("WCAG 2.5.8 Target Size (Minimum)", "https://www.w3.org/TR/WCAG22/#target-size-minimum"),
      .init("Apple HIG, Accessibility: 44×44 pt", "https://developer.apple.com/design/human-interface-guidelines/accessibility"),
      .init("Android accessibility: touch targets of 48×48 dp", "https://support.google.com/accessibility/android/answer/7101858"),
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        "numberOfCoachMarks = 1,", profile: .android,
        finds: [
          "warning: Skip is 66.15×44 dp; needs at least 48×48 (Android accessibility)",
          "warning: Next is 179.49×44 dp; needs at least 48×48 (Android accessibility)",
        ])
    ],
    passing: [
      RuleExample("numberOfCoachMarks = 1,"),
      RuleExample("numberOfCoachMarks = 1,", in: "pixel-8 portrait L source light", profile: .android),
    ])

  static func findings(in mark: MarkContext) -> [RawFinding] {
    guard let spoken = mark.spoken else { return [] }
    // What a finger reaches: a default control's touch area, else what is drawn; the next
    // control of Instructions' body is the whole body.
    let targets = spoken.elements.filter { $0.role == .button }.map { element -> (name: String, frame: Rect, label: String) in
      let name = element.action ?? "control"
      let frame = element.action == "skip" ? mark.layout.skipTouch ?? element.frame : mark.layout.touchArea(of: name) ?? element.frame
      return (name, frame, element.label.isEmpty ? name : element.label)
    }
    let options = mark.run.options
    // Android's sizes are dp, as its guidance and its devices count them; Apple's are points.
    let unit = options.profile == .android || mark.run.configuration.platform == .android ? "dp" : "pt"
    var found: [RawFinding] = []
    for (offset, target) in targets.enumerated() {
      let others = targets.enumerated().filter { $0.offset != offset }.map(\.element.frame)
      let frame = target.frame
      if frame.width < 24 || frame.height < 24, !isSpaced(frame, from: others) {
        found.append(
          mark.finding(
            .controlSize, .error, "\(target.label) is \(MarkContext.size(frame)) \(unit); needs at least 24×24 (WCAG 2.5.8)", target.name,
            line: mark.line(of: target.name), frame: frame))
        continue
      }
      let minimum = options.profile.minimumTarget
      if frame.width < minimum || frame.height < minimum {
        found.append(
          mark.finding(
            .controlSize, .warning,
            """
            \(target.label) is \(MarkContext.size(frame)) \(unit); needs at least \(MarkContext.f(minimum))×\(MarkContext.f(minimum)) \
            (\(options.profile.targetSource))
            """,
            target.name, line: mark.line(of: target.name), frame: frame))
      }
    }
    return found
  }

  /// WCAG 2.5.8's spacing exception for a target under 24×24: a circle of 24 points'
  /// diameter centred on it intersects no other target, nor the circle of another undersized
  /// target.
  static func isSpaced(_ target: Rect, from others: [Rect]) -> Bool {
    let centre = target.center
    return !others.contains { other in
      if other.distance(to: centre) < 12 { return true }
      guard other.width < 24 || other.height < 24 else { return false }
      let dx = other.midX - centre.x
      let dy = other.midY - centre.y
      return (dx * dx + dy * dy).squareRoot() < 24
    }
  }
}
