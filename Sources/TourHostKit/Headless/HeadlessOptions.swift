import TourCore
import TourLua
import TourRender

/// What `tourhost run --headless` was asked to do.
public struct HeadlessOptions: Sendable {
  public var script: String
  /// The input commands: a file, `-` for standard input, or nil for none.
  public var input: String?
  /// Where the trace goes: a file, or nil for standard output.
  public var trace: String?
  /// Tap every mark's next control until the tour ends (after the input, if any).
  public var autoplay: Bool
  /// Keep running until standard input closes, reloading the tour when its files are saved.
  public var watch: Bool
  /// The progress database (`--state`); nil keeps progress in memory (`ProgressPlace.headless`:
  /// a headless run is a test).
  public var state: String?
  /// The host clock's time at the virtual clock's 0, in seconds since 1970; nil: now.
  public var startTime: Double?
  public var configuration: LuaConfiguration
  /// What text is measured and drawn with: DejaVu Sans through FreeType when it is installed.
  public var text: TextStack
  /// Measures text as it is drawn.
  public var measurer: any TextMeasuring { text.measurer }
  /// The device, text size, language and settings to see the tour with.
  public var environment: TourEnvironment
  /// `--show-all` and `--only TOUR`, for an app file.
  public var testing = TourDecider.Testing()
  /// With autoplay: seconds each mark stays before its tap (`render --video`).
  public var dwell: Double = 0
  /// `--strict`: a warning fails the run (exit 1), as a script error does.
  public var strict = false

  public init(
    script: String, input: String? = nil, trace: String? = nil, autoplay: Bool = false, watch: Bool = false,
    state: String? = nil, startTime: Double? = nil,
    configuration: LuaConfiguration = .standard, text: TextStack = .standard,
    environment: TourEnvironment = .standard
  ) {
    self.environment = environment
    self.script = script
    self.input = input
    self.trace = trace
    self.autoplay = autoplay
    self.watch = watch
    self.state = state
    self.startTime = startTime
    self.configuration = configuration
    self.text = text
  }
}
