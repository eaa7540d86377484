import FoundationEssentials
import TourCore

/// A tour a rule's description shows, and a test runs: the fields of a tour inside the one
/// frame every example shares (`RuleExample.script`), played in one configuration.
public struct RuleExample: Sendable {
  /// The tour's fields, in Lua, inside the frame.
  public let fields: String
  /// Files beside the script (strings), by name.
  public let files: [(name: String, text: String)]
  /// Pictures beside the script, by name: each a PNG of one red pixel (`RuleExample.pixel`).
  public let pictures: [String]
  /// The configuration it is played in (`iphone portrait L source light`).
  public let configuration: String
  /// Whose control size line is the warning.
  public let profile: CheckProfile
  /// What the rule says of it, exactly: `severity: message`, in the report's order; none for
  /// a passing example.
  public let findings: [String]
  /// For an app rule: the app's tours, each by its id and its fields inside the app frame
  /// (`RuleExample.appTour`); `fields` are then the app file's fields.
  public let tours: [(id: String, fields: String)]
  /// Whether it is played with `--faults`.
  public var withFaults = false

  public init(
    _ fields: String, files: [(name: String, text: String)] = [], pictures: [String] = [], in configuration: String = RuleExample.phone,
    profile: CheckProfile = .apple, withFaults: Bool = false, finds findings: [String] = []
  ) {
    self.withFaults = withFaults
    self.fields = fields
    self.files = files
    self.pictures = pictures
    self.configuration = configuration
    self.profile = profile
    self.findings = findings
    tours = []
  }

  /// An app rule's example: the app file's fields and its tours (`a.lua`, `b.lua`, ...).
  public init(app fields: String, tours: [(id: String, fields: String)], finds findings: [String] = []) {
    self.fields = fields
    self.tours = tours
    self.findings = findings
    files = []
    pictures = []
    configuration = Self.phone
    profile = .apple
  }

  /// Whether it is an app rule's example.
  public var isApp: Bool { !tours.isEmpty }

  /// The app file of an app rule's example.
  public var appScript: String {
    "return {\n  tours = { \(tours.map { "\"\($0.id).lua\"" }.joined(separator: ", ")) },\n"
      + fields.split(separator: "\n").map { "  " + $0 + "\n" }.joined() + "}\n"
  }

  /// The screens of an app example's tours: home and cart, each with the view `a`.
  static let appScreens =
    #"""
    screens = { home = { width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } } } }, cart = { width = 393, height = 852, \#
    views = { { id = "a", frame = { 40, 200, 100, 44 } } } } }, startScreen = "home",
    """#

  /// A tour of an app example: its id and fields over the screens home and cart, one mark on `a`.
  public static func appTour(_ id: String, _ fields: String) -> String {
    """
    return {
      id = "\(id)", \(fields)
      \(appScreens)
      skipView = { title = "Skip" },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, index, mark) return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = \
    "Find it here.", next = "Next" } end,
    }

    """
  }

  /// A PNG of one red pixel: every picture of an example.
  public static let pixel =
    Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC") ?? Data()

  /// The configuration examples are played in unless they say: the standard iPhone.
  public static let phone = "iphone portrait L source light"

  /// The frame's fields an example leaves out, with the frame's value.
  static let defaults: [(field: String, lua: String)] = [
    ("skipView", #"skipView = { title = "Skip" },"#),
    ("numberOfCoachMarks", "numberOfCoachMarks = 2,"),
    ("coachMarkAt", #"coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "a", "b" })[index] } end,"#),
    (
      "coachMarkViewsAt",
      #"""
      coachMarkViewsAt = function(ctl, index, mark) return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = \#
      "Find it here.", next = "Next" } end,
      """#
    ),
  ]

  /// The frame's screen: a 393 × 852 phone with views `a` and `b`.
  static let screen =
    #"""
    screen = { width = 393, height = 852, safeArea = { top = 59, bottom = 34 }, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", \#
    frame = { 200, 600, 100, 44 } } } },
    """#

  /// The whole script: the screen, the example's fields, and the frame's value of each field
  /// the example does not give.
  public var script: String {
    let given = Self.defaults.filter { !fields.contains($0.field + " =") }.map { "  " + $0.lua }
    return (["return {", "  " + Self.screen] + fields.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } + given + ["}"])
      .joined(separator: "\n") + "\n"
  }

  /// The one configuration, as `tourhost check` names it, or nil when a name is unknown.
  public var checkConfiguration: CheckConfiguration? {
    let words = configuration.split(separator: " ").map(String.init)
    guard words.count == 5, let device = DeviceCatalog.device(named: words[0]), let orientation = Orientation(rawValue: words[1]),
      let size = ContentSizeCategory.allCases.first(where: { $0.shortName == words[2] }), let appearance = Appearance(rawValue: words[4])
    else { return nil }
    return CheckConfiguration(
      device: device, orientation: orientation, textSize: size, locale: words[3] == "source" ? nil : words[3], appearance: appearance)
  }

  /// The matrix of its one configuration, on its device even though the frame's screen is
  /// drawn for one size.
  public var matrix: CheckMatrix? {
    guard let configuration = checkConfiguration, let device = configuration.device else { return nil }
    var matrix = CheckMatrix(
      devices: [device], orientations: [configuration.orientation], textSizes: [configuration.textSize], locales: [configuration.locale],
      appearances: [configuration.appearance])
    matrix.forcesDevices = true
    return matrix
  }
}
