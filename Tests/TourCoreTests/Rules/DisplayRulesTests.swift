import Testing
import TourCore

/// When a tour may start, from what is remembered of it.
@Suite("Display rules")
struct DisplayRulesTests {
  @Test("once, maxDisplayCount and displayFrequency, with the reasons word for word")
  func refusals() {
    let once = DisplayRules(once: true)
    #expect(once.refusal(completed: true, skipped: false, displayCount: 1, lastShown: 0, now: 10) == "once: it was completed")
    #expect(once.refusal(completed: false, skipped: true, displayCount: 1, lastShown: 0, now: 10) == "once: it was skipped")
    #expect(once.refusal(completed: false, skipped: false, displayCount: 5, lastShown: 0, now: 10) == nil)
    let capped = DisplayRules(maxDisplayCount: 1)
    #expect(capped.refusal(completed: false, skipped: false, displayCount: 1, lastShown: nil, now: 0) == "maxDisplayCount: it started 1 time of 1")
    let daily = DisplayRules(displayFrequency: .daily)
    #expect(
      daily.refusal(completed: false, skipped: false, displayCount: 1, lastShown: 1000, now: 1000 + 3 * 3600 + 5 * 60)
        == "displayFrequency: daily, and it last started 3 h 5 min ago")
    #expect(daily.refusal(completed: false, skipped: false, displayCount: 1, lastShown: 1000, now: 1000 + 86_400) == nil)
    #expect(
      DisplayRules(displayFrequency: .hourly).refusal(completed: false, skipped: false, displayCount: 1, lastShown: 0, now: 42)
        == "displayFrequency: hourly, and it last started 42 s ago")
    #expect(DisplayRules(displayFrequency: .immediate).refusal(completed: false, skipped: false, displayCount: 9, lastShown: 0, now: 0) == nil)
    #expect(DisplayFrequency.allCases.map(\.interval) == [0, 3600, 86_400, 604_800, 2_592_000])
  }

  @Test("which rules need what is remembered")
  func needsMemory() {
    #expect(!DisplayRules().needsMemory)
    #expect(DisplayRules(resume: true).needsMemory)
    #expect(DisplayRules(displayFrequency: .weekly).needsMemory)
  }
}
