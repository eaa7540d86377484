import TourCore
import TourLua
import TourRender

/// `tourhost run SCRIPT` without `--headless`.
public struct InteractiveOptions: Sendable {
  public var script: String
  /// The preview's port on 127.0.0.1 (0 picks a free one); nil serves no preview.
  public var port: UInt16?
  /// Open the preview in a browser when there is a display.
  public var open: Bool
  /// The progress database; nil: the default one, when the tour's rules need it.
  public var state: String?
  public var configuration: LuaConfiguration
  /// What text is measured and drawn with.
  public var text: TextStack
  /// Measures text as it is drawn.
  public var measurer: any TextMeasuring { text.measurer }
  /// The device, text size, language and settings to see the tour with (the language can
  /// change while it runs).
  public var environment: TourEnvironment
  /// For an app file: `--show-all` and `--only`.
  public var testing = TourDecider.Testing()

  public init(
    script: String, port: UInt16? = 7357, open: Bool = false, state: String? = nil, configuration: LuaConfiguration = .standard,
    text: TextStack = .standard, environment: TourEnvironment = .standard
  ) {
    self.environment = environment
    self.script = script
    self.port = port
    self.open = open
    self.state = state
    self.configuration = configuration
    self.text = text
  }
}
