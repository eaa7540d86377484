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
    prepare: (HeadlessSession) -> Void = { _ in }
  ) -> ExitStatus {
    let input: InputSource
    do { input = try InputSource(path: options.input) } catch {
      errors("tourhost: \(error)")
      return .unusable
    }
    let session: HeadlessSession
    do {
      session = try HeadlessSession(
        script: URL(fileURLWithPath: options.script), recorder: recorder, configuration: options.configuration,
        measurer: options.measurer)
    } catch {
      errors("tourhost: \(error.message)")
      return .unusable
    }
    prepare(session)
    session.start()
    while true {
      let item: InputSource.Line
      do {
        guard let next = try input.next() else { break }
        item = next
      } catch {
        flush()
        errors("tourhost: \(error)")
        return .unusable
      }
      if case .wait = item.command {} else { session.settle() }
      if session.isFinished { break }
      session.controller.record(.input(command: item.text.trimmingCharacters(in: .whitespaces)))
      if !session.apply(item.command), case .call(let name, _) = item.command {
        flush()
        errors("tourhost: \(input.source):\(item.number): the tour has no function '\(name)'")
        return .unusable
      }
      flush()
    }
    session.settle()
    if options.autoplay { autoplay(session) }
    return session.tour.errorCount > 0 ? .scriptError : .success
  }

  /// Taps the next control of every mark until the tour ends or cannot move on.
  static func autoplay(_ session: HeadlessSession) {
    let controller = session.controller
    var taps = 0
    while !session.isFinished, taps <= 2 * controller.machine.count + 10 {
      guard case .showing = controller.machine.phase, controller.machine.pause == nil else { break }
      controller.record(.input(command: "next"))
      _ = session.apply(.next)
      session.settle()
      taps += 1
    }
  }
}
