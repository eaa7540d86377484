/// An animation of a mark's view (API.md, `fetchAppearanceTransition` and its siblings): the
/// parameters of `manager.parameters` and what `manager:animate` describes.
public struct MarkAnimation: Hashable, Sendable {
  /// What the animation is for.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case appearance
    case disappearance
    case idle
  }

  /// Every field, in one box its copies share (an animation rides in the flow's phases and
  /// effects).
  private var shared: SharedValue<Fields>

  private struct Fields: Hashable, Sendable {
    var duration: TimeSpan
    var delay: TimeSpan
    var curve: TimingCurve
    var keyframeMode: KeyframeMode
    var initial: ViewStateChange?
    var target: ViewStateChange
    var keyframes: [Keyframe]?
    var autoreverses: Bool
    var completion: Int?
  }

  public var duration: TimeSpan {
    get { shared.value.duration }
    _modify { yield &shared.value.duration }
  }

  public var delay: TimeSpan {
    get { shared.value.delay }
    _modify { yield &shared.value.delay }
  }

  public var curve: TimingCurve {
    get { shared.value.curve }
    _modify { yield &shared.value.curve }
  }

  public var keyframeMode: KeyframeMode {
    get { shared.value.keyframeMode }
    _modify { yield &shared.value.keyframeMode }
  }

  /// Applied before the animation starts (`fromInitialState`).
  public var initial: ViewStateChange? {
    get { shared.value.initial }
    _modify { yield &shared.value.initial }
  }

  /// Where a regular animation ends.
  public var target: ViewStateChange {
    get { shared.value.target }
    _modify { yield &shared.value.target }
  }

  /// The steps of a keyframe animation; nil for a regular one.
  public var keyframes: [Keyframe]? {
    get { shared.value.keyframes }
    _modify { yield &shared.value.keyframes }
  }

  /// For idle animations: go back and forth (true) or start over each cycle (false).
  public var autoreverses: Bool {
    get { shared.value.autoreverses }
    _modify { yield &shared.value.autoreverses }
  }

  /// The script's `completion`, as the animation delegate numbered it.
  public var completion: Int? {
    get { shared.value.completion }
    _modify { yield &shared.value.completion }
  }

  public init(
    duration: TimeSpan, delay: TimeSpan = .zero, curve: TimingCurve = .easeInOut, keyframeMode: KeyframeMode = .linear,
    initial: ViewStateChange? = nil, target: ViewStateChange = ViewStateChange(), keyframes: [Keyframe]? = nil,
    autoreverses: Bool = true, completion: Int? = nil
  ) {
    shared = SharedValue(
      Fields(
        duration: duration, delay: delay, curve: curve, keyframeMode: keyframeMode, initial: initial, target: target, keyframes: keyframes,
        autoreverses: autoreverses, completion: completion))
  }

  /// Instructions' default appearance: from transparent to opaque.
  public static func fadeIn(_ duration: TimeSpan = TimeSpan(seconds: 0.3)) -> MarkAnimation {
    MarkAnimation(duration: duration, initial: ViewStateChange(alpha: 0), target: ViewStateChange(alpha: 1))
  }

  /// Instructions' default disappearance: to transparent.
  public static func fadeOut(_ duration: TimeSpan = TimeSpan(seconds: 0.3)) -> MarkAnimation {
    MarkAnimation(duration: duration, target: ViewStateChange(alpha: 0))
  }

  /// How long the flow waits for it: the delay and the duration.
  public var total: TimeSpan { delay + duration }

  /// The view's state `elapsed` after the animation started from `start`.
  public func state(at elapsed: TimeSpan, from start: ViewState) -> ViewState {
    let first = initial?.applied(to: start) ?? start
    let running = elapsed.microseconds - delay.microseconds
    guard running > 0 else { return first }
    guard duration.microseconds > 0 else { return end(from: first) }
    return state(atFraction: curve.value(at: Double(running) / Double(duration.microseconds)), from: first)
  }

  /// The state of an idle animation `elapsed` after it started: it loops (back and forth when
  /// it autoreverses) until the mark starts to hide.
  public func loopingState(at elapsed: TimeSpan, from start: ViewState) -> ViewState {
    let first = initial?.applied(to: start) ?? start
    let running = elapsed.microseconds - delay.microseconds
    guard running > 0, duration.microseconds > 0 else { return first }
    let length = duration.microseconds
    let period = autoreverses ? 2 * length : length
    var phase = running % period
    if autoreverses, phase > length { phase = period - phase }
    return state(atFraction: curve.value(at: Double(phase) / Double(length)), from: first)
  }

  private func end(from first: ViewState) -> ViewState { state(atFraction: 1, from: first) }

  private func state(atFraction fraction: Double, from first: ViewState) -> ViewState {
    guard let keyframes else { return first.interpolated(to: target.applied(to: first), fraction) }
    var state = first
    for keyframe in keyframes.sorted(by: { $0.relativeStart < $1.relativeStart }) {
      let before = state
      let after = keyframe.change.applied(to: before)
      let local: Double
      if fraction <= keyframe.relativeStart {
        local = 0
      } else if keyframe.relativeDuration <= 0 || fraction >= keyframe.relativeStart + keyframe.relativeDuration {
        local = 1
      } else {
        local = (fraction - keyframe.relativeStart) / keyframe.relativeDuration
      }
      switch keyframeMode {
      case .linear: state = before.interpolated(to: after, local)
      case .discrete: state = fraction >= keyframe.relativeStart && fraction > 0 ? after : before
      case .cubic: state = before.interpolated(to: after, local * local * (3 - 2 * local))
      }
    }
    return state
  }
}
