import TourCore
import TourHostKit
import TourPreview

/// The interactive mode's terminal screen: where the tour is, for an app each tour's verdict,
/// the recent events (errors in red), the error of a save that could not be loaded, and the
/// keys.
enum StatusScreen {
  /// What the status screen says of the `:` key (`KeyReader` reads the command after it).
  static let commandKey = ": input command"

  /// The screen's lines; `commandLine` is the command being typed after `:`, if any (it
  /// takes the place of the keys).
  static func lines(_ status: PreviewStatus, preview: String?, commandLine: String? = nil, columns: Int) -> [String] {
    let red = "\u{1B}[31m"
    let bold = "\u{1B}[1m"
    let dim = "\u{1B}[2m"
    let reset = "\u{1B}[0m"
    func cut(_ text: String) -> String { text.count > columns ? String(text.prefix(max(columns - 1, 0))) + "…" : text }
    var lines = [
      bold + cut("tourhost · \(status.tour)") + reset + dim + " " + cut(status.script) + reset,
      bold + cut("\(status.position) · \(status.state)") + reset,
      cut(preview.map { "preview: \($0)" } ?? "preview: off"),
    ]
    if let screen = status.screen {
      lines.append(cut("screen: \(screen) (of \(status.screens.joined(separator: ", ")))"))
    }
    // An app's tours: each one's verdict now, as the preview has it beside the picture.
    if !status.why.isEmpty {
      lines.append("")
      lines.append(bold + cut("why each tour shows or not:") + reset)
      lines += status.why.map { cut("  " + $0) }
    }
    lines += [
      ""
    ]
    for line in status.events {
      lines.append(line.isError ? red + cut(line.text) + reset : cut(line.text))
    }
    if let error = status.reloadError {
      lines.append("")
      lines.append(red + bold + cut("The last save could not be loaded; the previous version still runs:") + reset)
      for part in error.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(red + cut(ControlCharacters.shown(String(part))) + reset)
      }
    }
    lines.append("")
    if let commandLine {
      lines.append(bold + cut(":" + commandLine) + reset + "\u{1B}[7m \u{1B}[0m")
      lines.append(dim + cut("Enter runs it (any headless input command but wait), Escape closes it") + reset)
    } else {
      lines.append(dim + cut(InteractiveKey.statusLine(.tour)) + reset)
      lines.append(dim + cut(InteractiveKey.statusLine(.bubble)) + reset)
      lines.append(dim + cut(InteractiveKey.statusLine(.app, screens: !status.screens.isEmpty) + "  " + commandKey) + reset)
    }
    return lines
  }
}
