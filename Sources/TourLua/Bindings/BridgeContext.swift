import CLua
import TourCore

/// What every binding shares: the Lua state, the hook runner, the controller the script drives,
/// the registry references of the objects the bridge keeps, and where script events go.
///
/// One per tour script. Bindings whose functions the Lua state holds refer to it unowned (the
/// state belongs to it, so a strong reference from a function would be a cycle); the hook
/// caller, the delegate and the mark tables, which no Lua function holds, keep it strongly,
/// which also spares the hot path unowned reference counting.
final class BridgeContext {
  /// The script's Lua state.
  let state: LuaState
  /// Runs hooks and callbacks as coroutines on the controller's timeline.
  let runner: HookRunner
  /// The controller the script drives.
  let controller: CoachMarksController
  /// How messages name the script.
  let displayName: String
  /// Registry references to the tables the bridge keeps.
  var refs = BridgeRefs()
  /// The origin the last mark table was given, and the registry reference of its table
  /// (`MarkTables`).
  var lastOrigin: (origin: MarkTables.Origin, ref: Int32)?
  /// The ids of a tour's pages (nil where a page has none); empty for a tour without pages.
  var pageIDs: [String?] = []
  /// The tour's strings (`strings = ...`), for `tour.t`; nil when it names none.
  var strings: StringTable?
  /// Whether the tour table's `strings` was read (tour.t fails before that).
  var stringsRead = false
  /// The tour's `onMissing`: what a mark that declares no policy of its own does when its
  /// target is missing.
  var missingPolicy: PendingView.Policy?
  /// Reads the bubbles' pictures from the script's folder (set when the script loads).
  var images: BubbleImageReader?
  /// The warnings given once each (`warnOnce`): `tour.t`'s fallbacks, markup, targets of no size.
  private var stringWarnings: Set<String> = []
  /// Keys `tour.t` was asked for that no language of the strings has, with the script line
  /// that asked first (`tourhost check` makes them errors).
  var unknownStrings: [(key: String, line: Int?)] = []
  /// The keys `tour.t` was asked for (at most `mostLookedUpKeys`), for `tourhost check`'s
  /// rules about the strings a tour can show.
  var lookedUpKeys: Set<String> = []
  static let mostLookedUpKeys = 100_000
  /// While above 0, the script is asked something quietly (`coachMarkWillLoadAt` for a step
  /// plan): what it logs or warns of is not recorded (it is when the flow asks it for real).
  var quiet = 0
  /// Which marks this run will show, as planned at its first mark (`StepPlan`).
  var stepPlan: StepPlan?
  /// How many script errors this tour has reported.
  private(set) var errorCount = 0
  /// Receives the script's logs and errors once the tour has taken the controller over.
  weak var scriptRecorder: (any ScriptRecorder)?
  /// What was recorded while the script loaded, held back until the tour takes the controller
  /// over (nil once it has).
  private var buffered: [Held]? = []

  /// A record held back while the script loads.
  private enum Held {
    case event(TourEvent)
    case script(ScriptRecord)
  }

  init(state: LuaState, controller: CoachMarksController, displayName: String) {
    self.state = state
    self.runner = HookRunner(state: state, timeline: controller.timeline)
    self.controller = controller
    runner.marksAllowance = { [unowned controller] in 10 * controller.readout.markCount }
    self.displayName = displayName
  }

  /// Records an engine event (a warning, typically) in the controller's trace; held back
  /// while the script loads, and dropped if loading fails.
  func record(_ event: TourEvent) {
    guard quiet == 0 else { return }
    if buffered != nil {
      buffered?.append(.event(event))
    } else {
      controller.record(event)
    }
  }

  /// Records `message` as a warning unless it was given already (a fallback of `tour.t`, a
  /// markup that does not parse: said once each, however often the tour gets there).
  func warnOnce(_ message: String) {
    if stringWarnings.insert(message).inserted { record(.warning(message: message)) }
  }

  /// Records a log line or an error of the script; held back while it loads.
  func record(_ record: ScriptRecord) {
    guard quiet == 0 else { return }
    if case .error = record { errorCount += 1 }
    if buffered != nil {
      buffered?.append(.script(record))
    } else {
      scriptRecorder?.record(record, at: controller.timeline.now)
    }
  }

  /// Records a script error.
  func report(_ error: ScriptError) {
    record(.error(message: error.message, traceback: error.traceback))
  }

  /// Records what was held back while loading, and from now on records at once.
  func releaseRecords() {
    let held = buffered ?? []
    buffered = nil
    for record in held {
      switch record {
      case .event(let event): controller.record(event)
      case .script(let script): scriptRecorder?.record(script, at: controller.timeline.now)
      }
    }
  }

  /// The view named by argument `index` of a call (an id or key path).
  func view(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> ViewPath {
    let name = try call.string(index)
    do {
      return try controller.screen.resolve(name)
    } catch {
      throw call.argumentError(index, error.description)
    }
  }

  /// The frame on screen of the view named by argument `index` of a call.
  /// (An argument error names argument `index` should the resolved path not lead to a view,
  /// which resolving rules out.)
  func frameOfView(_ call: LuaCall, _ index: Int32) throws(LuaCallError) -> Rect {
    let path = try view(call, index)
    guard let frame = controller.screen.frameOnScreen(path) else { throw call.argumentError(index, "no view at '\(path.keyPath)'") }
    return frame
  }

  /// A new table with weak keys, by registry reference.
  func weakKeyedTable() -> Int32 {
    state.stack.newTable()
    state.stack.newTable(record: 1)
    state.stack.push("k")
    state.stack.rawSet(-2, "__mode")
    lua_setmetatable(state.L, -2)
    return luaL_ref(state.L, clua_registryindex())
  }

  /// Sets `table[name]` to a Swift function that keeps its stack promise (`StackPromise`).
  func define(_ table: Int32, _ name: String, _ body: @escaping (LuaCall) throws(LuaCallError) -> Int32) {
    let table = state.stack.absolute(table)
    state.pushFunction(on: state.stack, StackPromise.kept(by: body, name: name))
    state.stack.rawSet(table, named: name)
  }
}
