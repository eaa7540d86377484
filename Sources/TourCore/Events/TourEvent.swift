/// Something the engine did while a tour ran: the flow's steps, touches, the app's changes, and
/// warnings about what it had to give up on. Each is one line of the trace (API.md section 4);
/// the trace's other lines (a script's logs and errors, the host's input, reloads and the
/// tour's eligibility) are not the engine's, and are defined where they are made.
///
/// The engine reports events as values to its subscribers; only the host decides how to write
/// them.
public enum TourEvent: Hashable, Sendable {
  /// The tour starts with `count` marks; `fonts` names what its text is set in when that is
  /// not the default DejaVu Sans (a tour's `fonts`, Roboto on Android).
  case start(count: Int, fonts: String? = nil)
  case willLoad(index: Int, result: Bool)
  case willShow(index: Int, change: ConfigurationChange)
  case didShow(index: Int, change: ConfigurationChange, layout: MarkLayout)
  case willHide(index: Int)
  case didHide(index: Int)
  case pause(style: PauseStyle)
  case resume
  case overlayTap(index: Int, handled: Bool)
  case appTap(view: String?, point: Point)
  /// The screen changed size (and safe area, when `safeArea` is given).
  case resize(Size, safeArea: EdgeInsets? = nil)
  case stop(immediately: Bool)
  /// A mark animation starts: `duration` and `delay` in seconds.
  case animation(index: Int, kind: MarkAnimation.Kind, duration: Double, delay: Double)
  /// The tour ended; `reason` says which control other than the skip view ended a skipped tour.
  case end(skipped: Bool, reason: EndReason? = nil)
  /// Mark `index` waits, at most `timeout` seconds, for a view the app has not added yet.
  case waitForView(index: Int, view: String, timeout: Double)
  /// The view mark `index` waited for did not come; `onMissing` says what happens.
  case missingView(index: Int, view: String, onMissing: PendingView.OnMissing)
  /// Mark `index`'s target cannot be shown (`reason`: not there, of no size, out of reach,
  /// covered), and the mark (or its tour) declared what then (step analytics' `step_error`).
  case targetMissing(index: Int, view: String, reason: String, policy: PendingView.Policy)
  /// The target mark `index` missed came while it waited (or held): the mark goes on (step
  /// analytics' `step_recovered`).
  case targetRecovered(index: Int, view: String)
  /// The app added a view; `view` is its key path.
  case viewAdded(view: String)
  /// The app removed a view.
  case viewRemoved(view: String)
  /// The app reported an event.
  case appEvent(name: String)
  /// The app shows another screen.
  case navigate(screen: String)
  /// Mark `index` belongs to a screen the app does not show: it waits (the tour hides).
  case waitForScreen(index: Int, screen: String)
  case warning(message: String)
  /// Mark `index` appeared: what a screen reader speaks, exactly (`MarkAccessibility.message`).
  case announce(index: Int, message: String)
  /// A rich bubble's action was tapped (`didSelectAction` runs next).
  case action(index: Int, id: String)
  /// Mark `index`'s view was scrolled into sight: the container `view` from one offset to
  /// another, over `duration` seconds.
  case scroll(index: Int, view: String, from: Point, to: Point, duration: Double)
  /// The tour invalidated itself (`tour.invalidate(reason)`, TipKit's `invalidate(reason:)`):
  /// it will not show again.
  case invalidate(reason: String)
  /// Mark `to` comes in by moving from mark `from` (`transition = "move"`) over `duration`.
  case move(from: Int, to: Int, duration: Double)
  /// A link in a body's text was tapped (`didSelectLink` runs next).
  case link(index: Int, id: String)

  /// The event's name in the trace.
  public var name: String {
    switch self {
    case .start: "start"
    case .willLoad: "willLoad"
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .willHide: "willHide"
    case .didHide: "didHide"
    case .pause: "pause"
    case .resume: "resume"
    case .overlayTap: "overlayTap"
    case .appTap: "appTap"
    case .resize: "resize"
    case .stop: "stop"
    case .animation: "animation"
    case .end: "end"
    case .waitForView: "waitForView"
    case .missingView: "missingView"
    case .targetMissing: "targetMissing"
    case .targetRecovered: "targetRecovered"
    case .viewAdded: "viewAdded"
    case .viewRemoved: "viewRemoved"
    case .appEvent: "appEvent"
    case .navigate: "navigate"
    case .waitForScreen: "waitForScreen"
    case .warning: "warning"
    case .announce: "announce"
    case .action: "action"
    case .link: "link"
    case .scroll: "scroll"
    case .move: "move"
    case .invalidate: "invalidate"
    }
  }
}

extension TourEvent {
  /// The mark the event is about, for the events that name one.
  public var markIndex: Int? {
    switch self {
    case .willLoad(let index, _), .willShow(let index, _), .didShow(let index, _, _), .willHide(let index),
      .didHide(let index), .overlayTap(let index, _), .animation(let index, _, _, _),
      .waitForView(let index, _, _), .missingView(let index, _, _), .targetMissing(let index, _, _, _), .targetRecovered(let index, _),
      .waitForScreen(let index, _), .announce(let index, _),
      .action(let index, _), .link(let index, _), .scroll(let index, _, _, _, _), .move(_, let index, _):
      index
    case .start, .pause, .resume, .appTap, .resize, .stop, .end, .viewAdded, .viewRemoved, .appEvent, .navigate, .warning, .invalidate:
      nil
    }
  }
}
