import Testing
import TourCore

@testable import TourHostKit

/// How `check --faults` judges one step from the events of a run: the outcome it declared,
/// within its wait and one frame, and a way out.
@Suite("check --faults: the judge")
struct FaultJudgeTests {
  static let policy = PendingView.Policy(wait: 1, then: .center)
  static let missing = TourEvent.targetMissing(index: 2, view: "buy", reason: "it is not on the screen", policy: policy)
  static let layout = MarkLayout(
    cutout: nil, pointOfInterest: nil, arrowOrientation: nil, frame: Rect(x: 0, y: 0, width: 10, height: 10),
    body: Rect(x: 0, y: 0, width: 10, height: 10), arrow: nil)

  func judge(_ events: [(Double, TourEvent)], fault: TargetFault = TargetFault(.absent)) -> [String] {
    FaultCheck.judge(FaultCheck.Seen(events: events.map { (time: $0.0, event: $0.1) }), step: 2, fault: fault, target: "buy")
  }

  @Test("the declared outcome within the wait and one frame passes")
  func holds() {
    #expect(
      judge([
        (0, .willLoad(index: 2, result: true)), (0, Self.missing), (1, .missingView(index: 2, view: "buy", onMissing: .center)),
        (1, .willShow(index: 2, change: .none)), (1.3, .didShow(index: 2, change: .none, layout: Self.layout)),
      ]) == [])
  }

  @Test("another outcome, or the right one late, is what the judge says, with the policy and the outcome")
  func fails() {
    #expect(
      judge([
        (0, .willLoad(index: 2, result: true)), (0, Self.missing), (1, .missingView(index: 2, view: "buy", onMissing: .center)),
        (1, .willLoad(index: 3, result: true)),
      ]) == ["its onMissing says centre after 1 s, but the mark was skipped (it is not on the screen)"])
    #expect(
      judge([
        (0, .willLoad(index: 2, result: true)), (0.5, Self.missing), (2.5, .willShow(index: 2, change: .none)),
        (2.8, .didShow(index: 2, change: .none, layout: Self.layout)),
      ]) == ["the mark was shown centred 2 s after its target was found missing, later than its wait (1 s) and one frame"])
    // A late target that comes within the wait is shown with its cutout.
    #expect(
      judge(
        [(0, .willLoad(index: 2, result: true)), (0, Self.missing), (1, .missingView(index: 2, view: "buy", onMissing: .center))],
        fault: TargetFault(.late, seconds: 0.5)) == [
          "its onMissing says centre after 1 s, but the mark was held, waiting for its target (it is not on the screen)"
        ])
  }

  @Test("no way out while holding or when shown is a problem whatever the policy")
  func wayOut() {
    var seen = FaultCheck.Seen(events: [(0, .willLoad(index: 2, result: true))])
    seen.heldWithoutWayOut = true
    seen.stuckWhenShown = "it waits for a tap on 'buy', and it has no size"
    #expect(
      FaultCheck.judge(seen, step: 2, fault: TargetFault(.zeroSize), target: "buy") == [
        "it holds for 'buy' with no way out (the tour has no skip view); give the tour a skipView",
        "the mark was shown, but nothing moves it on: it waits for a tap on 'buy', and it has no size (no skip view, no next control); declare onMissing = { ... } or give the tour a skipView",
      ])
  }
}
