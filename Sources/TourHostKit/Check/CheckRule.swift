/// The rules of `tourhost check` (docs/CHECKS.md has each one's source and threshold).
public enum CheckRule: String, CaseIterable, Hashable, Sendable, Codable {
  case markOffScreen = "mark-off-screen"
  case markCoversTarget = "mark-covers-target"
  case markOverlap = "mark-overlap"
  case arrowMissesTarget = "arrow-misses-target"
  case targetMissing = "target-missing"
  case targetOffScreen = "target-off-screen"
  case textClipped = "text-clipped"
  case textContrast = "text-contrast"
  case controlSize = "control-size"
  case controlName = "control-name"
  case stringMissing = "string-missing"
  case stringUnknown = "string-unknown"
  case loadWarning = "load-warning"
  case placeholderMismatch = "placeholder-mismatch"
  case noWayOut = "no-way-out"
  case tourSkippable = "tour-skippable"
  case markTooTall = "mark-too-tall"
  case unlocalizedString = "unlocalized-string"
  case scriptError = "script-error"
  case loopingMotion = "looping-motion"
  case autoAdvance = "auto-advance"

  /// One line on what the rule finds.
  public var summary: String {
    switch self {
    case .markOffScreen: "a mark leaves the screen (error) or the safe area (warning)"
    case .markCoversTarget: "a mark covers its own cutout"
    case .markOverlap: "a mark overlaps another mark, another mark's cutout or the skip view"
    case .arrowMissesTarget: "an arrow that does not point at its own cutout"
    case .targetMissing: "a mark's view is not on the screen in this configuration"
    case .targetOffScreen: "a mark's view is wholly (error) or partly (warning) off screen"
    case .textClipped: "text that does not fit its box, or a word broken across lines"
    case .textContrast: "text under 4.5:1 against what is behind it (3:1 for large text), WCAG 1.4.3"
    case .controlSize: "a control under 24×24 pt (WCAG 2.5.8), or under 44×44 pt (Apple) / 48×48 dp (Android)"
    case .controlName: "a control or a mark with no text for a screen reader"
    case .stringMissing: "a key missing in a locale of the strings"
    case .stringUnknown: "tour.t of a key that no language of the strings has"
    case .loadWarning: "what the tour says when it loads: an unknown field, a function named almost as a hook"
    case .placeholderMismatch: "a translation that drops or adds a placeholder"
    case .noWayOut: "a step the user cannot leave: no next, no skip, no overlay tap"
    case .tourSkippable: "a tour of several marks with no skip control"
    case .markTooTall: "a mark taller than two thirds of the safe area"
    case .unlocalizedString: "text that a pseudo-locale leaves as it is: it is not from the strings"
    case .scriptError: "a hook failed while the tour played in this configuration"
    case .loopingMotion: "an idle animation that moves for as long as the mark shows"
    case .autoAdvance: "a mark that moves on by itself, on a timer, with no way to extend the time"
    }
  }

  /// Where the rule comes from, for reports.
  public var source: String {
    switch self {
    case .markOffScreen, .targetOffScreen, .markTooTall: "Apple HIG, Layout: respect the safe areas"
    case .markCoversTarget: "Apple HIG, Popovers: a popover doesn't cover the element that revealed it; WCAG 2.4.11"
    case .markOverlap: "Apple HIG, Popovers: don't show another view over a popover"
    case .arrowMissesTarget: "Apple HIG, Popovers: the arrow points as directly as possible to the element"
    case .targetMissing: "tourhost: a mark over a view that is not there points at nothing"
    case .textClipped: "WCAG 1.4.4 Resize Text; Apple HIG, Typography: keep truncation to a minimum"
    case .textContrast: "WCAG 1.4.3 Contrast (Minimum)"
    case .controlSize: "WCAG 2.5.8 Target Size (Minimum); Apple HIG 44×44 pt; Android 48×48 dp"
    case .controlName: "WCAG 4.1.2 Name, Role, Value"
    case .stringMissing: "Android Lint MissingTranslation"
    case .stringUnknown: "aapt2 and Xcode: a string resource that does not exist does not build"
    case .loadWarning: "tourhost: a warning at load is a mistake in the script until the script says otherwise"
    case .placeholderMismatch: "aapt2 and FormatJS keep placeholders; Android Lint StringFormatMatches"
    case .noWayOut: "WCAG 2.1.2 No Keyboard Trap"
    case .tourSkippable: "Apple HIG, Onboarding: make a tutorial optional"
    case .unlocalizedString: "Android pseudolocales; Xcode's non-localized strings"
    case .scriptError: "tourhost: a script error is a step the user does not get"
    case .loopingMotion: "WCAG 2.2.2 Pause, Stop, Hide; Apple HIG, Motion"
    case .autoAdvance: "WCAG 2.2.1 Timing Adjustable; Apple HIG: minimize time-boxed elements"
    }
  }
}

/// How bad a finding is.
public enum CheckSeverity: String, Hashable, Sendable, Codable, Comparable {
  case info
  case review
  case warning
  case error

  private var rank: Int { [.info: 0, .review: 1, .warning: 2, .error: 3][self]! }
  public static func < (a: CheckSeverity, b: CheckSeverity) -> Bool { a.rank < b.rank }
}
