import TourCore

/// The warnings of a render, each once and in order, for standard error: the first
/// `RenderWarnings.most`, then how many more the trace has.
struct RenderWarnings {
  /// How many are printed.
  static let most = 20
  private var seen: Set<String> = []
  private var shown: [String] = []
  private var more = 0

  mutating func add(_ message: String) {
    guard seen.count < 10_000, seen.insert(message).inserted else { return }
    if shown.count < Self.most { shown.append(message) } else { more += 1 }
  }

  /// `tourhost: warning: ...` a warning, and the count of the rest with where they are.
  func lines(trace: String) -> [String] {
    shown.map { "tourhost: warning: " + ControlCharacters.shown(String($0.prefix(1000))) }
      + (more > 0 ? ["tourhost: and \(more) more warning\(more == 1 ? "" : "s") in \(trace)"] : [])
  }
}
