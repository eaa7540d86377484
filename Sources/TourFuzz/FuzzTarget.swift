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
  /// An app's strings files (catalog JSON, strings.xml, Lua string tables) from arbitrary bytes.
  case strings
  /// HTTP heads and WebSocket frames against the preview's connection handlers, in process.
  case preview
  /// Progress databases changed by someone else: rows with values of every type.
  case progress
  /// Arbitrary Unicode through line breaking, wrapping, shaping and drawing.
  case text
  /// App files and their tours, right or wrong, played with the app's commands.
  case app
  /// A script's values of every shape where the host reads a table (the checked reader).
  case tables
  /// The check's cache files and shards' JSON, generated or raw.
  case cache
  /// Pipelined requests on the preview's real pipeline while it turns unwritable.
  case pipelining
  /// Hint markup of every shape laid out in the real fonts: a slow layout is a finding.
  case markup

  /// Runs one input; returns what broke (empty when all is well).
  public func run(_ bytes: [UInt8]) -> [String] {
    switch self {
    case .input: InputFuzzer.run(bytes)
    case .layout: LayoutFuzzer.run(bytes)
    case .bridge: BridgeFuzzer.run(bytes)
    case .capture: CaptureFuzzer.run(bytes)
    case .patterns: PatternFuzzer.run(bytes)
    case .strings: StringsFuzzer.run(bytes)
    case .preview: PreviewFuzzer.run(bytes)
    case .progress: ProgressFuzzer.run(bytes)
    case .text: TextFuzzer.run(bytes)
    case .app: AppFuzzer.run(bytes)
    case .tables: TablesFuzzer.run(bytes)
    case .cache: CacheFuzzer.run(bytes)
    case .pipelining: PipeliningFuzzer.run(bytes)
    case .markup: MarkupFuzzer.run(bytes)
    }
  }
}
