import Testing
import TourCore

@Suite("Timeline")
struct TimelineTests {
  @Test("timers fire in time order, and in scheduling order at the same time")
  func order() {
    let timeline = Timeline()
    var fired: [String] = []
    timeline.schedule(after: TimeSpan(seconds: 0.3), kind: .transition) { fired.append("b") }
    timeline.schedule(after: TimeSpan(seconds: 0.1), kind: .task) { fired.append("a") }
    timeline.schedule(after: TimeSpan(seconds: 0.3), kind: .callback) { fired.append("c") }
    timeline.advance(to: Instant(microseconds: 1_000_000))
    #expect(fired == ["a", "b", "c"])
    #expect(timeline.now == Instant(microseconds: 1_000_000))
  }

  @Test("each timer sees its own time; a timer scheduled for now fires after the running one")
  func nowWhileFiring() {
    let timeline = Timeline()
    var seen: [String] = []
    timeline.schedule(after: TimeSpan(seconds: 0.5), kind: .task) {
      seen.append("outer at \(timeline.now.seconds)")
      timeline.schedule(at: timeline.now, kind: .task) { seen.append("inner at \(timeline.now.seconds)") }
      seen.append("outer done")
    }
    timeline.advance(to: Instant(microseconds: 2_000_000))
    #expect(seen == ["outer at 0.5", "outer done", "inner at 0.5"])
  }

  @Test("sums are exact: three 0.3 s steps end at 0.9 s")
  func exactSums() {
    let timeline = Timeline()
    for _ in 0..<3 { timeline.advance(to: timeline.now + TimeSpan(seconds: 0.3)) }
    #expect(timeline.now == Instant(microseconds: 900_000))
    #expect(TimeSpan(seconds: -1) == .zero)
    #expect(TimeSpan(seconds: .nan) == .zero)
  }

  @Test("cancelled timers do not fire and do not count as pending")
  func cancel() {
    let timeline = Timeline()
    var fired = false
    let id = timeline.schedule(after: TimeSpan(seconds: 1), kind: .hookWait) { fired = true }
    timeline.schedule(after: TimeSpan(seconds: 2), kind: .callback) {}
    #expect(timeline.hasPending([.hookWait]))
    timeline.cancel(id)
    #expect(!timeline.hasPending([.hookWait]))
    timeline.cancelAll(of: [.callback])
    #expect(timeline.nextDeadline == nil)
    timeline.advance(to: Instant(microseconds: 5_000_000))
    #expect(!fired)
  }

  @Test("each kind is counted apart: a timer of one kind leaves every other kind without one pending, until it fires")
  func kindsCountedApart() {
    for kind in TimerKind.allCases {
      let timeline = Timeline()
      timeline.schedule(after: TimeSpan(seconds: 1), kind: kind) {}
      #expect(TimerKind.allCases.filter { timeline.hasPending([$0]) } == [kind])
      timeline.advance(to: Instant(microseconds: 1_000_000))
      #expect(TimerKind.allCases.filter { timeline.hasPending([$0]) } == [])
    }
  }

  @Test("the clock never goes back, and a timer in the past fires now")
  func neverBack() {
    let timeline = Timeline(now: Instant(microseconds: 1_000_000))
    timeline.advance(to: .zero)
    #expect(timeline.now == Instant(microseconds: 1_000_000))
    var when: Instant?
    timeline.schedule(at: .zero, kind: .task) { when = timeline.now }
    timeline.runDue()
    #expect(when == Instant(microseconds: 1_000_000))
  }

  @Test("advancing to the next deadline respects a limit")
  func nextDeadline() {
    let timeline = Timeline()
    timeline.schedule(after: TimeSpan(seconds: 5), kind: .callback) {}
    #expect(!timeline.advanceToNextDeadline(notAfter: Instant(microseconds: 1_000_000)))
    #expect(timeline.advanceToNextDeadline())
    #expect(timeline.now.seconds == 5)
  }
}
