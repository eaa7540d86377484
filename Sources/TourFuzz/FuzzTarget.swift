/// The fuzz targets, by the name `tourhost-fuzz` and `scripts/fuzz` take.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Input commands, JSON screens and `add` views from arbitrary bytes.
  case input
  /// Layout and hit-testing of arbitrary marks on arbitrary screens.
  case layout
  /// Generated tour scripts and input commands run by the headless host.
  case bridge

  /// Runs one input; returns what broke (empty when all is well).
  public func run(_ bytes: [UInt8]) -> [String] {
    switch self {
    case .input: InputFuzzer.run(bytes)
    case .layout: LayoutFuzzer.run(bytes)
    case .bridge: BridgeFuzzer.run(bytes)
    }
  }
}
