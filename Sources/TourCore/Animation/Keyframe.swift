/// One step of a keyframe animation: from `relativeStart` for `relativeDuration` (both
/// fractions of the whole animation), the view moves to `change`.
public struct Keyframe: Hashable, Sendable {
  public var relativeStart: Double
  public var relativeDuration: Double
  public var change: ViewStateChange

  public init(relativeStart: Double, relativeDuration: Double, change: ViewStateChange) {
    self.relativeStart = relativeStart
    self.relativeDuration = relativeDuration
    self.change = change
  }
}

/// How a keyframe animation moves between its keyframes.
public enum KeyframeMode: String, Hashable, Sendable, CaseIterable {
  /// Steadily, within each keyframe's time.
  case linear
  /// Jumps to each keyframe's values when its time starts.
  case discrete
  /// Eases in and out within each keyframe's time.
  case cubic
}
