import Foundation
import TourCore
import TourLua

/// A tour running on a virtual clock: the timeline only moves when a command or settling
/// moves it (API.md section 4).
public final class HeadlessSession {
  public let timeline = Timeline()
  public let controller: CoachMarksController
  public let tour: LuaTour
  /// The longest settling may advance the clock, in seconds.
  public static let settleLimit = 60.0

  /// Loads the script; the tour has not started yet.
  /// - Parameter displayName: how messages name the script (see `LuaTour`).
  public init(
    script: URL, recorder: any TourEventRecorder, configuration: LuaConfiguration, displayName: String? = nil,
    measurer: any TextMeasuring = ApproximateTextMetrics()
  ) throws(TourLoadError) {
    controller = CoachMarksController(
      screen: Screen(size: Size(width: 390, height: 844)), timeline: timeline, measurer: measurer)
    controller.recorder = recorder
    tour = try LuaTour(
      scriptAt: script, controller: controller, configuration: configuration, displayName: displayName)
  }

  /// Starts the tour at the current time: the start (and whatever else is due) happens before
  /// any command is applied.
  public func start() {
    controller.start()
    timeline.runDue()
  }

  /// Whether the tour is over and its last hook has returned: no command can change anything.
  public var isFinished: Bool {
    controller.machine.isEnded && !tour.hasSuspendedHooks && !timeline.hasPending([.task])
  }

  /// Whether something is still in motion: a transition, a hook (running or waiting), or,
  /// while the flow is paused, a callback that could resume it.
  public var isBusy: Bool {
    controller.machine.isTransitioning || tour.hasSuspendedHooks
      || timeline.hasPending([.task, .transition])
      || (controller.machine.pause != nil && timeline.hasPending([.callback]))
  }

  /// Advances the clock until nothing is in motion, or by `settleLimit` seconds at most.
  public func settle() {
    let limit = timeline.now + TimeSpan(seconds: Self.settleLimit)
    timeline.runDue()
    while isBusy, timeline.advanceToNextDeadline(notAfter: limit) {}
  }

  /// Applies one command. Returns false for a `call` of a function the tour does not have.
  public func apply(_ command: InputCommand) -> Bool {
    // A finger held by `press` is lifted by any command but `wait` (on the mark for `next`).
    if case .wait = command {} else { controller.highlightedIndex = nil }
    switch command {
    case .press:
      if let shown = controller.machine.displayed {
        controller.highlightedIndex = shown.index
      } else {
        warn("press: no coach mark is on screen")
      }
    case .next:
      if controller.machine.displayed != nil {
        controller.send(.tapNext)
      } else {
        warn("next: no coach mark is on screen")
      }
    case .overlay:
      if let point = controller.overlayPoint {
        controller.tap(at: point)
      } else {
        warn("overlay: no part of the overlay is outside the cutout and the marks")
      }
    case .cutout:
      if let point = controller.cutoutCenter {
        controller.tap(at: point)
      } else {
        warn("cutout: no cutout is on screen")
      }
    case .skip:
      if let frame = controller.skipViewFrame, controller.machine.isStarted {
        controller.tap(at: frame.center)
      } else {
        warn(controller.skipView == nil ? "skip: the tour has no skipView" : "skip: the skip view is not on screen")
      }
    case .tap(let point):
      controller.tap(at: point)
    case .wait(let seconds):
      timeline.advance(to: timeline.now + TimeSpan(seconds: seconds))
    case .previous:
      controller.send(.showPrevious(skipping: 0))
    case .call(let name, let arguments):
      return tour.call(name, arguments: arguments)
    case .resize(let size):
      controller.resize(to: size)
    }
    timeline.runDue()
    return true
  }

  private func warn(_ message: String) {
    controller.record(.warning(message: message))
  }
}
