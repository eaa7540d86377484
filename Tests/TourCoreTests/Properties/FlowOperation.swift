import PropertyBased
import TourCore

/// One thing that can happen to a running tour: a call a script can make, a touch, a change
/// of the screen, or time passing.
enum FlowOperation: Sendable, CustomStringConvertible {
  case showNext(Int)
  case showPrevious(Int)
  case pause(PauseStyle)
  case resume
  case stop(immediately: Bool)
  case skip
  case done
  case tapNext
  case tapOverlay
  case tap(x: Double, y: Double)
  case resize(width: Double, height: Double)
  case prepareForChange
  case restoreAfterChange
  case updateCurrentMark(y: Double)
  case navigate(String)
  case addLateView
  case removeLateView
  case report(String)
  /// A new version of the script; the host found the step on show at `preferring` (nil: where it was).
  case reload(preferring: Int?)
  case wait(Double)
  case settle

  var description: String {
    switch self {
    case .showNext(let n): "showNext(\(n))"
    case .showPrevious(let n): "showPrevious(\(n))"
    case .pause(let style): "pause(\(style.rawValue))"
    case .resume: "resume"
    case .stop(let immediately): "stop(\(immediately))"
    case .skip: "skip"
    case .done: "done"
    case .tapNext: "tapNext"
    case .tapOverlay: "tapOverlay"
    case .tap(let x, let y): "tap(\(x), \(y))"
    case .resize(let width, let height): "resize(\(width), \(height))"
    case .prepareForChange: "prepareForChange"
    case .restoreAfterChange: "restoreAfterChange"
    case .updateCurrentMark(let y): "updateCurrentMark(y: \(y))"
    case .navigate(let name): "navigate(\(name))"
    case .addLateView: "addLateView"
    case .removeLateView: "removeLateView"
    case .report(let name): "report(\(name))"
    case .reload(let preferred): preferred.map { "reload(preferring: \($0))" } ?? "reload"
    case .wait(let seconds): "wait(\(seconds))"
    case .settle: "settle"
    }
  }

  /// Every operation, the common ones more often.
  static let generator: Generator<FlowOperation, AnySequence<Any>> = {
    let choices: [(weight: Double, gen: Generator<FlowOperation, AnySequence<Any>>)] = [
      (3, Gen.int(in: -1...2).map(FlowOperation.showNext).eraseToAny()),
      (2, Gen.int(in: -1...2).map(FlowOperation.showPrevious).eraseToAny()),
      (1, Gen.pick(PauseStyle.allCases).map(FlowOperation.pause).eraseToAny()),
      (1, Gen.always(FlowOperation.resume).eraseToAny()),
      (0.3, Gen.bool(0.3).map { FlowOperation.stop(immediately: $0) }.eraseToAny()),
      (0.3, Gen.always(FlowOperation.skip).eraseToAny()),
      (0.2, Gen.always(FlowOperation.done).eraseToAny()),
      (3, Gen.always(FlowOperation.tapNext).eraseToAny()),
      (1, Gen.always(FlowOperation.tapOverlay).eraseToAny()),
      (1, zip(Gen.int(in: 0...32), Gen.int(in: 0...60)).map { FlowOperation.tap(x: Double($0) * 10, y: Double($1) * 10) }.eraseToAny()),
      (0.5, Gen.pick([(320.0, 480.0), (480, 320), (390, 844), (10, 10)]).map { FlowOperation.resize(width: $0.0, height: $0.1) }.eraseToAny()),
      (0.5, Gen.always(FlowOperation.prepareForChange).eraseToAny()),
      (0.5, Gen.always(FlowOperation.restoreAfterChange).eraseToAny()),
      (0.5, Gen.int(in: 0...40).map { FlowOperation.updateCurrentMark(y: Double($0) * 10) }.eraseToAny()),
      (0.5, Gen.pick(["home", "other", "nowhere"]).map(FlowOperation.navigate).eraseToAny()),
      (0.3, Gen.always(FlowOperation.addLateView).eraseToAny()),
      (0.2, Gen.always(FlowOperation.removeLateView).eraseToAny()),
      (0.3, Gen.pick(["done", "other"]).map(FlowOperation.report).eraseToAny()),
      (0.3, Gen.pick([nil, 1, 2, 3, 9]).map(FlowOperation.reload).eraseToAny()),
      (2, Gen.pick([0.0, 0.01, 0.1, 0.3, 1, 5]).map(FlowOperation.wait).eraseToAny()),
      (2, Gen.always(FlowOperation.settle).eraseToAny()),
    ]
    return Gen.frequency(choices).eraseToAny()
  }()
}
