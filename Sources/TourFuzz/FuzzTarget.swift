/// The fuzz targets, by the name `tourhost-fuzz` and `scripts/fuzz` take.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Input commands, JSON screens and `add` views from arbitrary bytes.
  case input
  /// Layout and hit-testing of arbitrary marks on arbitrary screens.
  case layout
  /// Generated tour scripts and input commands run by the headless host.
  case bridge
  /// Captures of screens (Android, iOS) from arbitrary bytes.
  case capture
  /// tourhost's own pattern, string.rep and table functions against stock Lua's.
  case patterns

  /// Runs one input; returns what broke (empty when all is well).
  public func run(_ bytes: [UInt8]) -> [String] {
    switch self {
    case .input: InputFuzzer.run(bytes)
    case .layout: LayoutFuzzer.run(bytes)
    case .bridge: BridgeFuzzer.run(bytes)
    case .capture: CaptureFuzzer.run(bytes)
    case .patterns: PatternFuzzer.run(bytes)
    }
  }
}
