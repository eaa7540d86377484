import FoundationEssentials
import TourCore
import TourImport

/// An app file (`app.lua`): the app's tours and how they relate, run in the sandbox
/// tours run in, returning
///
///     return { tours = { "onboarding.lua", "cart_tips.lua" }, displayFrequency = "daily", cooldown = 60,
///              groups = { { "onboarding", "cart_tips", order = "ordered" } }, priority = { "promo" } }
///
/// Each tour is loaded for its id, trigger and rules; groups and priority name tours by id.
public struct AppFile {
  /// The fields of the app table.
  static let keys = ["cooldown", "displayFrequency", "fonts", "groups", "priority", "tours"]

  /// The plan the decision point decides on.
  public let plan: AppPlan
  /// Each tour's file, by id.
  public let files: [String: URL]
  /// How messages name the app file.
  public let displayName: String
  /// Every screen the tours name, each as the first tour that names it describes it: what the
  /// app shows while no tour does.
  public let appScreens: [String: Screen]
  /// The first tour's first screen: the app's screen before it shows another.
  public let firstScreen: (name: String?, screen: Screen)
  /// The tours whose trigger is a function, kept loaded to ask it.
  public let triggers = TriggerFunctions()
  /// The screens each tour names (a tour of several screens), by id, sorted.
  public let screens: [String: [String]]
  /// The files whose change changes the app: the app file, its font files, and each tour's
  /// script, modules, screen and strings files.
  public let watchedFiles: [URL]
  /// The app's fonts (`fonts`, as a tour names them), which each tour takes on a platform for
  /// which it names none; its files, by real path; and where the app file sets them
  /// (`app.lua:3`), for messages.
  public let fonts: (named: TourFonts, files: [URL], place: String)?

  /// Each tour as it was loaded, by its file, for the next load to keep those unchanged.
  let members: [URL: AppMember]

  /// Loads the app file at `url` and every tour it lists (files relative to its folder); with
  /// `previous`, an earlier load of it, each tour none of whose files changed since is kept
  /// from it rather than loaded again.
  public init(loading url: URL, displayName: String? = nil, reusing previous: AppFile? = nil) throws(TourLoadError) {
    let name = displayName ?? DisplayPath.of(url)
    let controller = CoachMarksController(screen: .standard, timeline: Timeline())
    let context = BridgeContext(state: LuaState(configuration: .standard), controller: controller, displayName: name)
    let loader = TourLoader(context: context, scriptURL: url, modules: ModuleLoader(directory: url.deletingLastPathComponent(), scriptName: name))
    let (table, groups) = try loader.loadTable(what: "app file", mixed: "groups")
    // Messages about a field name the line that sets it, found in the source.
    let locator = SourceLocator.of((try? String(contentsOf: url, encoding: .utf8)) ?? "")
    func fail(_ message: String, field: String? = nil) -> TourLoadError {
      guard let field, let line = locator.line(assigning: field) else { return TourLoadError("\(name): \(message)") }
      return TourLoadError("\(name):\(line): \(message)")
    }
    func fail(_ error: DecodingError) -> TourLoadError {
      fail(error.message, field: error.focus ?? error.path.split(whereSeparator: { $0 == "." || $0 == "[" }).first.map(String.init))
    }
    guard let fields = table.fields else { throw fail("the app file must return a table") }
    do throws(DecodingError) { try OptionTable.rejectUnknown(fields.keys, valid: Self.keys) } catch { throw fail(error) }
    let fontsPlace = locator.line(assigning: "fonts").map { "\(name):\($0)" } ?? name
    fonts = try Self.readFonts(fields["fonts"], of: url, place: fontsPlace) { error in fail(error.at("fonts")) }
    guard let list = fields["tours"]?.items, !list.isEmpty, list.allSatisfy({ $0.string != nil }) else {
      throw fail("tours must be a list of tour files, such as { \"onboarding.lua\" }", field: "tours")
    }
    var tours: [PlannedTour] = []
    var files: [String: URL] = [:]
    var screens: [String: [String]] = [:]
    var appScreens: [String: Screen] = [:]
    var firstScreen: (name: String?, screen: Screen)?
    var watched = [url] + (fonts?.files ?? [])
    var members: [URL: AppMember] = [:]
    for item in list.compactMap(\.string) {
      let file: URL
      switch Self.tourFile(item, of: url) {
      case .success(let found): file = found
      case .failure(let problem): throw fail("tours: \(problem.message)", field: "tours")
      }
      let member = try AppMember(loading: file, keeping: previous?.members[file])
      members[file] = member
      let tour = member.tour
      let planned = PlannedTour(tour)
      guard files[planned.id] == nil else { throw fail("tours: two tours have the id '\(planned.id)'", field: "tours") }
      files[planned.id] = file
      if planned.trigger == .custom { triggers.keep(tour, as: planned.id) }
      screens[planned.id] = tour.definition.screens.map { $0.screens.keys.sorted() } ?? []
      appScreens.merge(tour.definition.screens?.screens ?? [:]) { first, _ in first }
      if firstScreen == nil { firstScreen = (tour.definition.screens?.start, tour.definition.screen) }
      watched += tour.watchedFiles.filter { !watched.contains($0) }
      tours.append(planned)
    }
    var plan = AppPlan(tours: tours)
    do throws(DecodingError) { try Self.readRules(fields, groups: groups, into: &plan) } catch { throw fail(error) }
    self.plan = plan
    self.files = files
    self.displayName = name
    self.screens = screens
    screenNames = Set(screens.values.joined()).sorted()
    self.appScreens = appScreens
    self.firstScreen = firstScreen ?? (nil, .standard)
    watchedFiles = watched
    self.members = members
  }

  /// The app file's `fonts`, each file through its folder's door; `fail` places an error.
  private static func readFonts(
    _ given: PlainValue?, of app: URL, place: String, _ fail: (DecodingError) -> TourLoadError
  ) throws(TourLoadError)
    -> (named: TourFonts, files: [URL], place: String)?
  {
    guard let given, given != .null else { return nil }
    do throws(DecodingError) {
      let read = try FontTables.read(given, door: TourFolder(script: app))
      return (read.fonts, read.files, place)
    } catch { throw fail(error) }
  }

  /// The file of a tour the app lists, through the tours' door as every file a tour reads:
  /// inside the app's folder by its real path (no link out), a regular file, of a tour's size.
  /// A name that is not there at all is left to the tour's own message (`missing.lua: cannot
  /// read the script`).
  private static func tourFile(_ item: String, of app: URL) -> Result<URL, DecodingError> {
    guard !item.hasPrefix("/"), !item.split(separator: "/").contains("..") else {
      return .failure(DecodingError("'\(item.quotedInMessage)' is outside the app file's folder"))
    }
    let file = app.deletingLastPathComponent().appendingPathComponent(item)
    let manager = FileManager.default
    guard (try? manager.destinationOfSymbolicLink(atPath: file.path)) != nil || manager.fileExists(atPath: file.path) else {
      return .success(file)
    }
    if case .failure(let refusal) = TourFolder(script: app).file(item, as: .tour) {
      return .failure(DecodingError("cannot read the tour '\(item.quotedInMessage)' (\(refusal.reason))"))
    }
    return .success(file)
  }

  /// Whether the file at `path` is an app file rather than a tour: its name is `app.lua` or
  /// ends in `.app.lua` (`shop.app.lua`).
  public static func isAppFile(_ path: String) -> Bool {
    let name = path.fileName
    return name == "app.lua" || name.hasSuffix(".app.lua")
  }

  /// Every screen the app's tours name, sorted.
  public let screenNames: [String]

  /// `displayFrequency`, `cooldown`, `groups` and `priority`, checked against the tours' ids.
  private static func readRules(
    _ fields: [String: PlainValue], groups: [(items: [String], fields: [String: String])], into plan: inout AppPlan
  ) throws(DecodingError) {
    let ids = plan.tours.map(\.id)
    func known(_ id: String, _ path: String) throws(DecodingError) {
      guard ids.contains(id) else {
        throw DecodingError("'\(id.quotedInMessage)' is no tour's id; the tours: \(ids.joined(separator: ", "))").at(path)
      }
    }
    if let given = fields["displayFrequency"], given != .null {
      guard let text = given.string, let frequency = DisplayFrequency(rawValue: text) else {
        throw DecodingError("one of \(DisplayFrequency.allCases.map(\.rawValue).joined(separator: ", ")) expected").at("displayFrequency")
      }
      plan.displayFrequency = frequency
    }
    if let given = fields["cooldown"], given != .null {
      guard let seconds = given.number, seconds >= 0, seconds <= 31_536_000 else {
        throw DecodingError("a number of seconds from 0 to a year expected").at("cooldown")
      }
      plan.cooldown = seconds
    }
    for (offset, group) in groups.enumerated() {
      let path = "groups[\(offset + 1)]"
      let members = group.items
      guard let order = TourGroup.Order(rawValue: group.fields["order"] ?? "ordered") else {
        throw DecodingError("order: \"ordered\" or \"firstAvailable\" expected").at(path)
      }
      guard members.count >= 2 else { throw DecodingError("a group lists two tours or more: { \"a\", \"b\", order = \"ordered\" }").at(path) }
      for id in members { try known(id, path) }
      plan.groups.append(TourGroup(members, order: order))
    }
    for (offset, id) in (fields["priority"]?.items ?? []).compactMap(\.string).enumerated() { try known(id, "priority[\(offset + 1)]") }
    plan.priority = (fields["priority"]?.items ?? []).compactMap(\.string)
  }
}
