/// What the page shows beside the picture: where the tour is, what just happened, and the
/// error of a save that could not be loaded.
public struct PreviewStatus: Hashable, Sendable, Codable {
  /// One line of the recent events.
  public struct Line: Hashable, Sendable, Codable {
    public var text: String
    public var isError: Bool

    public init(text: String, isError: Bool = false) {
      self.text = text
      self.isError = isError
    }
  }

  /// A view of the app as the page's pick mode shows it: its key path, its frame on the
  /// screen (points, `[x, y, width, height]`), its label and type.
  public struct View: Hashable, Sendable, Codable {
    public var path: String
    public var frame: [Double]
    public var label: String?
    public var type: String?

    public init(path: String, frame: [Double], label: String?, type: String?) {
      self.path = path
      self.frame = frame
      self.label = label
      self.type = type
    }
  }

  /// The tour's id.
  public var tour: String
  /// The script, as messages name it.
  public var script: String
  /// "mark 2 of 5", "starting", "ended", ...
  public var position: String
  /// "showing", "paused (hideOverlay)", "hiding", ...
  public var state: String
  /// The most recent events, oldest first.
  public var events: [Line]
  /// The message of the last save that could not be loaded (the last good version runs),
  /// until a save loads.
  public var reloadError: String?
  /// The app's screens, by name (a tour of several screens), and the one it shows.
  public var screens: [String] = []
  public var screen: String?
  /// The views of the screen shown, in drawing order (a view before its children).
  public var views: [View] = []

  public init(
    tour: String, script: String, position: String, state: String, events: [Line], reloadError: String?,
    screens: [String] = [], screen: String? = nil, views: [View] = []
  ) {
    self.tour = tour
    self.script = script
    self.position = position
    self.state = state
    self.events = events
    self.reloadError = reloadError
    self.screens = screens
    self.screen = screen
    self.views = views
  }
}
