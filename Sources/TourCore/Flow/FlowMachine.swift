/// The flow of a tour as an explicit state machine: `handle` takes an event and returns the
/// effects to run, and touches nothing else. The controller runs the effects (hooks, timers,
/// trace) and feeds the answers back as events.
///
/// It implements Instructions' flow with the fixes of API.md section 2: willHide and didHide
/// carry the hidden mark's index, a mark that will not load is skipped in the direction of
/// travel, misuse is ignored with a warning, a skip or stop sends no willHide/didHide, and
/// `resume` inside `willShow` simply lets the mark show once `willShow` returns.
public struct FlowMachine: Hashable, Sendable {
  package internal(set) var phase: Phase = .idle
  /// The pause in force, if the flow is paused.
  public internal(set) var pause: PauseStyle?
  /// How many marks, where the tour starts, which appeared and which were missed.
  public internal(set) var marks = MarkTally()
  /// A reload whose mark was on screen: the mark it fetches again swaps in place (no
  /// appearance plays) unless it is skipped and another one comes. `displayed`: a mark was on
  /// screen when the reload came; `index`: the mark fetched again, once counted.
  var reloadSwap = ReloadSwap()

  /// See `reloadSwap`.
  struct ReloadSwap: Hashable, Sendable {
    var displayed = false
    var index: Int?

    /// The count is known again: the reload fetches mark `index`, which swaps in place when a
    /// mark was on screen and it is the one wanted (one the count clamped to is another step).
    mutating func counted(_ index: Int, wanted: Int) {
      self = ReloadSwap(index: displayed && index == wanted ? index : nil)
    }

    /// The appearance of mark `load` (`animation`, the default fade without one): none when
    /// a reload's mark takes the place of the one on show (a completion is still called);
    /// the swap is over either way.
    mutating func take(for load: Load, given animation: MarkAnimation?) -> MarkAnimation {
      let swaps = load.change == .reload && index == load.index
      self = ReloadSwap()
      return swaps ? MarkAnimation(duration: .zero, target: ViewStateChange(alpha: 1), completion: animation?.completion) : animation ?? .fadeIn()
    }
  }
  /// The screen the app shows, in a tour of several screens.
  public internal(set) var screenName: String?
  /// Hands out the tickets the flow waits on.
  var tickets = TicketCounter()

  public init() {}

  /// Applies one event and returns the effects, in the order they must run.
  public mutating func handle(_ event: Event) -> [Effect] {
    var effects: [Effect] = []
    switch event {
    case .start: start(&effects)
    case .startAt(let index):
      marks.startIndex = index
      start(&effects)
    case .replied(let ticket, let reply): replied(ticket, reply, &effects)
    case .transitionEnded(let ticket): transitionEnded(ticket, &effects)
    case .showNext(let skip): show(forward: true, skipping: skip, &effects)
    case .showPrevious(let skip): show(forward: false, skipping: skip, &effects)
    case .tapNext: tapNext(&effects)
    case .tapSkip, .skip: skip(done: false, &effects)
    case .selectAction(let id):
      if phase.isStarted, let index = phase.currentIndex { effects.append(.invoke(.didSelectAction(index: index, id: id), tickets.next())) }
    case .selectLink(let id):
      if phase.isStarted, let index = phase.currentIndex { effects.append(.invoke(.didSelectLink(index: index, id: id), tickets.next())) }
    case .done: skip(done: true, &effects)
    case .tapOverlay: tapOverlay(&effects)
    case .pause(let style): pause(style, &effects)
    case .resume: resume(&effects)
    case .stop(let immediately): stop(immediately: immediately, &effects)
    case .resize(let size, let safeArea): resize(size, safeArea, &effects)
    case .prepareForChange: prepareForChange(&effects)
    case .restoreAfterChange: restoreAfterChange(&effects)
    case .updateCurrentMark(let mark): update(mark, &effects)
    case .relaidOut(let laidOut): relaidOut(laidOut)
    case .reloaded(let preferred): reload(preferring: preferred, &effects)
    case .navigated(let screen): navigated(screen, &effects)
    case .viewAppeared(let ticket): viewWatchEnded(ticket, came: true, &effects)
    case .viewTimedOut(let ticket): viewWatchEnded(ticket, came: false, &effects)
    }
    return effects
  }
}
