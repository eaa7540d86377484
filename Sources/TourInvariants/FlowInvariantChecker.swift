import TourCore

/// Watches the events of a tour and writes down every breach of the flow's invariants (API.md
/// sections 2 and 4): indices in range, `willHide`/`didHide` paired with the mark on
/// screen, at most one `end` (exactly one once the tour is over, unless `stop(true)` ended
/// it), no flow event after the end, a clock that never goes back, and pause/resume balanced.
///
/// It is a recorder, so it subscribes to a controller wherever events go: in front of a trace
/// (`next`), in a fuzzer, in a property test. What it finds is in `violations`, one sentence each, naming the event.
public final class FlowInvariantChecker: TourEventRecorder {
  /// The breaches found so far, in order.
  public private(set) var violations: [String] = []
  /// Where events go after they are checked.
  public var next: (any TourEventRecorder)?
  /// The number of marks now, when the checker can ask (a reload may change it); otherwise
  /// the count of the `start` event is used, and ranges are not checked after a reload.
  private let liveCount: (() -> Int)?

  private var lastTime = Instant.zero
  private var started = false
  private var count: Int?
  private var onScreen: Int?
  private var hiding: Int?
  private var paused: PauseStyle?
  private(set) public var ends = 0
  private(set) public var stoppedImmediately = false

  /// - Parameter liveCount: the number of marks the flow works with now.
  public init(next: (any TourEventRecorder)? = nil, liveCount: (() -> Int)? = nil) {
    self.next = next
    self.liveCount = liveCount
  }

  /// A new version of the script took over: without `liveCount`, the count is not known any
  /// more, and ranges are not checked.
  public func scriptReloaded() {
    if liveCount == nil { count = nil }
  }

  /// Whether the tour has ended, by an `end` or by `stop(true)`.
  public var isOver: Bool { ends > 0 || stoppedImmediately }

  /// Checks what must hold once the tour is known to be over: it ended exactly once, unless
  /// `stop(true)` ended it without an `end`, or it never started.
  public func checkFinished() {
    guard started else { return }
    if stoppedImmediately {
      if ends != 0 { violations.append("\(ends) end events after stop(true), expected none") }
    } else if ends != 1 {
      violations.append("\(ends) end events for a tour that is over, expected 1")
    }
    if let hiding, !stoppedImmediately { violations.append("mark \(hiding) got willHide but never didHide") }
  }

  public func record(_ event: TourEvent, at time: Instant) {
    check(event, at: time)
    next?.record(event, at: time)
  }

  private func check(_ event: TourEvent, at time: Instant) {
    let name = event.name
    if time < lastTime { fail("clock went back from \(lastTime.seconds) s to \(time.seconds) s at \(name)") }
    lastTime = max(lastTime, time)
    if isOver, Self.flowEvents.contains(name) { fail("\(name) after the end of the tour") }
    if let index = event.markIndex { checkRange(index, name) }
    switch event {
    case .start(let count, _):
      if started { fail("a second start") }
      started = true
      self.count = count
    case .willShow(let index, _):
      if let hiding { fail("willShow \(index) while mark \(hiding) is hiding (willHide without didHide)") }
    case .didShow(let index, let change, _):
      if let hiding { fail("didShow \(index) while mark \(hiding) is hiding (willHide without didHide)") }
      // A reload may find the step on show at another number: the same step, renumbered.
      if let onScreen, onScreen != index, change != .reload { fail("didShow \(index) while mark \(onScreen) is on screen, without willHide/didHide") }
      onScreen = index
    case .willHide(let index):
      if let hiding { fail("willHide \(index) while mark \(hiding) is still hiding") }
      if onScreen != index { fail("willHide \(index), but the mark on screen is \(onScreen.map(String.init) ?? "none")") }
      hiding = index
    case .didHide(let index):
      if hiding != index { fail("didHide \(index) without willHide \(index)") }
      hiding = nil
      onScreen = nil
    case .waitForScreen:
      onScreen = nil
    case .pause(let style):
      if paused == style { fail("pause \(style.rawValue) while already paused so") }
      paused = style
    case .resume:
      if paused == nil { fail("resume while not paused") }
      paused = nil
    case .stop(let immediately):
      if immediately { stoppedImmediately = true }
    case .end:
      ends += 1
      if ends > 1 { fail("end number \(ends)") }
      if let hiding { fail("end while mark \(hiding) is hiding (willHide without didHide)") }
      onScreen = nil
      paused = nil
    default:
      break
    }
  }

  private func checkRange(_ index: Int, _ name: String) {
    guard let count = liveCount?() ?? count else { return }
    if index < 1 || index > count { fail("\(name) index \(index) is outside 1...\(count)") }
  }

  private func fail(_ message: String) { violations.append(message) }

  /// The events that only the flow makes; none may come after the end.
  static let flowEvents: Set<String> = [
    "start", "willLoad", "willShow", "didShow", "willHide", "didHide", "pause", "resume", "overlayTap", "stop",
    "animation", "end", "resumeAt", "waitForView", "missingView", "targetMissing", "targetRecovered", "waitForScreen",
  ]
}
