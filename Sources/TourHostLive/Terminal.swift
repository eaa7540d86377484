import FoundationEssentials
import TourHostKit

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal the interactive mode draws on and reads keys from: raw keys (no echo, no line
/// buffering; Ctrl-C still interrupts) while it runs, the alternate screen, and everything put
/// back as it was on `restore`.
final class Terminal {
  /// Whether standard output is a terminal (else the mode prints a plain event log).
  let drawsStatus: Bool
  private var saved: termios?
  private var restored = false

  init() {
    drawsStatus = isatty(STDOUT_FILENO) == 1
  }

  /// Enters raw keys (when standard input is a terminal) and the alternate screen (when
  /// standard output is one).
  func begin() {
    if isatty(STDIN_FILENO) == 1 {
      var settings = termios()
      if tcgetattr(STDIN_FILENO, &settings) == 0 {
        saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
          cc[Int(VMIN)] = 1
          cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
      }
    }
    if drawsStatus { write("\u{1B}[?1049h\u{1B}[?25l") }
  }

  /// Puts the terminal back (safe to call twice).
  func restore() {
    guard !restored else { return }
    restored = true
    if drawsStatus { write("\u{1B}[?25h\u{1B}[?1049l") }
    if var settings = saved { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
  }

  /// The width in columns (80 when it cannot be told).
  var columns: Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Replaces the screen's contents with `lines`.
  func draw(_ lines: [String]) {
    write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
  }

  /// Writes text as it is.
  func write(_ text: String) {
    let data = Array(text.utf8)
    var offset = 0
    while offset < data.count {
      let written = data[offset...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written <= 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
