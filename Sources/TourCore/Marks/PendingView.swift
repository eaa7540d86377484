/// A view a mark points at that does not exist yet (`makeCoachMark{ view =, wait = }`, or a
/// declared `onMissing = { wait =, ["then"] = }`): the mark waits for the app to add it, at
/// most `wait`, then does what `onMissing` says.
public struct PendingView: Hashable, Sendable {
  /// What to do when the view has not come in time.
  public enum OnMissing: String, Hashable, Sendable, CaseIterable {
    /// Skip the mark, as if `coachMarkWillLoadAt` had said no.
    case skip
    /// Show the mark without a cutout, centred.
    case center
    /// Stop the tour.
    case stop
    /// Keep the overlay without a mark, waiting for the view for as long as it takes (the
    /// skip view, where there is one, is the way out).
    case hold

    /// The name a declared policy's `then` gives it: `centre` for `center`, `end` for `stop`.
    public var policyName: String {
      switch self {
      case .center: "centre"
      case .stop: "end"
      default: rawValue
      }
    }

    /// The outcome a declared policy's `then` names (`skip`, `centre`, `end`, `hold`; the
    /// older spellings `center` and `stop` too); nil for anything else.
    public init?(policyName: String) {
      switch policyName {
      case "centre", "center": self = .center
      case "end", "stop": self = .stop
      case "skip": self = .skip
      case "hold": self = .hold
      default: return nil
      }
    }

    /// The names a declared policy's `then` takes, for messages.
    public static let policyNames = ["skip", "centre", "end", "hold"]
  }

  /// What a step (or a tour, for its steps) declares for a target that is missing:
  /// `onMissing = { wait = 2, ["then"] = "centre" }`.
  public struct Policy: Hashable, Sendable {
    /// Seconds to wait for the target (0: decide at once).
    public var wait: Double
    /// What happens when it has not come.
    public var then: OnMissing

    /// A policy of waiting `wait` seconds, then `then`.
    public init(wait: Double, then: OnMissing) {
      self.wait = wait
      self.then = then
    }
  }

  /// The view's id or key path.
  public var name: String
  public var wait: TimeSpan
  public var onMissing: OnMissing
  /// Whether the mark (or its tour) declared the policy (`onMissing = { ... }`): the trace then
  /// says `targetMissing` when the target is found missing and `targetRecovered` when it comes.
  public var isDeclared = false
  /// Why a declared policy's target is missing (`it has no size`, `'sheet' covers it`).
  public var problem: String?

  public init(name: String, wait: TimeSpan, onMissing: OnMissing = .skip, isDeclared: Bool = false) {
    self.name = name
    self.wait = wait
    self.onMissing = onMissing
    self.isDeclared = isDeclared
  }
}
