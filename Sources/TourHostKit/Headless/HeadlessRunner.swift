import FoundationEssentials
import TourCore
import TourLua

/// `tourhost run SCRIPT --headless`: loads the tour, starts it at t = 0, applies the input
/// commands (settling before each one but `wait`, and after the last), and writes the trace.
public enum HeadlessRunner {
  /// Writes out what the trace holds so far; throws when the trace cannot be written.
  public typealias Flush = () throws(OutputError) -> Void

  /// Runs a tour and returns the exit status; messages for the user go to `errors`.
  public static func run(_ options: HeadlessOptions, errors: (String) -> Void) -> ExitStatus {
    let writer: TraceWriter
    do { writer = try options.trace.map(TraceWriter.init(path:)) ?? TraceWriter() } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    let status = play(options, recorder: writer, errors: errors, flush: writer.flush)
    // A trace that failed while the run went on has been reported where the run stopped.
    if status == .unusable, writer.failure != nil { return status }
    do { try writer.flush() } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    guard writer.isCapped else { return status }
    errors("tourhost: the trace reached \(TraceWriter.largestTrace) bytes, the most one run writes; the rest of the run was not written")
    return status == .success ? .scriptError : status
  }

  /// Loads the tour, plays the input (and autoplay), and returns the exit status. `prepare`
  /// sees the session before the tour starts (for an app file, each tour's as it starts).
  static func play(
    _ options: HeadlessOptions, recorder: any TraceRecorder, errors: (String) -> Void, flush: Flush = {},
    prepare: @escaping (TourSession) -> Void = { _ in }
  ) -> ExitStatus {
    let input: InputSource
    do { input = try InputSource(path: options.input) } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    let verdict = RunVerdict(forwarding: recorder)
    var opening = ScriptDoor.Opening(
      recorder: verdict,
      seeing: AppSession.Seeing(configuration: options.configuration, text: options.text, environment: options.environment),
      progress: .given(options.state), startTime: options.startTime ?? Date().timeIntervalSince1970)
    opening.testing = options.testing
    opening.autoplaysTours = options.autoplay
    opening.beforeEachTour = prepare
    let session: any PlayedSession
    do throws(TourLoadError) {
      session = try ScriptDoor.open(options.script, opening)
    } catch {
      errors("tourhost: \(error.message)")
      return .unusable
    }
    session.start(checkingRules: true)
    if options.watch {
      return WatchRunner.run(session, input: input, options: options, errors: errors, flush: flush)
    }
    if let failure = apply(input, to: session, errors: errors, flush: flush) { return failure }
    let settled = session.settle()
    if options.autoplay, settled { session.autoplay(dwell: options.dwell) }
    if let failure = session.progressFailure {
      errors("tourhost: the run's progress was not saved: \(failure); nothing after it was written")
    }
    if session.hasFailed { return .scriptError }
    if let failure = verdict.failure(of: options) {
      errors(failure)
      return .scriptError
    }
    return .success
  }

  /// Applies every command of `input`; returns the exit status when the input is bad or the
  /// trace cannot be written.
  static func apply(_ input: InputSource, to session: any PlayedSession, errors: (String) -> Void, flush: Flush) -> ExitStatus? {
    while true {
      let item: InputSource.Line
      do {
        guard let next = try input.next() else { return nil }
        item = next
      } catch {
        if let failure = written(flush, errors) { return failure }
        errors("tourhost: \(error)")
        return .unusable
      }
      switch step(item, source: input.source, session: session, errors: errors, flush: flush) {
      case .applied: continue
      case .tourOver: return nil
      case .unusable: return .unusable
      }
    }
  }

  /// What became of one command.
  package enum StepOutcome {
    case applied
    /// The tour is over: the command was ignored, and so are the ones after it.
    case tourOver
    /// The command cannot run (a `call` of a function the tour does not have), or the trace
    /// cannot be written.
    case unusable
  }

  /// Applies one command: settles first (but for `wait`), records it, applies it. Once the
  /// tour is over, commands are ignored.
  package static func step(
    _ item: InputSource.Line, source: String, session: any PlayedSession, errors: (String) -> Void, flush: Flush
  ) -> StepOutcome {
    if case .wait = item.command {} else { session.settle() }
    guard !session.isFinished else { return .tourOver }
    let known = session.enter(item.command, as: item.text.trimming(.spaces))
    if written(flush, errors) != nil { return .unusable }
    if !known, case .call(let name, _) = item.command {
      errors("tourhost: \(source):\(item.number): the tour has no function '\(name)'")
      return .unusable
    }
    return .applied
  }

  /// Flushes the trace; when it cannot be written, says so and gives the exit status.
  static func written(_ flush: Flush, _ errors: (String) -> Void) -> ExitStatus? {
    do { try flush() } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    return nil
  }
}
