/// A view moving from one frame to another (`ctl.screen:animate`); frames are in its parent's
/// coordinates. The screen model holds the end frame at once, as UIKit's model layer does;
/// pictures show the frame in between.
public struct ViewAnimation: Hashable, Sendable {
  public var keyPath: String
  public var from: Rect
  public var to: Rect
  public var start: Instant
  public var duration: TimeSpan
  public var curve: TimingCurve

  public init(keyPath: String, from: Rect, to: Rect, start: Instant, duration: TimeSpan, curve: TimingCurve) {
    self.keyPath = keyPath
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// Whether it still runs at `time`.
  public func isRunning(at time: Instant) -> Bool { time < start + duration }

  /// The frame at `time`.
  public func frame(at time: Instant) -> Rect {
    guard duration.microseconds > 0, time < start + duration else { return to }
    let fraction = curve.value(at: Double(time.since(start).microseconds) / Double(duration.microseconds))
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(x: mix(from.x, to.x), y: mix(from.y, to.y), width: mix(from.width, to.width), height: mix(from.height, to.height))
  }
}

/// A scroll container moving its content from one offset to another (a mark scrolling its
/// view into sight). The screen holds the end offset at once; pictures show the ones between.
public struct ScrollAnimation: Hashable, Sendable {
  /// The offsets as the origins of a moving frame of no size.
  private let motion: ViewAnimation

  /// The container at `keyPath` scrolling from `from` to `to`.
  public init(keyPath: String, from: Point, to: Point, start: Instant, duration: TimeSpan, curve: TimingCurve) {
    motion = ViewAnimation(
      keyPath: keyPath, from: Rect(origin: from, size: .zero), to: Rect(origin: to, size: .zero), start: start, duration: duration,
      curve: curve)
  }

  /// The container's key path.
  public var keyPath: String { motion.keyPath }

  /// Whether it still runs at `time`.
  public func isRunning(at time: Instant) -> Bool { motion.isRunning(at: time) }

  /// The offset at `time`.
  public func offset(at time: Instant) -> Point { motion.frame(at: time).origin }
}
