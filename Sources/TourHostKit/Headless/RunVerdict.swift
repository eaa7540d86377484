import TourCore

/// What a headless run says besides its script errors, heard on its way to the trace: whether
/// any mark showed (an app run, or `--only TOUR`, in which nothing showed passes on nothing), and
/// the warnings (`--strict` fails on them).
final class RunVerdict: TraceRecorder {
  private let next: any TraceRecorder
  /// How many marks appeared.
  private(set) var shown = 0
  /// How many warnings, and the first (which `--strict` says).
  private(set) var warnings = 0
  private(set) var firstWarning: String?

  init(forwarding next: any TraceRecorder) {
    self.next = next
  }

  func record(_ record: TraceRecord, at time: Instant) {
    switch record {
    case .tour(.didShow): shown += 1
    case .tour(.warning(let message)):
      warnings += 1
      if firstWarning == nil { firstWarning = message }
    default: break
    }
    next.record(record, at: time)
  }

  var isFull: Bool { next.isFull }

  /// Why the run fails although no script failed, in one line; nil when it passes. An app run
  /// (not `--hide-all`) in which no tour showed, and a `--strict` run with warnings.
  func failure(of options: HeadlessOptions) -> String? {
    let isApp = ScriptDoor.kind(of: options.script) == .app
    if isApp, !options.testing.hideAll, shown == 0 {
      let why = "tourhost why \(options.script) says why each did not"
      if let only = options.testing.only { return "tourhost: --only \(only): the tour never showed in this run; \(why)" }
      return "tourhost: no tour showed in this run; \(why) (--hide-all tests a run without tours)"
    }
    if options.strict, let first = firstWarning {
      let count = warnings == 1 ? "a warning" : "\(warnings) warnings"
      return "tourhost: --strict: the run had \(count); the first: \(ControlCharacters.shown(String(first.prefix(500))))"
    }
    return nil
  }
}
