/// Something that happened while a tour ran: one line of the trace (API.md section 4).
///
/// The engine reports events as values; only the host decides how to write them.
public enum TourEvent: Hashable, Sendable {
  case start(count: Int)
  case willLoad(index: Int, result: Bool)
  case willShow(index: Int, change: ConfigurationChange)
  case didShow(index: Int, change: ConfigurationChange, layout: MarkLayout)
  case willHide(index: Int)
  case didHide(index: Int)
  case pause(style: PauseStyle)
  case resume
  case input(command: String)
  case overlayTap(index: Int, handled: Bool)
  case appTap(view: String?, point: Point)
  /// The screen changed size (and safe area, when `safeArea` is given).
  case resize(Size, safeArea: EdgeInsets? = nil)
  case stop(immediately: Bool)
  /// A mark animation starts: `duration` and `delay` in seconds.
  case animation(index: Int, kind: MarkAnimation.Kind, duration: Double, delay: Double)
  case end(skipped: Bool)
  /// The tour does not start: `reason` says which rule (`once`, `maxDisplayCount`,
  /// `displayFrequency`, `isEligible`) kept it from starting.
  case ineligible(reason: String)
  /// The tour starts again where the user stopped (`resume = true`).
  case resumeAt(index: Int)
  /// Mark `index` waits, at most `timeout` seconds, for a view the app has not added yet.
  case waitForView(index: Int, view: String, timeout: Double)
  /// The view mark `index` waited for did not come; `onMissing` says what happens.
  case missingView(index: Int, view: String, onMissing: PendingView.OnMissing)
  /// The app added a view (`add`, `ctl.screen:addView`); `view` is its key path.
  case viewAdded(view: String)
  /// The app removed a view.
  case viewRemoved(view: String)
  /// The app reported an event (`event NAME`, `tour.emit(name)`).
  case appEvent(name: String)
  /// The app shows another screen.
  case navigate(screen: String)
  /// Mark `index` belongs to a screen the app does not show: it waits (the tour hides).
  case waitForScreen(index: Int, screen: String)
  /// A new version of the script took over; `file` names the file whose change caused it.
  case reload(file: String)
  /// A changed script could not be loaded; the last good version keeps running.
  case reloadFailed(file: String, message: String)
  case log(message: String)
  case warning(message: String)
  case error(message: String, traceback: String)

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
    case .input: "input"
    case .overlayTap: "overlayTap"
    case .appTap: "appTap"
    case .resize: "resize"
    case .stop: "stop"
    case .animation: "animation"
    case .end: "end"
    case .ineligible: "ineligible"
    case .resumeAt: "resumeAt"
    case .waitForView: "waitForView"
    case .missingView: "missingView"
    case .viewAdded: "viewAdded"
    case .viewRemoved: "viewRemoved"
    case .appEvent: "appEvent"
    case .navigate: "navigate"
    case .waitForScreen: "waitForScreen"
    case .reload: "reload"
    case .reloadFailed: "reloadFailed"
    case .log: "log"
    case .warning: "warning"
    case .error: "error"
    }
  }
}
