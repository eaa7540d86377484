import CLua
import Foundation
import TourCore

/// A tour script in its own sandboxed Lua state, serving as the data source and delegate of a
/// `CoachMarksController`: every hook of API.md is a call into the script, run as a coroutine.
///
/// Loading is compile-then-commit: the script is compiled and run, and its tour table checked,
/// before the tour takes the controller over; a script that fails leaves the controller as it
/// was.
public final class LuaTour {
  /// The script file.
  public let scriptURL: URL
  /// How messages name the script.
  public let displayName: String
  /// The tour's id (default: the file name without `.lua`).
  public internal(set) var id = ""
  public let controller: CoachMarksController
  /// The screen files, for screens given as paths.
  public internal(set) var screenURLs: [URL] = []
  /// How many script errors this tour has reported.
  public private(set) var errorCount = 0

  let state: LuaState
  let runner: HookRunner
  /// The registry references of the hooks' names, by `Hook.rawValue`.
  let hookKeys: [Int32]
  let modules: ModuleLoader
  var refs = Refs()
  var callbacks: [TimerID: Int32] = [:]
  var converterRef: Int32?
  /// What each running animation hook's `manager:animate` described, by manager.
  var animations: [Int: (AnimationTables.Description, Int?)] = [:]
  var nextManager = 0
  /// The registry references of animation completions waiting to run.
  var completions: [Int: Int32] = [:]
  /// When the tour may start, from what is remembered of it.
  public internal(set) var rules = DisplayRules()
  /// The ids of a tour's pages (nil where a page has none); empty for a tour without pages.
  var pageIDs: [String?] = []
  /// What `tour.state` starts as.
  let initialState: TourState
  private var buffered: [TourEvent]? = []
  private let announcement: TourEvent?

  /// Registry references to the tables the bridge keeps.
  struct Refs {
    var tour = LUA_NOREF
    var api = LUA_NOREF
    var ctl = LUA_NOREF
    var flow = LUA_NOREF
    var helper = LUA_NOREF
    var overlay = LUA_NOREF
    var screen = LUA_NOREF
    var pages = LUA_NOREF
    var anchors = LUA_NOREF
    var managers = LUA_NOREF
    var animate = LUA_NOREF
    var animateIdle = LUA_NOREF
  }

  /// Loads a tour script to drive `controller`.
  /// - Parameters:
  ///   - displayName: how messages name the script; by default its path relative to the
  ///     working directory (or absolute, outside it). Modules and screen files are named
  ///     beside it.
  ///   - tourState: what `tour.state` holds when the script starts (a reload carries it over).
  ///   - announcement: an event recorded when the tour takes the controller over, before the
  ///     events of its loading (a reload announces itself so).
  /// - Throws: `TourLoadError` when the script cannot run; the controller is then untouched.
  public init(
    scriptAt url: URL, controller: CoachMarksController, configuration: LuaConfiguration = .standard,
    displayName: String? = nil, tourState: TourState = .empty, announcement: TourEvent? = nil
  ) throws(TourLoadError) {
    self.scriptURL = url.standardizedFileURL
    self.displayName = displayName ?? DisplayPath.of(url)
    self.controller = controller
    self.state = LuaState(configuration: configuration)
    self.runner = HookRunner(state: state, timeline: controller.timeline)
    self.hookKeys = Hook.allCases.map { [state] hook in
      state.stack.push(hook.name)
      return luaL_ref(state.L, clua_registryindex())
    }
    self.modules = ModuleLoader(directory: scriptURL.deletingLastPathComponent(), scriptName: self.displayName)
    self.initialState = tourState
    self.announcement = announcement
    let description: Description
    do { description = try load() } catch {
      var failure = error
      failure.files = watchedFiles
      throw failure
    }
    commit(description)
  }

  deinit {
    cancelPendingWork()
  }

  /// Files whose change should reload the tour: the script, its modules and its screen file.
  public var watchedFiles: [URL] {
    [scriptURL] + modules.files + screenURLs
  }

  /// How messages name one of the tour's files: the script by its display name, the others
  /// beside it (`tour.lua` and `lib/util.lua`, or `examples/tour.lua` and `examples/lib/util.lua`).
  public func name(of file: URL) -> String {
    let file = file.standardizedFileURL
    let folder = scriptURL.deletingLastPathComponent().path + "/"
    guard file != scriptURL else { return displayName }
    guard file.path.hasPrefix(folder) else { return file.path }
    return DisplayPath.beside(displayName, String(file.path.dropFirst(folder.count)))
  }

  /// The height of the Lua state's main stack; the bridge always leaves it at 0 between
  /// calls, which the tests check.
  package var stackHeight: Int32 { state.top }

  /// Bytes the tour's Lua state holds.
  public var memoryInUse: Int { state.memoryInUse }

  /// Runs a full garbage collection of the tour's Lua state.
  public func collectGarbage() { state.collectGarbage() }

  /// Whether one of the tour's hooks is waiting on the timeline.
  public var hasSuspendedHooks: Bool { runner.hasSuspendedHooks }

  /// The hooks waiting on the timeline, in words, in a stable order
  /// (`willShow of mark 1 is waiting in tour.wait(75)`).
  public var waitingHooks: [String] { runner.waitingHooks }

  /// Records an event in the controller's trace (held back while the script loads, and
  /// dropped if loading fails).
  func record(_ event: TourEvent) {
    if case .error = event { errorCount += 1 }
    if buffered != nil {
      buffered!.append(event)
    } else {
      controller.record(event)
    }
  }

  /// Records a script error.
  func report(_ error: ScriptError) {
    record(.error(message: error.message, traceback: error.traceback))
  }

  private func commit(_ description: Description) {
    if let screens = description.screens {
      controller.configureScreens(screens.screens, start: screens.start)
    } else {
      controller.replaceScreen(description.screen)
    }
    controller.overlay = description.overlay
    controller.skipView = description.skipView
    controller.skipViewIsDone = description.isPages
    controller.appearance = description.appearance
    controller.dataSource = self
    controller.delegate = self
    controller.animationDelegate = self
    let events = (announcement.map { [$0] } ?? []) + (buffered ?? [])
    buffered = nil
    for event in events { controller.record(event) }
  }

  /// Stops this version of the script for good (a new version took over): its waiting hooks
  /// and `tour.after` callbacks are dropped. The controller's data source and delegate are not
  /// touched.
  public func retire() {
    cancelPendingWork()
  }

  /// `tour.state` as plain data, to carry over to the next version of the script, and a
  /// message when it could not be read (it is then empty).
  public func carriedState() -> (TourState, problem: String?) {
    let stack = state.stack
    stack.pushRegistry(refs.api)
    defer { stack.settop(0) }
    stack.rawGet(-1, "state")
    guard stack.type(-1) == LUA_TTABLE else {
      return (.empty, "tour.state must be a table to survive a reload, got \(stack.typeName(-1)); it starts empty")
    }
    do { return (TourState(try stack.plainValue(-1)), nil) } catch {
      return (.empty, "tour.state could not be kept across the reload (\(error.message)); it starts empty")
    }
  }

  /// Drops suspended hooks and pending `tour.after` callbacks.
  func cancelPendingWork() {
    runner.cancelAll()
    for (timer, ref) in callbacks {
      controller.timeline.cancel(timer)
      luaL_unref(state.L, clua_registryindex(), ref)
    }
    callbacks = [:]
  }
}
