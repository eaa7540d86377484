import Foundation
import TourCore
import TourLua

/// `tourhost run SCRIPT --headless`: loads the tour, starts it at t = 0, applies the input
/// commands (settling before each one but `wait`, and after the last), and writes the trace.
public enum HeadlessRunner {
  /// Runs a tour and returns the exit status; messages for the user go to `errors`.
  public static func run(_ options: HeadlessOptions, errors: (String) -> Void) -> ExitStatus {
    var commands: [(line: Int, text: String, command: InputCommand)] = []
    let readsStandardInput = options.input == "-"
    if let input = options.input, !readsStandardInput {
      guard let handle = FileHandle(forReadingAtPath: input), let data = try? handle.readToEnd() ?? Data() else {
        errors("tourhost: \(input): cannot read the input file")
        return .unusable
      }
      let text = String(decoding: data, as: UTF8.self)
      for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        do {
          if let command = try InputParser.parse(String(line), line: offset + 1, source: input) {
            commands.append((offset + 1, String(line), command))
          }
        } catch {
          errors("tourhost: \(error)")
          return .unusable
        }
      }
    }
    let writer: TraceWriter
    do {
      writer = try options.trace.map(TraceWriter.init(path:)) ?? TraceWriter(handle: .standardOutput)
    } catch {
      errors("tourhost: \(options.trace ?? "-"): cannot write the trace")
      return .unusable
    }
    defer { writer.flush() }
    let session: HeadlessSession
    do {
      session = try HeadlessSession(
        script: URL(fileURLWithPath: options.script), recorder: writer, configuration: options.configuration)
    } catch {
      errors("tourhost: \(error.message)")
      return .unusable
    }
    session.start()
    var next = commands.makeIterator()
    var lineNumber = 0
    while true {
      let item: (line: Int, text: String, command: InputCommand)
      if readsStandardInput {
        guard let text = readLine(strippingNewline: true) else { break }
        lineNumber += 1
        do {
          guard let command = try InputParser.parse(text, line: lineNumber, source: "<stdin>") else { continue }
          item = (lineNumber, text, command)
        } catch {
          errors("tourhost: \(error)")
          return .unusable
        }
      } else {
        guard let command = next.next() else { break }
        item = command
      }
      if case .wait = item.command {} else { session.settle() }
      if session.isFinished { break }
      session.controller.record(.input(command: item.text.trimmingCharacters(in: .whitespaces)))
      guard session.apply(item.command) else {
        guard case .call(let name, _) = item.command else { break }
        writer.flush()
        errors("tourhost: \(readsStandardInput ? "<stdin>" : options.input!):\(item.line): the tour has no function '\(name)'")
        return .unusable
      }
      writer.flush()
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
