extension FlowMachine {
  /// Where the flow is. Every phase that waits for something holds the ticket it waits for.
  package enum Phase: Hashable, Sendable {
    /// Not started.
    case idle
    /// Asking `numberOfCoachMarks`.
    case counting(Ticket)
    /// The overlay fades in.
    case starting(Ticket)
    /// Asking the hooks for mark `index`: willLoad, coachMarkAt, willShow, the views.
    case loading(Load)
    /// The mark's appearance transition runs.
    case presenting(Presentation, MarkAnimation, Ticket)
    /// The mark is on screen and the flow waits for the user or the script.
    case showing(Showing)
    /// Taking the mark away: willHide, the disappearance transition, didHide.
    case hiding(Hiding)
    /// After `prepareForChange`: the mark and its cutout are hidden until
    /// `restoreAfterChangeDidComplete`.
    case changing(Presentation)
    /// The overlay fades out; `end` follows.
    case ending(skipped: Bool, Ticket)
    /// Over.
    case ended
  }

  /// The direction the flow moves in, which decides where a mark that will not load leads.
  public enum Travel: Hashable, Sendable {
    case forward
    /// Backwards from the mark at index `left`, which is shown again when no earlier mark loads.
    case backward(left: Int)
  }

  /// A mark being fetched.
  package struct Load: Hashable, Sendable {
    package var index: Int
    package var travel: Travel
    package var change: ConfigurationChange
    package var stage: Stage
    package var ticket: Ticket

    package enum Stage: Hashable, Sendable {
      /// After a reload: `numberOfCoachMarks` is asked again before the mark is fetched (mark
      /// `preferring` when the host found the step on show there, else the load's index).
      case recount(preferring: Int?)
      case willLoad
      case coachMarkAt
      /// The mark belongs to a screen the app does not show: it waits for it.
      case awaitingScreen(CoachMark)
      /// The mark's view does not exist yet: it waits for the app to add it.
      case awaitingView(CoachMark)
      /// Its view's scroll containers scroll it into sight (`transitionEnded` when done).
      case scrolling(CoachMark)
      /// `willShow` runs on a copy (`passed`); `current` takes `updateCurrentCoachMark`s.
      case willShow(passed: CoachMark, current: CoachMark)
      /// `willShow` returned while the flow was paused.
      case awaitingResume(CoachMark)
      case views(CoachMark)
      /// `fetchAppearanceTransition` for the laid-out mark.
      case appearance(LaidOutMark)
    }
  }

  /// A mark on screen.
  public struct Presentation: Hashable, Sendable {
    /// The mark's index.
    public var index: Int
    /// Why it is shown (a first show, a new size, a reload, another screen).
    public var change: ConfigurationChange
    /// The mark with its views and layout.
    public var laidOut: LaidOutMark
    /// Whether its `didShow` was sent.
    public internal(set) var didShow = false

    /// The mark.
    public var mark: CoachMark { laidOut.mark }
    /// Its layout on the screen.
    public var layout: MarkLayout { laidOut.layout }

    /// The change a new layout of this mark (a new size, a restored frame) is shown with:
    /// `change`, except that a mark a reload brought in place of another and laid out again
    /// before its `didShow` is still the reload's, since the mark on screen until then was
    /// another step (found by the flow's property tests).
    func relayout(_ change: ConfigurationChange) -> ConfigurationChange {
      !didShow && self.change == .reload ? .reload : change
    }

    /// The mark as the hooks after its layout get it (`didShow`, `willHide`, `didHide`): with
    /// the arrow's side and the point of interest the layout computed, as Instructions fills
    /// them in on the current mark.
    public var computedMark: CoachMark {
      var mark = laidOut.mark
      mark.arrowOrientation = mark.arrowOrientation ?? layout.arrowOrientation
      mark.pointOfInterest = mark.pointOfInterest ?? layout.pointOfInterest
      return mark
    }
  }

  /// A settled mark.
  package struct Showing: Hashable, Sendable {
    package var presentation: Presentation
    /// A mark given by `updateCurrentCoachMark` while paused; shown on `resume`.
    public var update: CoachMark?
    /// The `shouldHandleOverlayTap` the flow waits for.
    public var overlayTap: Ticket?
    /// The `fetchIdleAnimation` the flow waits for.
    public var idleFetch: Ticket?
  }

  /// A mark being taken away, and what comes after it.
  package struct Hiding: Hashable, Sendable {
    package var presentation: Presentation
    package var then: After
    package var stage: Stage
    package var ticket: Ticket
    /// The disappearance, once fetched.
    public var animation: MarkAnimation?
    /// The script was reloaded while the mark was hidden: the count is asked again next.
    public var reloaded = false
    /// Where the host found the step on show in the reloaded version.
    public var reloadPreferring: Int?

    package enum Stage: Hashable, Sendable {
      case willHide
      /// `fetchDisappearanceTransition`.
      case fetch
      case transition
      case didHide
    }
  }

  /// What follows a hidden mark.
  public enum After: Hashable, Sendable {
    case load(Int, Travel)
    case end(skipped: Bool)
  }
}
