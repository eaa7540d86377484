extension FlowMachine {
  /// What can happen to the flow.
  public enum Event: Hashable, Sendable {
    /// Start the tour.
    case start
    /// Start the tour at a mark other than the first (a resumed tour).
    case startAt(Int)
    /// A hook answered.
    case replied(Ticket, HookReply)
    /// A fade or transition finished.
    case transitionEnded(Ticket)
    /// `ctl.flow:showNext(n)`.
    case showNext(skipping: Int)
    /// `ctl.flow:showPrevious(n)`.
    case showPrevious(skipping: Int)
    /// A tap on the mark's body (its next control).
    case tapNext
    /// A tap on the skip view.
    case tapSkip
    /// A tap on a rich bubble's action: `didSelectAction` runs (the flow does not wait for it).
    case selectAction(String)
    /// A tap on a link in a body's text: `didSelectLink` runs (the flow does not wait for it).
    case selectLink(String)
    /// A tap on the overlay that overlay-tap switches let through.
    case tapOverlay
    /// `ctl.flow:pause(style)`.
    case pause(PauseStyle)
    /// `ctl.flow:resume()`.
    case resume
    /// `ctl:stop(immediately)`.
    case stop(immediately: Bool)
    /// `ctl:skip()`: the same as a tap on the skip view.
    case skip
    /// A done control (the skip view of a tour of pages): the tour ends, and counts as skipped
    /// unless it was on its last mark.
    case done
    /// The screen changed size (the controller has already applied it).
    /// The screen changed size, and its safe area when one is given (the controller has
    /// already applied both).
    case resize(Size, safeArea: EdgeInsets? = nil)
    /// `ctl:prepareForChange()`.
    case prepareForChange
    /// `ctl:restoreAfterChangeDidComplete()`.
    case restoreAfterChange
    /// `ctl.helper:updateCurrentCoachMark(...)`.
    case updateCurrentMark(CoachMark)
    /// The mark on screen was laid out again, because the view it follows moved.
    case relaidOut(LaidOutMark)
    /// The app shows the named screen now.
    case navigated(String)
    /// The view a mark waits for exists now (the ticket of the wait).
    case viewAppeared(Ticket)
    /// The wait for a mark's view is over without it.
    case viewTimedOut(Ticket)
    /// The script was replaced by a new version: what the old one had pending is void; the
    /// count is asked again and the current mark fetched again with `change = .reload`: mark
    /// `preferring` when the host found where the step on show went (`MarkIdentity`), else the
    /// current one.
    case reloaded(preferring: Int?)
  }

  /// What the flow asks its controller to do, in order.
  public enum Effect: Hashable, Sendable {
    /// Record a trace event now.
    case emit(TourEvent)
    /// Call a hook (deferred, so that it never runs inside another hook); answer with `ticket`.
    case invoke(HookRequest, Ticket)
    /// Run a fade or transition; report its end with `ticket`.
    case beginTransition(Transition, Ticket)
    /// Start the mark's idle animation (it loops until the mark starts to hide).
    case beginIdle(index: Int, MarkAnimation)
    /// The tour is over: cancel what scripts still have pending.
    case finish
    /// Wait for the app to add a view (on the named screen, or the shown one), at most the
    /// given time; report `viewAppeared` or `viewTimedOut` with the ticket.
    case watchView(PendingView, screen: String?, TimeSpan?, Ticket)
    /// Scroll mark `index`'s view into sight when a scroll container hides it (or say why it
    /// cannot be); report `transitionEnded` with the ticket when the scroll is over.
    case scrollIntoView(CoachMark, index: Int, Ticket)
  }

  /// The timed steps of the flow.
  public enum Transition: Hashable, Sendable {
    case overlayFadeIn
    case markAppearance(index: Int, MarkAnimation)
    case markDisappearance(index: Int, MarkAnimation)
    case overlayFadeOut
  }
}
