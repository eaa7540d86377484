import CLua
import FoundationEssentials
import TourCore
import TourImport

/// Loads a tour script: compiles and runs it in the bridge's Lua state with the bindings
/// installed, checks the tour table it returns and reads what it describes into a
/// `TourDefinition`. Loading touches no controller: the tour adopts the definition only when
/// all of it is good.
final class TourLoader {
  unowned let context: BridgeContext
  let scriptURL: URL
  let modules: ModuleLoader
  /// The screen and strings files read so far (known also when loading fails, so that the
  /// host watches them).
  var screenURLs: [URL] = []

  init(context: BridgeContext, scriptURL: URL, modules: ModuleLoader) {
    self.context = context
    self.scriptURL = scriptURL
    self.modules = modules
  }

  var state: LuaState { context.state }
  var displayName: String { context.displayName }

  /// Compiles and runs the script, and checks its tour table.
  /// - Parameters:
  ///   - install: installs the bindings (the `tour` global, then `ctl`), before the script runs.
  func load(installing install: (_ afterGlobal: () -> Void) -> Void) throws(TourLoadError) -> TourDefinition {
    let source: Data
    do {
      source = ChunkText.prepared(try Data(contentsOf: scriptURL))
    } catch {
      throw TourLoadError("\(displayName): cannot read the script (\(FileProblem.reason(error, path: scriptURL.path)))")
    }
    let text = String(decoding: source, as: UTF8.self)
    Sandbox.prepare(state)
    install { modules.install(on: state, tourRef: context.refs.api) }
    Sandbox.lock(state)
    let table = try runChunk(source, chunkName: "@" + displayName, what: "the script")
    context.refs.tour = table
    return try describe(SourceLocator.of(text))
  }

  /// The most entries of a list in a file of plain values (an app's groups, and each group's
  /// tours).
  static let mostListed = 1_000

  /// Compiles and runs a file that returns one table of plain values (an app file: no
  /// bindings, the sandbox alone), and gives the table; the entries of its list `mixed` are
  /// lists with named fields beside them (`{ "a", "b", order = "ordered" }`), given apart.
  func loadTable(what: String, mixed: String) throws(TourLoadError) -> (PlainValue, [(items: [String], fields: [String: String])]) {
    let source: Data
    do { source = ChunkText.prepared(try Data(contentsOf: scriptURL)) } catch {
      throw TourLoadError("\(displayName): cannot read the \(what) (\(FileProblem.reason(error, path: scriptURL.path)))")
    }
    Sandbox.prepare(state)
    Sandbox.lock(state)
    let table = try runChunk(source, chunkName: "@" + displayName, what: "the \(what)")
    let stack = state.stack
    stack.pushRegistry(table)
    defer { stack.pop() }
    let index = stack.top
    var entries: [(items: [String], fields: [String: String])] = []
    if stack.rawGet(index, named: mixed) == LUA_TTABLE, let list = ScriptTable(ifTable: stack, -1) {
      do throws(DecodingError) {
        try list.forEachItem(most: Self.mostListed, noun: "entries") { (_, item) throws(DecodingError) in
          let entry = try ScriptTable(stack, item, expected: "a table")
          var items: [String] = []
          try entry.forEachItem(most: Self.mostListed, noun: "entries") { (_, value) throws(DecodingError) in
            items.append(stack.string(value) ?? "")
          }
          var fields: [String: String] = [:]
          if entry.push("order") != LUA_TNIL { fields["order"] = stack.string(-1) ?? "" }
          stack.pop()
          entries.append((items, fields))
        }
      } catch {
        throw TourLoadError("\(displayName): \(error.at(mixed).message)")
      }
    }
    stack.pop()
    stack.pushNil()
    stack.rawSet(index, named: mixed)
    do { return (try stack.plainValue(index), entries) } catch { throw TourLoadError("\(displayName): \(error.message)") }
  }

  /// Calls the function at `index` with the device (`screen = function(device)`), to
  /// completion (it may not wait), and leaves its first result (or nil) on the stack.
  func callScreenFunction(_ index: Int32, field: String) throws(TourLoadError) {
    let stack = state.stack
    stack.pushValue(index)
    var failure: TourLoadError? = TourLoadError("\(displayName): the \(field) function did not finish")
    let (environment, name) = (context.controller.environment, displayName)
    context.runner.run(
      .other("the \(field) function"), canWait: false,
      push: { thread in
        lua_xmove(state.L, thread.L, 1)
        thread.push(device: environment)
        return 1
      }
    ) { [state] outcome in
      switch outcome {
      case .failed(let error):
        failure = TourLoadError(error.message.isEmpty ? "\(name): the \(field) function failed" : error.message)
      case .returned(let thread, let count):
        failure = nil
        if count >= 1 {
          thread.pushValue(-count)
          lua_xmove(thread.L, state.L, 1)
        } else {
          lua_pushnil(state.L)
        }
      }
    }
    if let failure { throw failure }
  }

  /// Compiles a chunk and runs it to completion (it may not wait); returns a registry
  /// reference to its first result, which must be a table.
  func runChunk(_ source: Data, chunkName: String, what: String) throws(TourLoadError) -> Int32 {
    let stack = state.stack
    let status = source.withUnsafeBytes { bytes in
      clua_loadbuffer(state.L, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, chunkName, "t")
    }
    guard status == LUA_OK else {
      let message = UnclosedBrace.explained(stack.string(-1) ?? "cannot compile \(what)", source: source)
      stack.pop()
      // Lua names the line of a syntax error, but not the file of a binary chunk it refuses.
      throw TourLoadError(ScriptError(message: message).file == nil ? "\(chunkName.dropFirst()): \(message)" : message)
    }
    var result: Result<Int32, TourLoadError> = .failure(TourLoadError("\(what) did not finish"))
    let name = String(chunkName.dropFirst())
    context.runner.run(
      .other(what), canWait: false,
      push: { thread in
        lua_xmove(state.L, thread.L, 1)
        return 0
      }
    ) { [state] outcome in
      switch outcome {
      case .failed(let error):
        result = .failure(TourLoadError(error.message.isEmpty ? "\(name): \(what) failed" : error.message))
      case .returned(let thread, let count):
        guard count >= 1, thread.type(-count) == LUA_TTABLE else {
          let got = count >= 1 ? thread.typeName(-count) : "nothing"
          result = .failure(TourLoadError("\(name): \(what) must return a table, got \(got)"))
          return
        }
        thread.pushValue(-count)
        lua_xmove(thread.L, state.L, 1)
        result = .success(luaL_ref(state.L, clua_registryindex()))
      }
    }
    return try result.get()
  }

  /// Checks the tour table and reads what it describes.
  private func describe(_ locator: SourceLocator) throws(TourLoadError) -> TourDefinition {
    let stack = state.stack
    stack.pushRegistry(context.refs.tour)
    let tour = stack.top
    defer { stack.settop(tour - 1) }
    func fail(_ key: String?, _ message: String) -> TourLoadError {
      if let key, let line = locator.line(assigning: key) { return TourLoadError("\(displayName):\(line): \(message)") }
      return TourLoadError("\(displayName): \(message)")
    }
    let isPages = stack.rawGet(tour, "pages") != LUA_TNIL
    stack.pop()
    if isPages { try installPages(tour, locator: locator, fail) }
    try checkFunctions(tour, locator, fail)
    let id = try readID(tour, fail)
    warnAboutUnknownFields(tour, locator)
    // The lines reports point at (`tourhost check`): a few fields, each a search of the source.
    var fieldLines: [String: Int] = [:]
    for field in TourFields.lineNamed { fieldLines[field] = locator.line(assigning: field) }
    let rules = try readRules(tour, fail)
    var description = TourDefinition(id: id, rules: rules)
    description.plan = try TourPlanReader.read(state.stack, tour: tour, fail: fail)
    description.isPages = isPages
    description.fieldLines = fieldLines
    (description.checkIgnore, description.checkMinimumOS) = try readCheck(tour, fail)
    try readStringsAndScreens(tour, into: &description, locator, fail)
    try readLook(tour, into: &description, fail)
    return description
  }

  /// The line a function on the stack is defined at, when it is the script's.
  func definitionLine(_ index: Int32) -> Int? {
    let stack = state.stack
    clua_pushdefinition(state.L, index)
    defer { stack.pop() }
    // `file:line:`, as Lua's own messages begin.
    return stack.string(-1).flatMap { ScriptError(message: $0 + " ").line }
  }
}
