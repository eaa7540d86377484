import FoundationEssentials
import TourCore
import TourLua
import TourRender

/// One play of a tour with a fault on one step's target: the events it made, and whether a
/// person had a way out while the step waited for its target and when it showed.
final class FaultRun: TraceRecorder {
  /// The tour's events, with their times in seconds.
  private(set) var events: [(time: Double, event: TourEvent)] = []
  /// The view each shown mark was made from, by key path, by mark index.
  private(set) var targets: [Int: String] = [:]
  /// While the step held for its target, no way out was there (no skip view).
  private(set) var waitedWithoutWayOut = false
  /// Why nothing could move the step on when it showed, if nothing could.
  private(set) var stuckWhenShown: String?
  private let step: Int
  private let injection: FaultInjection?
  private weak var session: TourSession?
  private var applied = false

  /// A run whose step `step` meets `injection` (nil: the run without a fault).
  private init(step: Int, injection: FaultInjection?) {
    self.step = step
    self.injection = injection
  }

  /// Plays the tour at `url` in `environment` with `injection` on step `step`, tapping through
  /// as `check` does.
  static func play(
    _ url: URL, text: TextStack, options: CheckOptions, environment: TourEnvironment, step: Int, injection: FaultInjection?
  ) throws(TourLoadError) -> FaultRun {
    let run = FaultRun(step: step, injection: injection)
    let session = try TourSession(
      script: url, recorder: run, configuration: options.configuration, text: text, progress: .none, environment: environment)
    run.session = session
    session.start(checkingRules: false)
    if session.settle() { Autoplay.play(session) }
    return run
  }

  func record(_ record: TraceRecord, at time: Instant) {
    guard case .tour(let event) = record else { return }
    events.append((time.seconds, event))
    guard let session else { return }
    switch event {
    case .willLoad(let index, true) where index == step && !applied:
      applied = true
      injection?.apply(to: session.controller.simulatedApp, timeline: session.timeline)
    case .targetMissing(let index, _, _, let policy) where index == step:
      if policy.then == .hold, session.controller.skipViewFrame == nil { waitedWithoutWayOut = true }
    case .didShow(let index, _, _):
      if let target = session.controller.readout.shown?.mark.anchor?.keyPath { targets[index] = targets[index] ?? target }
      if index == step { stuckWhenShown = Self.stuck(session.controller) }
    default: break
    }
  }

  /// Why nothing moves the mark on screen on, or nil when something does: the skip view, a
  /// control of the bubble, or (a step that waits for a tap on its target) a target in sight.
  static func stuck(_ controller: CoachMarksController) -> String? {
    if controller.skipViewFrame != nil { return nil }
    guard let mark = controller.readout.shown?.mark, case .tap? = mark.advanceOn else { return nil }
    if controller.readout.controls.contains(where: { [.next, .back, .close].contains($0.kind) }) { return nil }
    guard let target = mark.anchor?.keyPath else { return "it waits for a tap on its target, and it has no cutout to tap" }
    guard let problem = controller.screen.sightProblem(target) else { return nil }
    return "it waits for a tap on '\(target)', and \(problem)"
  }
}
