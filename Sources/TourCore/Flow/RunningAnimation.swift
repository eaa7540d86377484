/// A fade or an animation that runs now, with when it started: what a picture of the tour at
/// an instant needs to know.
public struct RunningAnimation: Hashable, Sendable {
  /// What moves.
  public enum Subject: Hashable, Sendable {
    case overlayFadeIn
    case overlayFadeOut
    case mark(index: Int, MarkAnimation.Kind)

    /// What moves, in words (`the appearance of mark 2`).
    public var description: String {
      switch self {
      case .overlayFadeIn: "the overlay's fade-in"
      case .overlayFadeOut: "the overlay's fade-out"
      case .mark(let index, .appearance): "the appearance of mark \(index)"
      case .mark(let index, .disappearance): "the disappearance of mark \(index)"
      case .mark(let index, .idle): "the idle animation of mark \(index)"
      }
    }
  }

  public var subject: Subject
  public var start: Instant
  public var duration: TimeSpan
  /// The mark animation, for `.mark` subjects.
  public var animation: MarkAnimation?

  public init(subject: Subject, start: Instant, duration: TimeSpan, animation: MarkAnimation? = nil) {
    self.subject = subject
    self.start = start
    self.duration = duration
    self.animation = animation
  }

  /// How far it has run at `time`, from 0 to 1.
  public func progress(at time: Instant) -> Double {
    guard duration.microseconds > 0 else { return 1 }
    return min(max(Double(time.since(start).microseconds) / Double(duration.microseconds), 0), 1)
  }
}
