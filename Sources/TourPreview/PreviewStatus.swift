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

  /// A shown mark as assistive technology gets it: the page presents it as a modal dialog
  /// labelled by its hint, its elements over the picture's.
  public struct Dialog: Hashable, Sendable, Codable {
    /// One element: `text`, `progress` or `button`, its label, its frame in screen points,
    /// and for a button the key it stands for (`next`, `skip`).
    public struct Element: Hashable, Sendable, Codable {
      public var role: String
      public var label: String
      public var frame: [Double]
      public var action: String?

      public init(role: String, label: String, frame: [Double], action: String?) {
        self.role = role
        self.label = label
        self.frame = frame
        self.action = action
      }
    }

    public var index: Int
    public var label: String
    /// Whether Escape skips (there is a skip control).
    public var escapes: Bool
    /// What a screen reader speaks when it appears.
    public var message: String
    public var elements: [Element]

    public init(index: Int, label: String, escapes: Bool, message: String, elements: [Element]) {
      self.index = index
      self.label = label
      self.escapes = escapes
      self.message = message
      self.elements = elements
    }
  }

  /// A picker of the page: a setting of the environment the tour is seen in (`textSize`,
  /// `device`, ...), its value on show and the values to pick from.
  public struct Setting: Hashable, Sendable, Codable {
    /// One value to pick, and how the picker shows it.
    public struct Choice: Hashable, Sendable, Codable {
      public var value: String
      public var label: String

      public init(value: String, label: String) {
        self.value = value
        self.label = label
      }
    }

    public var name: String
    public var label: String
    public var value: String
    public var choices: [Choice]

    public init(name: String, label: String, value: String, choices: [Choice]) {
      self.name = name
      self.label = label
      self.value = value
      self.choices = choices
    }
  }

  /// What `tourhost check` finds in the configuration on show, in its words: the page lists
  /// them and outlines, on the phone, those of the mark on show.
  public struct Finding: Hashable, Sendable, Codable {
    /// The rule's id (`contrast`, `text-clipped`, ...).
    public var rule: String
    /// `error`, `warning` or `info`.
    public var severity: String
    /// The mark it is about; nil: the tour as a whole.
    public var mark: Int?
    /// `file:line: severity: message [rule]`, as `check` writes it.
    public var text: String
    /// What it is about, in screen points (`[x, y, width, height]`); empty: nothing to outline.
    public var frame: [Double]

    public init(rule: String, severity: String, mark: Int?, text: String, frame: [Double]) {
      self.rule = rule
      self.severity = severity
      self.mark = mark
      self.text = text
      self.frame = frame
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
  /// The errors and warnings of the version that runs (a hook that failed, an unknown view, a
  /// picture that cannot be drawn, markup that does not parse), most recent last, until a
  /// save loads: shown beside the phone.
  public var problems: [String] = []
  /// The app's screens, by name (a tour of several screens), and the one it shows.
  public var screens: [String] = []
  public var screen: String?
  /// The views of the screen shown, in drawing order (a view before its children).
  public var views: [View] = []
  /// The marks shown, as dialogs.
  public var dialogs: [Dialog] = []
  /// What the picture does not show as the app would, said above the phone (a described
  /// screen under a right-to-left language is not mirrored).
  public var notes: [String] = []
  /// What `check` found in the configuration on show, after the last save (see `Finding`).
  public var findings: [Finding] = []
  /// The environment's settings, as the page's pickers show them.
  public var settings: [Setting] = []
  /// For an app of tours: each tour's verdict now, one line each
  /// (`cart_tips: waiting: onboarding is first in its ordered group`).
  public var why: [String] = []

  public init(
    tour: String, script: String, position: String, state: String, events: [Line], reloadError: String?,
    screens: [String] = [], screen: String? = nil, views: [View] = [], dialogs: [Dialog] = []
  ) {
    self.dialogs = dialogs
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
