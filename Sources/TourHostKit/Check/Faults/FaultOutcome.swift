import TourCore

/// What became of a step in a run: shown (with a cutout or centred), skipped, the tour ended,
/// or still holding for its target when the run stopped; and when, from the step's start.
struct FaultOutcome: Equatable {
  enum Kind: Equatable {
    case shown(cutout: Bool)
    case skipped
    case ended
    case held
    /// The run never came to the step (an earlier step ended the tour).
    case notReached
  }

  var kind: Kind
  /// Seconds from when the step found its target missing (its `targetMissing`; else its
  /// `willLoad`) to the outcome.
  var after: Double
  /// The policy the step declared, as its `targetMissing` said; nil when it said none.
  var policy: PendingView.Policy?
  /// Why the target was missing, as its `targetMissing` said.
  var reason: String?

  /// The outcome of step `index` in `events`.
  init(of index: Int, in events: [(time: Double, event: TourEvent)]) {
    kind = .notReached
    after = 0
    guard let start = events.firstIndex(where: { if case .willLoad(index, true) = $0.event { true } else { false } }) else { return }
    var begun = events[start].time
    kind = .held
    var stopped = false
    for (time, event) in events[(start + 1)...] {
      after = time - begun
      switch event {
      case .targetMissing(index, _, let reason, let policy):
        self.policy = policy
        self.reason = reason
        begun = time
      case .missingView(index, _, .stop), .stop:
        stopped = true
      case .willShow(index, _):
        let cutout = events.first { if case .didShow(index, _, let layout) = $0.event, $0.time >= time { layout.cutout != nil } else { false } }
        kind = .shown(cutout: cutout != nil)
        return
      case .willLoad(let other, _) where other != index:
        kind = stopped ? .ended : .skipped
        return
      case .end:
        kind = stopped ? .ended : .skipped
        return
      default: break
      }
    }
    after = (events.last?.time ?? begun) - begun
  }

  /// In words: `shown`, `shown centred`, `skipped`, `the tour ended`, `held`.
  var words: String {
    switch kind {
    case .shown(let cutout): cutout ? "shown" : "shown centred"
    case .skipped: "skipped"
    case .ended: "the tour ended"
    case .held: "held, waiting for its target"
    case .notReached: "never reached"
    }
  }

  /// The outcome a policy's `then` means.
  static func kind(of then: PendingView.OnMissing) -> Kind {
    switch then {
    case .skip: .skipped
    case .center: .shown(cutout: false)
    case .stop: .ended
    case .hold: .held
    }
  }
}
