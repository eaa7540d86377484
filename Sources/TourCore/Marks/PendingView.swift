/// A view a mark points at that does not exist yet (`makeCoachMark{ view =, wait = }`): the
/// mark waits for the app to add it, at most `wait`, then does what `onMissing` says.
public struct PendingView: Hashable, Sendable {
  /// What to do when the view has not come in time.
  public enum OnMissing: String, Hashable, Sendable, CaseIterable {
    /// Skip the mark, as if `coachMarkWillLoadAt` had said no.
    case skip
    /// Show the mark without a cutout, centred.
    case center
    /// Stop the tour.
    case stop
  }

  /// The view's id or key path.
  public var name: String
  public var wait: TimeSpan
  public var onMissing: OnMissing

  public init(name: String, wait: TimeSpan, onMissing: OnMissing = .skip) {
    self.name = name
    self.wait = wait
    self.onMissing = onMissing
  }
}
