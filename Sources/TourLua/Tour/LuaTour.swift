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
  /// The screen file, when the screen was given as a path.
  public internal(set) var screenURL: URL?
  /// How many script errors this tour has reported.
  public private(set) var errorCount = 0

  let state: LuaState
  let runner: HookRunner
  let modules: ModuleLoader
  var refs = Refs()
  var callbacks: [TimerID: Int32] = [:]
  var converterRef: Int32?
  /// What each running animation hook's `manager:animate` described, by manager.
  var animations: [Int: (AnimationTables.Description, Int?)] = [:]
  var nextManager = 0
  /// The registry references of animation completions waiting to run.
  var completions: [Int: Int32] = [:]
  private var buffered: [TourEvent]? = []

  /// Registry references to the tables the bridge keeps.
  struct Refs {
    var tour = LUA_NOREF
    var api = LUA_NOREF
    var ctl = LUA_NOREF
    var flow = LUA_NOREF
    var helper = LUA_NOREF
    var overlay = LUA_NOREF
    var screen = LUA_NOREF
    var anchors = LUA_NOREF
    var managers = LUA_NOREF
    var animate = LUA_NOREF
    var animateIdle = LUA_NOREF
  }

  /// Loads a tour script to drive `controller`.
  /// - Parameter displayName: how messages name the script; by default its path relative to
  ///   the working directory (or absolute, outside it). Modules and screen files are named
  ///   beside it.
  /// - Throws: `TourLoadError` when the script cannot run; the controller is then untouched.
  public init(
    scriptAt url: URL, controller: CoachMarksController, configuration: LuaConfiguration = .standard,
    displayName: String? = nil
  ) throws(TourLoadError) {
    self.scriptURL = url.standardizedFileURL
    self.displayName = displayName ?? DisplayPath.of(url)
    self.controller = controller
    self.state = LuaState(configuration: configuration)
    self.runner = HookRunner(state: state, timeline: controller.timeline)
    self.modules = ModuleLoader(directory: scriptURL.deletingLastPathComponent(), scriptName: self.displayName)
    let description = try load()
    commit(description)
  }

  deinit {
    cancelPendingWork()
  }

  /// Files whose change should reload the tour: the script, its modules and its screen file.
  public var watchedFiles: [URL] {
    [scriptURL] + modules.files + (screenURL.map { [$0] } ?? [])
  }

  /// The height of the Lua state's main stack; the bridge always leaves it at 0 between
  /// calls, which the tests check.
  package var stackHeight: Int32 { state.top }

  /// Bytes the tour's Lua state holds.
  public var memoryInUse: Int { state.memoryInUse }

  /// Whether one of the tour's hooks is waiting on the timeline.
  public var hasSuspendedHooks: Bool { runner.hasSuspendedHooks }

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
    controller.replaceScreen(description.screen)
    controller.overlay = description.overlay
    controller.skipView = description.skipView
    controller.appearance = description.appearance
    controller.dataSource = self
    controller.delegate = self
    controller.animationDelegate = self
    let events = buffered ?? []
    buffered = nil
    for event in events { controller.record(event) }
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
