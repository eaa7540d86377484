import Testing

@testable import TourHostLive

#if canImport(Glibc)
  import Glibc
#endif

/// When the preview's checks run: a tenth of a second after the last ask, once.
@Suite("The preview's checks, scheduled")
struct ChecksScheduleTests {
  @Test("nothing asked, nothing due; asked, due a tenth of a second later, once")
  func dueOnce() {
    var checks = ChecksSchedule()
    #expect(checks.wait == nil)
    let idle = checks.take()
    #expect(!idle)
    checks.ask()
    let early = checks.take()
    #expect(!early)
    let wait = checks.wait ?? -1
    #expect(wait > 0.05 && wait <= 0.1, "\(wait)")
    usleep(120_000)
    #expect(checks.wait == 0)
    let due = checks.take()
    let again = checks.take()
    #expect(due && !again)
    #expect(checks.wait == nil)
  }

  @Test("a second ask before they ran puts them off: a burst of saves is checked once, after its last")
  func putOff() {
    var checks = ChecksSchedule()
    checks.ask()
    usleep(60_000)
    checks.ask()
    usleep(60_000)
    // 120 ms after the first ask, 60 ms after the second: not yet.
    let early = checks.take()
    #expect(!early)
    usleep(60_000)
    let due = checks.take()
    #expect(due)
  }
}
