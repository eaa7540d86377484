import TourCore

/// A tour written in Swift: the data source and delegate of a controller, with closures for
/// the hooks a test cares about. Hooks reply at once unless a test holds the reply.
public final class SwiftTour: CoachMarksDataSource, CoachMarksDelegate, CoachMarksAnimationDelegate {
  public let controller: CoachMarksController
  public let log = EventLog()
  public var count = 3
  public var marks: (Int) -> CoachMark? = { _ in CoachMark(around: Rect(x: 30, y: 30, width: 70, height: 20)) }
  public var views: (Int, CoachMark) -> MarkViews = { _, _ in
    MarkViews(body: .plain(width: 200, height: 60), arrow: .plain(width: 15, height: 9))
  }
  public var willLoad: (Int) -> Bool = { _ in true }
  public var onWillShow: (CoachMark, Int, ConfigurationChange) -> CoachMark = { mark, _, _ in mark }
  public var onDidShow: (Int) -> Void = { _ in }
  public var overlayTap: (Int) -> Bool = { _ in true }
  /// When set, `willShow` keeps its reply here instead of answering (a hook that waits).
  public var holdWillShow = false
  public var heldWillShow: ((CoachMark) -> Void)?
  public private(set) var finished = 0
  /// The animation each hook answers (nil: the default).
  public var animation: (MarkAnimation.Kind, Int) -> MarkAnimation? = { _, _ in nil }
  /// The hooks in the order the flow called them, for the ones the trace does not show.
  public private(set) var calls: [String] = []

  public init(screen: Screen = Screen(size: Size(width: 320, height: 480))) {
    controller = CoachMarksController(screen: screen, timeline: Timeline())
    controller.dataSource = self
    controller.delegate = self
    controller.subscribe(log)
    controller.animationDelegate = self
  }

  /// Starts the tour and runs the timeline until nothing is pending (at most `limit` seconds).
  public func start(until limit: Double = 60) {
    controller.start()
    settle(limit)
  }

  /// Fires every timer due within `limit` seconds from now.
  public func settle(_ limit: Double = 60) {
    let end = controller.timeline.now + TimeSpan(seconds: limit)
    while controller.timeline.advanceToNextDeadline(notAfter: end) {}
  }

  /// Advances the clock by `seconds`.
  public func wait(_ seconds: Double) {
    controller.timeline.advance(to: controller.timeline.now + TimeSpan(seconds: seconds))
  }

  /// Sends an event to the flow and settles.
  public func send(_ event: FlowMachine.Event) {
    controller.send(event)
    settle()
  }

  public func numberOfCoachMarks(reply: @escaping (Int) -> Void) { reply(count) }
  public func coachMark(at index: Int, reply: @escaping (CoachMark?) -> Void) { reply(marks(index)) }
  public func coachMarkViews(at index: Int, madeFrom mark: CoachMark, reply: @escaping (MarkViews) -> Void) {
    reply(views(index, mark))
  }
  public func coachMarkWillLoad(at index: Int, reply: @escaping (Bool) -> Void) {
    calls.append("willLoad \(index)")
    reply(willLoad(index))
  }

  public func didHide(_ mark: CoachMark, at index: Int, reply: @escaping () -> Void) {
    calls.append("didHide \(index)")
    reply()
  }
  public func willShow(
    _ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping (CoachMark) -> Void
  ) {
    let edited = onWillShow(mark, index, change)
    if holdWillShow { heldWillShow = { _ in reply(edited) } } else { reply(edited) }
  }
  public func didShow(_ mark: CoachMark, at index: Int, change: ConfigurationChange, reply: @escaping () -> Void) {
    calls.append("didShow \(index)")
    onDidShow(index)
    reply()
  }
  public func shouldHandleOverlayTap(at index: Int, reply: @escaping (Bool) -> Void) { reply(overlayTap(index)) }
  public func tourDidFinish() { finished += 1 }

  public func fetchAnimation(
    _ kind: MarkAnimation.Kind, of mark: CoachMark, at index: Int, layout: MarkLayout, reply: @escaping (MarkAnimation?) -> Void
  ) {
    calls.append("fetch \(kind.rawValue) \(index)")
    reply(animation(kind, index))
  }

  public func animationDidComplete(_ completion: Int, finished: Bool) {
    calls.append("completion \(completion)" + (finished ? "" : " cut short"))
  }
}
