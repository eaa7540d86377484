import TourCore

/// What a command prints for the user on standard output (not the trace, which has its writer).
public enum StandardOutput {
  /// Writes `text` and a newline.
  /// - Throws: when standard output cannot be written (a full disk, a closed pipe).
  public static func write(_ text: String) throws(OutputError) {
    try FileOutput.standardOutput(writing: "").write(ControlCharacters.shown(text, keepsLines: true) + "\n")
  }
}
