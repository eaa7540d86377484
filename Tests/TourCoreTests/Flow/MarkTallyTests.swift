import Testing

@testable import TourCore

@Suite("Where a mark stands in the tour as the flow knows it")
struct MarkTallyTests {
  /// Where mark `index` stands, counted by going through every mark of 1...count but itself:
  /// before it, those not missed that appeared or were not declined; after it, those neither
  /// missed nor declined.
  func counted(_ tally: MarkTally, at index: Int) -> (current: Int, total: Int) {
    var before = 0
    var after = 0
    for candidate in stride(from: 1, through: max(tally.count, 0), by: 1) where candidate != index {
      if tally.missed.contains(candidate) { continue }
      let loads = !tally.declined.contains(candidate)
      if candidate < index {
        if tally.shown.contains(candidate) || loads { before += 1 }
      } else if loads {
        after += 1
      }
    }
    return (before + 1, before + 1 + after)
  }

  @Test("knownStep counts as going through every mark does, for every tally of up to four marks and every index")
  func knownStepMatchesTheCount() {
    var compared = 0
    for count in 0...4 {
      // Each mark shown or not, missed or not, declined or not: 8 to the count tallies.
      for pattern in 0..<(1 << (3 * count)) {
        var tally = MarkTally()
        tally.count = count
        for mark in stride(from: 1, through: count, by: 1) {
          let bits = pattern >> (3 * (mark - 1))
          if bits & 1 != 0 { tally.shown.insert(mark) }
          if bits & 2 != 0 { tally.missed.insert(mark) }
          if bits & 4 != 0 { tally.declined.insert(mark) }
        }
        for index in -1...(count + 2) {
          let counted = counted(tally, at: index)
          let known = tally.knownStep(at: index)
          let sets = "shown \(tally.shown.sorted()), missed \(tally.missed.sorted()), declined \(tally.declined.sorted())"
          #expect(known == counted, "count \(count), \(sets), index \(index)")
          compared += 1
        }
      }
    }
    #expect(compared == 36_780)
  }

  @Test("a mark missed or declined leaves the count; a declined mark that appeared before stays in it")
  func examples() {
    var tally = MarkTally()
    tally.count = 5
    tally.missed = [2]
    #expect(tally.knownStep(at: 3) == (2, 4))
    tally.declined = [1, 4]
    #expect(tally.knownStep(at: 3) == (1, 2))
    tally.shown = [1]
    #expect(tally.knownStep(at: 3) == (2, 3))
  }
}
