import CLua
import FoundationEssentials
import TourCore

/// A tour script in its own sandboxed Lua state, serving as the data source and delegate of a
/// `CoachMarksController`: every hook of API.md is a call into the script, run as a coroutine.
///
/// Loading is compile-then-commit: the script is compiled and run, and its tour table read into
/// a `TourDefinition`, before the tour takes the controller over; a script that fails leaves
/// the controller as it was. The script-visible objects are bindings (`Bindings/`), one for
/// each, sharing a `BridgeContext`.
public final class LuaTour {
  /// The script file.
  public let scriptURL: URL
  /// What the script describes besides its hooks.
  let definition: TourDefinition
  /// The screen files, for screens given as paths.
  public let screenURLs: [URL]
  /// The modules the script required, which a change to reloads it.
  private let modules: ModuleLoader

  let context: BridgeContext
  let hooks: HookCaller
  private let tourGlobal: TourGlobalBinding
  private let helper: HelperBinding
  private let animation: AnimationBinding
  private let delegate: ScriptDelegate

  /// Loads a tour script and makes it drive `controller` at once (`init(loading:...)` then
  /// `takeOver(recordingTo:)`): what an app that embeds the engine does.
  /// - Parameters:
  ///   - displayName: how messages name the script; by default its path relative to the
  ///     working directory (or absolute, outside it).
  ///   - scriptRecorder: receives the script's logs and errors.
  /// - Throws: `TourLoadError` when the script cannot run; the controller is then untouched.
  public convenience init(
    scriptAt url: URL, controller: CoachMarksController, configuration: LuaConfiguration = .standard,
    displayName: String? = nil, scriptRecorder: (any ScriptRecorder)? = nil
  ) throws(TourLoadError) {
    try self.init(loading: url, for: controller, configuration: configuration, displayName: displayName)
    takeOver(recordingTo: scriptRecorder)
  }

  /// Loads a tour script for `controller` without touching it: the script is compiled and
  /// run, and its tour table read into a definition that `takeOver(recordingTo:)` adopts.
  /// - Parameters:
  ///   - displayName: how messages name the script; by default its path relative to the
  ///     working directory (or absolute, outside it). Modules and screen files are named
  ///     beside it.
  ///   - tourState: what `tour.state` holds when the script starts (a reload carries it over).
  /// - Throws: `TourLoadError` when the script cannot run.
  public init(
    loading url: URL, for controller: CoachMarksController, configuration: LuaConfiguration = .standard,
    displayName: String? = nil, tourState: TourState = .empty
  ) throws(TourLoadError) {
    // Standardized as the watcher and the screen reader standardize paths: as text, with the
    // answer `URL.standardizedFileURL` gives.
    let scriptURL = URL(fileURLWithPath: url.path.standardizedPath)
    let displayName = displayName ?? DisplayPath.of(url)
    let context = BridgeContext(state: LuaState(configuration: configuration), controller: controller, displayName: displayName)
    let folder = URL(fileURLWithPath: scriptURL.path.parentFolder, isDirectory: true)
    context.images = BubbleImageReader(folder: folder)
    let hooks = HookCaller(context: context)
    let marks = MarkTables(context: context)
    let tourGlobal = TourGlobalBinding(context: context)
    let helper = HelperBinding(context: context, marks: marks, hooks: hooks)
    let modules = ModuleLoader(directory: folder, scriptName: displayName)
    let loader = TourLoader(context: context, scriptURL: scriptURL, modules: modules)
    do {
      definition = try loader.load { installModules in
        tourGlobal.install(initialState: tourState)
        installModules()
        ControllerBinding(context: context, helper: helper).install()
      }
    } catch {
      var failure = error
      failure.files = [scriptURL] + modules.files + loader.screenURLs
      tourGlobal.cancelPendingWork()
      throw failure
    }
    self.scriptURL = scriptURL
    self.screenURLs = loader.screenURLs
    self.modules = modules
    self.context = context
    self.hooks = hooks
    self.tourGlobal = tourGlobal
    self.helper = helper
    self.animation = AnimationBinding(context: context, hooks: hooks, marks: marks)
    self.delegate = ScriptDelegate(context: context, hooks: hooks, marks: marks, finished: { [unowned tourGlobal] in tourGlobal.cancelPendingWork() })
  }

  /// Makes the tour drive its controller: the controller gets the tour's screens, overlay,
  /// skip view and appearance, and the script becomes its data source and delegate. What the
  /// script recorded while it loaded is recorded now; its logs and errors go to `recorder`.
  public func takeOver(recordingTo recorder: (any ScriptRecorder)?) {
    definition.apply(to: controller)
    controller.dataSource = delegate
    controller.delegate = delegate
    controller.animationDelegate = animation
    context.scriptRecorder = recorder
    context.releaseRecords()
  }

  deinit {
    tourGlobal.cancelPendingWork()
  }

  /// How messages name the script.
  public var displayName: String { context.displayName }

  /// The tour's id (default: the file name without `.lua`).
  public var id: String { definition.id }
  /// The line that assigns `coachMarkAt`, `coachMarkViewsAt`, `numberOfCoachMarks`, `skipView`,
  /// `strings` and `check` in the tour table, when found.
  public var fieldLines: [String: Int] { definition.fieldLines }
  /// The rule ids the tour asks `tourhost check` to leave out.
  public var checkIgnore: [String] { definition.checkIgnore }
  /// The app's oldest OS as the tour declares it (`check = { minimumOS = ... }`), or nil.
  public var checkMinimumOS: MinimumOS? { definition.checkMinimumOS }
  /// Views the script names by a string literal that no screen of the tour has (with their
  /// lines and a close name), found when it loaded.
  public var unknownLiteralViews: [(line: Int, message: String)] { definition.unknownLiteralViews }
  /// How the tour uses its strings: the keys it can show (named by a literal in its script, or
  /// looked up by `tour.t` and `titleKey` so far) and the locale of each file of a folder of
  /// strings.
  public var stringsUse: TourStringsUse {
    TourStringsUse(keysShown: Set(definition.namedStringKeys).union(context.lookedUpKeys), fileLocales: definition.stringFileLocales)
  }
  /// Whether it is a tour of pages (its skip view is a done control).
  public var isPages: Bool { definition.isPages }

  /// Whether the tour's screens follow the device (`screen = function(device)`, autoresizing
  /// masks); otherwise they are drawn for one size, and `tourhost check` plays that size.
  public var screenFollowsDevice: Bool { definition.screenFollowsDevice }
  /// The tour's strings, when it names them.
  public var strings: StringTable? { definition.strings }
  /// The keys `tour.t` was asked for that no language of the strings has, each with the line
  /// that asked first, in the order they were asked.
  public var unknownStrings: [(key: String, line: Int?)] { context.unknownStrings }
  /// The locales of the tour's strings, the source language first (empty without strings),
  /// then the pseudo-locales `en-XA` and `ar-XB`.
  public var locales: [String] {
    guard let strings = definition.strings else { return [] }
    return strings.locales + PseudoLocale.allCases.map(\.rawValue)
  }

  /// When the tour may start, from what is remembered of it.
  public var rules: DisplayRules { definition.rules }

  /// The controller the tour drives.
  public var controller: CoachMarksController { context.controller }

  /// How many script errors this tour has reported.
  public var errorCount: Int { context.errorCount }

  /// Files whose change should reload the tour: the script, its modules and its screen file.
  public var watchedFiles: [URL] {
    [scriptURL] + modules.files + screenURLs
  }

  /// How messages name one of the tour's files: the script by its display name, the others
  /// beside it (`tour.lua` and `lib/util.lua`, or `examples/tour.lua` and `examples/lib/util.lua`).
  public func name(of file: URL) -> String {
    let path = file.path.standardizedPath
    let folder = scriptURL.path.parentFolder + "/"
    guard path != scriptURL.path else { return displayName }
    guard path.hasPrefix(folder) else { return path }
    return DisplayPath.beside(displayName, String(path.dropFirst(folder.count)))
  }

  /// The height of the Lua state's main stack; the bridge always leaves it at 0 between
  /// calls, which the tests check.
  package var stackHeight: Int32 { context.state.top }

  /// Bytes the tour's Lua state holds; after a full garbage collection when
  /// `collectingFirst`.
  public func memoryInUse(collectingFirst: Bool = false) -> Int {
    if collectingFirst { context.state.collectGarbage() }
    return context.state.memoryInUse
  }

  /// Whether one of the tour's hooks is waiting on the timeline.
  public var hasSuspendedHooks: Bool { context.runner.hasSuspendedHooks }

  /// Whether the script was stopped for good: its functions were called more times at one
  /// instant than any tour needs (`HookRunner.sameInstantLimit`), with one error naming the
  /// line. The host ends the run.
  public var isHalted: Bool { context.runner.halt != nil }

  /// The hooks waiting on the timeline, in words, in a stable order
  /// (`willShow of mark 1 is waiting in tour.wait(75)`).
  public var waitingHooks: [String] { context.runner.waitingHooks }

  /// Stops this version of the script for good (a new version took over): its waiting hooks
  /// and `tour.after` callbacks are dropped. The controller's data source and delegate are not
  /// touched.
  public func retire() {
    tourGlobal.cancelPendingWork()
  }

  /// `tour.state` as plain data, to carry over to the next version of the script, and a
  /// message when it could not be read (it is then empty).
  public func carriedState() -> (TourState, problem: String?) {
    let stack = context.state.stack
    stack.pushRegistry(context.refs.api)
    defer { stack.settop(0) }
    stack.rawGet(-1, "state")
    guard stack.type(-1) == LUA_TTABLE else {
      return (.empty, "tour.state must be a table to survive a reload, got \(stack.typeName(-1)); it starts empty")
    }
    do { return (TourState(try stack.plainValue(-1)), nil) } catch {
      return (.empty, "tour.state could not be kept across the reload (\(error.message)); it starts empty")
    }
  }

  /// Runs a function of the tour table with `(ctl, arguments...)` as a hook, the way the
  /// `call` input command pilots a tour.
  /// - Returns: false when the tour has no function of that name.
  public func call(_ name: String, arguments: [ScriptArgument]) -> Bool {
    hooks.runFunction(
      named: name,
      arguments: { stack in
        for argument in arguments {
          switch argument {
          case .number(let value):
            if let integer = Int(exactly: value) { stack.push(integer) } else { stack.push(value) }
          case .string(let text): stack.push(text)
          }
        }
        return Int32(arguments.count)
      }
    ) { [weak context] outcome in
      if case .failed(let error) = outcome { context?.report(error) }
    }
  }
}
