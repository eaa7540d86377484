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

  public init(
    tour: String, script: String, position: String, state: String, events: [Line], reloadError: String?,
    screens: [String] = [], screen: String? = nil
  ) {
    self.tour = tour
    self.script = script
    self.position = position
    self.state = state
    self.events = events
    self.reloadError = reloadError
    self.screens = screens
    self.screen = screen
  }
}
