import TourCore
import TourInvariants

/// A tour that behaves as a `TourBehaviour` says, driving a real controller on a virtual clock,
/// with every event checked by a `FlowInvariantChecker`.
final class GeneratedTour: CoachMarksDataSource, CoachMarksDelegate, CoachMarksAnimationDelegate {
  let behaviour: TourBehaviour
  let controller: CoachMarksController
  let checker: FlowInvariantChecker
  private var replies = 0
  private var transitions = 0

  static let home = Screen(
    size: Size(width: 320, height: 480),
    views: [ScreenView(id: "search", frame: Rect(x: 16, y: 40, width: 288, height: 40))])
  static let other = Screen(
    size: Size(width: 320, height: 480),
    views: [ScreenView(id: "cart", frame: Rect(x: 16, y: 400, width: 288, height: 40))])

  init(_ behaviour: TourBehaviour) {
    self.behaviour = behaviour
    let controller = CoachMarksController(screen: Self.home, timeline: Timeline())
    self.controller = controller
    checker = FlowInvariantChecker(liveCount: { [unowned controller] in controller.machine.marks.count })
    controller.simulatedApp.configureScreens(["home": Self.home, "other": Self.other], start: "home")
    controller.subscribe(checker)
    controller.skip.view = ViewSpec(kind: .skipButton(title: "Skip", DefaultViewStyle()))
    controller.overlay.isUserInteractionEnabled = true
    controller.dataSource = self
    controller.delegate = self
    controller.animationDelegate = self
  }

  /// Replies now or after the next delay of the behaviour, as a hook that waits would.
  private func later(_ reply: @escaping () -> Void) {
    let delay = behaviour.delays[replies % behaviour.delays.count]
    replies += 1
    guard delay > 0 else { return reply() }
    controller.timeline.schedule(after: TimeSpan(seconds: delay), kind: .hookWait, reply)
  }

  private func kind(_ index: Int) -> TourBehaviour.Kind { behaviour.kinds[(index - 1) % behaviour.kinds.count] }

  func numberOfCoachMarks(reply: @escaping (Int) -> Void) { later { reply(self.behaviour.count) } }

  func coachMark(at index: Int, reply: @escaping (CoachMark?) -> Void) {
    var mark = CoachMark(around: Rect(x: 20, y: Double(40 + (index * 70) % 380), width: 120, height: 30))
    switch kind(index) {
    case .plain: break
    case .guided: mark.advanceOn = .tap
    case .otherScreen: mark.screenName = "other"
    case .noCutout: mark = CoachMark()
    case .waitsForView:
      if let path = try? controller.screen.resolve("late"), let frame = controller.screen.frameOnScreen(path) {
        mark = CoachMark(around: frame)
      } else {
        mark = CoachMark()
        mark.pendingView = PendingView(
          name: "late", wait: TimeSpan(seconds: 1), onMissing: PendingView.OnMissing.allCases[index % 3])
      }
    }
    later { reply(mark) }
  }

  func coachMarkWillLoad(at index: Int, reply: @escaping (Bool) -> Void) {
    let loads = behaviour.loads[(index - 1) % behaviour.loads.count]
    later { reply(loads) }
  }

  func willShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping (CoachMark) -> Void) {
    later { reply(mark) }
  }
  func didShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping () -> Void) { later(reply) }
  func willHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) { later(reply) }
  func didHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) { later(reply) }
  func didEndShowingBySkipping(_ skipped: Bool, reply: @escaping () -> Void) { later(reply) }
  func shouldHandleOverlayTap(at index: Int, reply: @escaping (Bool) -> Void) {
    let answer = behaviour.overlayTaps
    later { reply(answer) }
  }

  func fetchAnimation(
    _ kind: MarkAnimation.Kind, of mark: CoachMark, at index: Int, layout: MarkLayout,
    reply: @escaping (MarkAnimation?) -> Void
  ) {
    let seconds = behaviour.transitions[transitions % behaviour.transitions.count]
    transitions += 1
    let animation = seconds.map { MarkAnimation(duration: TimeSpan(seconds: $0), target: ViewStateChange(alpha: kind == .disappearance ? 0 : 1)) }
    later { reply(animation) }
  }

  /// Applies one operation, as a script, a user or the app would.
  func apply(_ operation: FlowOperation) {
    switch operation {
    case .showNext(let n): controller.send(.showNext(skipping: n))
    case .showPrevious(let n): controller.send(.showPrevious(skipping: n))
    case .pause(let style): controller.send(.pause(style))
    case .resume: controller.send(.resume)
    case .stop(let immediately): controller.send(.stop(immediately: immediately))
    case .skip: controller.send(.skip)
    case .done: controller.send(.done)
    case .tapNext: if let point = controller.readout.nextControlCenter { _ = controller.tap(at: point) }
    case .tapOverlay: if let point = controller.touchScene.overlayPoint(on: controller.screen.size) { _ = controller.tap(at: point) }
    case .tap(let x, let y): _ = controller.tap(at: Point(x: x, y: y))
    case .resize(let width, let height): controller.simulatedApp.resize(to: Size(width: width, height: height))
    case .prepareForChange: controller.send(.prepareForChange)
    case .restoreAfterChange: controller.send(.restoreAfterChange)
    case .updateCurrentMark(let y):
      controller.send(.updateCurrentMark(CoachMark(around: Rect(x: 40, y: y, width: 100, height: 30))))
    case .navigate(let name): _ = controller.simulatedApp.navigate(to: name)
    case .addLateView:
      _ = try? controller.simulatedApp.addView(ScreenView(id: "late", frame: Rect(x: 16, y: 200, width: 200, height: 40)), under: nil)
    case .removeLateView: _ = try? controller.simulatedApp.removeView("late")
    case .report(let name): controller.report(event: name)
    case .reload(let preferred): controller.reload(preferring: preferred)
    case .wait(let seconds): controller.timeline.advance(to: controller.timeline.now + TimeSpan(seconds: seconds))
    case .settle: settle()
    }
  }

  /// Runs the clock until nothing is pending, at most 60 s on; returns how many timers fired
  /// (it must stop: the timers of a tour run out, or the limit is reached).
  @discardableResult
  func settle() -> Int {
    let limit = controller.timeline.now + TimeSpan(seconds: 60)
    var fired = 0
    while fired < 100_000, controller.timeline.advanceToNextDeadline(notAfter: limit) { fired += 1 }
    return fired
  }
}
