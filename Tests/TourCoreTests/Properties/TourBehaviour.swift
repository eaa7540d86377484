import PropertyBased
import TourCore

/// How a generated tour answers the flow: how many marks, which will not load, which are guided
/// steps, belong to another screen or wait for a view, how long each hook takes to reply, what
/// overlay taps answer and how long transitions run.
struct TourBehaviour: Sendable, CustomStringConvertible {
  enum Kind: Int, Sendable, CaseIterable {
    case plain, guided, otherScreen, waitsForView, noCutout
  }

  var count: Int
  /// Per mark (cycled): loads, or is skipped.
  var loads: [Bool]
  /// Per mark (cycled).
  var kinds: [Kind]
  /// The delays hooks reply after, taken in turn (0: at once).
  var delays: [Double]
  var overlayTaps: Bool
  /// Transition durations the animation hooks answer, taken in turn (nil: the default fade).
  var transitions: [Double?]

  var description: String {
    "count \(count), loads \(loads), kinds \(kinds.map(\.rawValue)), delays \(delays), overlayTaps \(overlayTaps), transitions \(transitions)"
  }

  static let generator: Generator<TourBehaviour, AnySequence<Any>> =
    zip(
      Gen.int(in: 0...6),
      Gen.bool(0.8).array(of: 1...6),
      Gen.pick(Kind.allCases + [.plain, .plain, .plain]).array(of: 1...6),
      Gen.pick([0.0, 0, 0, 0.05, 0.4, 1.5]).array(of: 1...6),
      Gen.bool,
      Gen.pick([nil, nil, 0.0, 0.2, 1.0] as [Double?]).array(of: 1...4)
    ).map { count, loads, kinds, delays, overlayTaps, transitions in
      TourBehaviour(
        count: count, loads: loads, kinds: kinds, delays: delays, overlayTaps: overlayTaps, transitions: transitions)
    }.eraseToAny()
}
