import FoundationEssentials
import TourCore
import TourHostKit
import TourPreview

/// The live mode's recent events: the trace's lines (all but `animation`) and the mode's own
/// messages (a bad command), kept for the status, and written one a line to standard output
/// when it is not a terminal (the plain event log).
final class LiveLog: TraceRecorder {
  /// How many events the status shows.
  static let recentCount = 12
  private let terminal: Terminal
  /// The recent lines, oldest first.
  private(set) var lines: [PreviewStatus.Line] = []
  /// How many problems the page shows.
  static let problemCount = 5
  /// The script's errors and the warnings since the version that runs was loaded (the last
  /// `problemCount`), for the page's alert beside the phone: a save that loads clears them, and
  /// the new version's own come after.
  private(set) var problems: [String] = []
  /// The last save's failure, until a save loads: the same failure again (an editor's second
  /// write of one save) is not written again.
  private var failure: String?

  init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// Shows a line of the trace.
  func record(_ record: TraceRecord, at time: Instant) {
    if case .tour(.animation) = record { return }
    if case .host(.reloadFailed(_, let message)) = record {
      guard message != failure else { return }
      failure = message
    }
    let isError: Bool
    switch record {
    case .script(.error), .host(.reloadFailed): isError = true
    default: isError = false
    }
    switch record {
    case .script(.error(let message, _)), .tour(.warning(let message)): keepProblem(message)
    case .host(.reload):
      problems = []
      failure = nil
    default: break
    }
    // A script's text never reaches the terminal as controls (H17): shown, one event a line.
    let line = String(printf: "%7.3f  ", time.seconds) + ControlCharacters.shown(EventSummary.text(of: record))
    keep(line, isError: isError)
    if !terminal.drawsStatus { terminal.write(line + "\n") }
  }

  /// Shows a line that is not an event of the tour (the plain log has it without a time).
  func show(_ text: String, at time: Instant, isError: Bool) {
    let text = ControlCharacters.shown(text)
    keep(String(printf: "%7.3f  ", time.seconds) + text, isError: isError)
    if !terminal.drawsStatus { terminal.write(text + "\n") }
  }

  /// Forgets the lines and the problems (the tour starts again).
  func clear() {
    lines = []
    problems = []
  }

  private func keepProblem(_ message: String) {
    let shown = ControlCharacters.shown(message)
    guard problems.last != shown else { return }
    problems.append(shown)
    if problems.count > Self.problemCount { problems.removeFirst(problems.count - Self.problemCount) }
  }

  private func keep(_ line: String, isError: Bool) {
    lines.append(PreviewStatus.Line(text: line, isError: isError))
    if lines.count > Self.recentCount { lines.removeFirst(lines.count - Self.recentCount) }
  }
}
