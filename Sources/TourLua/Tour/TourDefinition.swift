import TourCore

/// What a tour script describes besides its hooks: read when it loads, adopted by the
/// controller when the whole script is good.
struct TourDefinition {
  /// How many marks a tour may have: a count beyond this is a mistake (the fuzzer found
  /// `math.maxinteger` marks that all fail to load, which kept the host busy for ever).
  static let markCounts: ClosedRange<Int64> = 0...100_000

  /// The tour's id (default: the file name without `.lua`).
  var id: String
  /// When the tour may start.
  var rules: DisplayRules
  var screen = Screen.standard
  var overlay = OverlayConfiguration()
  var skipView: ViewSpec?
  var appearance = Appearance.light
  /// What makes it a candidate in an app of tours, TipKit's rules, and whether it ignores the
  /// app's display frequency (`trigger`, `rules`, `ignoresDisplayFrequency`).
  var plan: (trigger: TourTrigger, rules: [TipRule], ignoresDisplayFrequency: Bool) = (.launch, [], false)
  /// How marks go from one to the next (`transition`).
  var transition = MarkTransition.fade
  /// A tour of pages: its skip view is a done control.
  var isPages = false
  /// A tour of several screens: every screen by name, and the one the app shows first.
  var screens: (screens: [String: Screen], start: String)?
  /// The tour's strings, for `tour.t`.
  var strings: StringTable?
  /// The lines of the script that assign the tour's fields (`coachMarkAt = ...`), by name.
  var fieldLines: [String: Int] = [:]
  /// The rules `tourhost check` leaves out for this tour (`check = { ignore = { ... } }`).
  var checkIgnore: [String] = []
  /// `check.minimumOS`: the app's oldest OS, which decides the devices `tourhost check` plays.
  var checkMinimumOS: MinimumOS?
  /// Whether the tour's screens follow the device: one is made by `screen = function(device)`,
  /// or a view has an autoresizing mask. Otherwise they are drawn for one size only.
  var screenFollowsDevice = false
  /// Views named by a literal in the script that no screen of the tour has, with their lines.
  var unknownLiteralViews: [(line: Int, message: String)] = []
  /// The keys of the strings the script names by a literal (`SourceLocator.stringKeys`).
  var namedStringKeys: [String] = []
  /// The locale of each file of a folder of strings, by path (`StringsLoader.localeOfFile`).
  var stringFileLocales: [String: String] = [:]
  /// What its text is measured in on each platform: the fonts it names (`fonts`), or the
  /// host's defaults; nil when the host gives none.
  var platformText: PlatformText?

  /// Gives the controller the screens, the overlay, the skip view and the appearance.
  func apply(to controller: CoachMarksController) {
    if let screens {
      controller.simulatedApp.configureScreens(screens.screens, start: screens.start)
    } else {
      controller.simulatedApp.replaceScreen(screen)
    }
    controller.overlay = overlay
    controller.skip.view = skipView
    controller.skip.isDone = isPages
    controller.appearance = appearance
    controller.markTransition = transition
    if let platformText { controller.sizing.platformText = platformText }
  }
}
