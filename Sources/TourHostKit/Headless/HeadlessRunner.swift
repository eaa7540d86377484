import Foundation
import TourCore
import TourLua

/// `tourhost run SCRIPT --headless`: loads the tour, starts it at t = 0, applies the input
/// commands (settling before each one but `wait`, and after the last), and writes the trace.
public enum HeadlessRunner {
  /// Runs a tour and returns the exit status; messages for the user go to `errors`.
  public static func run(_ options: HeadlessOptions, errors: (String) -> Void) -> ExitStatus {
    let writer: TraceWriter
    do {
      writer = try options.trace.map(TraceWriter.init(path:)) ?? TraceWriter(handle: .standardOutput)
    } catch {
      errors("tourhost: \(options.trace ?? "-"): cannot write the trace")
      return .unusable
    }
    defer { writer.flush() }
    return play(options, recorder: writer, errors: errors, flush: writer.flush)
  }

  /// Loads the tour, plays the input (and autoplay), and returns the exit status. `prepare`
  /// sees the session before the tour starts.
  static func play(
    _ options: HeadlessOptions, recorder: any TourEventRecorder, errors: (String) -> Void, flush: () -> Void = {},
    prepare: (TourSession) -> Void = { _ in }
  ) -> ExitStatus {
    let input: InputSource
    do { input = try InputSource(path: options.input) } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    let session: TourSession
    do {
      session = try TourSession(
        script: URL(fileURLWithPath: options.script), recorder: recorder, configuration: options.configuration,
        measurer: options.measurer, state: options.state, startTime: options.startTime ?? Date().timeIntervalSince1970)
    } catch {
      errors("tourhost: \(error.message)")
      return .unusable
    }
    prepare(session)
    session.start()
    if options.watch {
      return WatchRunner.run(session, input: input, options: options, errors: errors, flush: flush)
    }
    if let failure = apply(input, to: session, errors: errors, flush: flush) { return failure }
    session.settle()
    if options.autoplay { autoplay(session) }
    return session.errorCount > 0 ? .scriptError : .success
  }

  /// Applies every command of `input`; returns the exit status when the input is bad.
  static func apply(
    _ input: InputSource, to session: TourSession, errors: (String) -> Void, flush: () -> Void
  ) -> ExitStatus? {
    while true {
      let item: InputSource.Line
      do {
        guard let next = try input.next() else { return nil }
        item = next
      } catch {
        flush()
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
    /// The command cannot run (a `call` of a function the tour does not have).
    case unusable
  }

  /// Applies one command: settles first (but for `wait`), records it, applies it. Once the
  /// tour is over, commands are ignored.
  package static func step(
    _ item: InputSource.Line, source: String, session: TourSession, errors: (String) -> Void, flush: () -> Void
  ) -> StepOutcome {
    if case .wait = item.command {} else { session.settle() }
    guard !session.isFinished else { return .tourOver }
    session.controller.record(.input(command: item.text.trimmingCharacters(in: .whitespaces)))
    if !session.apply(item.command), case .call(let name, _) = item.command {
      flush()
      errors("tourhost: \(source):\(item.number): the tour has no function '\(name)'")
      return .unusable
    }
    flush()
    return .applied
  }

  /// Taps the next control of every mark until the tour ends or cannot move on.
  package static func autoplay(_ session: TourSession) {
    let controller = session.controller
    var taps = 0
    while !session.isFinished, taps <= 2 * controller.machine.count + 10 {
      guard case .showing = controller.machine.phase, controller.machine.pause == nil else { break }
      // A guided step moves on as its user would make it: a tap in its cutout, or its event.
      let command: InputCommand
      let text: String
      switch controller.displayedAdvance {
      case .tap?: (command, text) = (.cutout, "cutout")
      case .event(let name)?: (command, text) = (.event(name), "event \(name)")
      case nil: (command, text) = (.next, "next")
      }
      controller.record(.input(command: text))
      _ = session.apply(command)
      session.settle()
      taps += 1
    }
  }
}
