import TourCore

#if canImport(Glibc)
  import Glibc
#endif

/// Messages for the user, on standard error.
public enum StandardError {
  /// Writes `line` and a newline. When standard error itself cannot be written (closed, or
  /// `2>/dev/full`) there is nowhere left to tell, so the line is dropped.
  public static func write(_ line: String) {
    let output = FileOutput(descriptor: STDERR_FILENO, what: "a message", destination: "standard error")
    try? output.write(ControlCharacters.shown(line, keepsLines: true) + "\n")
  }
}
