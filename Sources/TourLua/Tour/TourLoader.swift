import CLua
import Foundation
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
  private(set) var screenURLs: [URL] = []

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
    if stack.rawGet(index, mixed) == LUA_TTABLE, let list = ScriptTable(ifTable: stack, -1) {
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
      let message = stack.string(-1) ?? "cannot compile \(what)"
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

  /// `coachMarkAt`, `numberOfCoachMarks` and the hooks have the types they must.
  private func checkFunctions(_ tour: Int32, _ locator: SourceLocator, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) {
    let stack = state.stack
    guard stack.rawGet(tour, "coachMarkAt") == LUA_TFUNCTION else {
      guard stack.type(-1) == LUA_TNIL else { throw fail("coachMarkAt", "coachMarkAt must be a function, got \(stack.typeName(-1))") }
      throw missing("coachMarkAt", "the tour has no coachMarkAt function", in: tour, locator)
    }
    stack.pop()
    switch stack.rawGet(tour, "numberOfCoachMarks") {
    case LUA_TFUNCTION: break
    case LUA_TNUMBER:
      guard let count = stack.integer(-1), TourDefinition.markCounts.contains(count) else {
        throw fail(
          "numberOfCoachMarks",
          "numberOfCoachMarks must be a whole number of marks from 0 to \(TourDefinition.markCounts.upperBound), got \((stack.number(-1) ?? 0).scriptText)"
        )
      }
    case LUA_TNIL:
      throw missing("numberOfCoachMarks", "the tour has no numberOfCoachMarks (a number, or a function returning one)", in: tour, locator)
    default: throw fail("numberOfCoachMarks", "numberOfCoachMarks must be a number or a function, got \(stack.typeName(-1))")
    }
    stack.pop()
    for hook in TourFields.hooks {
      let type = stack.rawGet(tour, hook)
      stack.pop()
      guard type == LUA_TNIL || type == LUA_TFUNCTION else {
        stack.rawGet(tour, hook)
        defer { stack.pop() }
        throw fail(hook, "\(hook) must be a function, got \(stack.typeName(-1))")
      }
    }
  }

  /// The tour's `id`, else the script's name without its extension.
  private func readID(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> String {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "id") != LUA_TNIL else { return scriptURL.deletingPathExtension().lastPathComponent }
    guard let value = stack.string(-1), !value.isEmpty else {
      throw fail("id", "id must be a non-empty string, got \(stack.typeName(-1))")
    }
    return value
  }

  /// The tour's strings, then its screens (laid out for the device, right to left in a
  /// right-to-left language), with the warnings of both at their lines.
  private func readStringsAndScreens(
    _ tour: Int32, into description: inout TourDefinition, _ locator: SourceLocator, _ fail: (String?, String) -> TourLoadError
  ) throws(TourLoadError) {
    var stringsLoader = StringsLoader(state: state, scriptURL: scriptURL, runChunk: runChunk)
    var reader = ScreenReader(
      state: state, scriptURL: scriptURL, displayName: displayName, runChunk: runChunk, callScreenFunction: callScreenFunction)
    let environment = context.controller.environment
    if let locale = environment.locale, LocaleTag.isRightToLeft(locale) || PseudoLocale(tag: locale) == .bidi {
      reader.defaultDirection = .rightToLeft
    }
    defer {
      screenURLs = reader.screenURLs + stringsLoader.urls
      for warning in reader.warnings {
        let key = String(warning.prefix { $0 != "." && $0 != ":" })
        let place = locator.line(assigning: key).map { "\(displayName):\($0):" } ?? "\(displayName):"
        context.record(.warning(message: "\(place) \(warning)"))
      }
    }
    description.strings = try stringsLoader.read(tour, fail)
    if let strings = description.strings, let locale = environment.locale {
      let place = locator.line(assigning: "strings").map { "\(displayName):\($0):" } ?? "\(displayName):"
      for warning in [strings.unknownLanguageWarning(locale), strings.pluralRulesWarning(locale)].compactMap({ $0 }) {
        context.record(.warning(message: "\(place) \(warning)"))
      }
    }
    context.strings = description.strings
    context.stringsRead = true
    if var screens = try reader.readScreens(tour, fail) {
      if let device = environment.device {
        screens.screens = screens.screens.mapValues { $0.fitted(to: device, environment.orientation) }
      }
      description.screens = screens
      // The reader made sure the start screen is one of them.
      if let start = screens.screens[screens.start] { description.screen = start }
    } else {
      description.screen = try reader.readScreen(tour, fail)
      if let device = environment.device { description.screen = description.screen.fitted(to: device, environment.orientation) }
    }
    let described = description.screens.map { Array($0.screens.values) } ?? [description.screen]
    description.screenFollowsDevice = reader.calledFunction || described.contains { $0.views.contains(where: \.followsSize) }
    description.unknownLiteralViews = unknownLiteralViews(description, locator)
  }

  /// How the tour looks: its appearance, overlay and skip view (a tour of pages: a done
  /// control, and the overlay takes taps).
  private func readLook(_ tour: Int32, into description: inout TourDefinition, _ fail: (String?, String) -> TourLoadError)
    throws(TourLoadError)
  {
    let stack = state.stack
    let environment = context.controller.environment
    if stack.rawGet(tour, "appearance") != LUA_TNIL {
      do { description.appearance = try OptionTable.choice(stack, -1, Appearance.self) } catch {
        throw fail("appearance", error.at("appearance").message)
      }
    }
    stack.pop()
    if let appearance = environment.appearance { description.appearance = appearance }
    if stack.rawGet(tour, "transition") != LUA_TNIL {
      do { description.transition = try OptionTable.choice(stack, -1, MarkTransition.self) } catch {
        throw fail("transition", error.at("transition").message)
      }
    }
    stack.pop()
    description.overlay.backgroundColor = DefaultPalette(description.appearance).overlay
    // Pages turn with a tap anywhere.
    if description.isPages { description.overlay.isUserInteractionEnabled = true }
    if stack.rawGet(tour, "overlay") != LUA_TNIL {
      do { description.overlay = try OverlaySettings.read(stack, -1, defaults: description.overlay) } catch {
        throw fail("overlay", error.at("overlay").message)
      }
    }
    stack.pop()
    let locale = environment.locale
    let defaultTitle = description.isPages ? ControlWords.done(locale: locale) : ControlWords.skip(locale: locale)
    if description.isPages { description.skipView = ViewSpec(kind: .skipButton(title: defaultTitle, DefaultViewStyle())) }
    if stack.rawGet(tour, "skipView") == LUA_TBOOLEAN, stack.boolean(-1) == false {
      description.skipView = nil  // a tour of pages without a done control
    } else if stack.type(-1) != LUA_TNIL {
      let strings = description.strings
      let translate = { (key: String) throws(DecodingError) -> String in try self.translate(key, strings) }
      do { description.skipView = try ViewTables.skipView(stack, -1, defaultTitle: defaultTitle, translate: translate) } catch {
        throw fail("skipView", error.at("skipView").message)
      }
    }
    stack.pop()
  }

  /// A tour string by key, as `tour.t(key)` gives it in the current environment (a skip
  /// view's `titleKey`); a key no language has is an error.
  private func translate(_ key: String, _ strings: StringTable?) throws(DecodingError) -> String {
    guard let strings else { throw DecodingError("titleKey needs the tour's strings (strings = ...)") }
    let environment = context.controller.environment
    let lookup = strings.lookup(key, in: environment)
    guard lookup.entry != nil else { throw DecodingError(lookup.problem ?? "no string '\(key.quotedInMessage)'") }
    if let problem = lookup.problem, context.stringWarnings.insert(problem).inserted { context.record(.warning(message: problem)) }
    do throws(StringTable.Entry.ResolutionError) {
      return try StringTable.text(of: lookup, key: key, [], in: environment).format
    } catch {
      throw DecodingError("'\(key.quotedInMessage)' \(error.message)")
    }
  }

  /// `check = { ignore = { "control-size", ... } }`: the rule ids `tourhost check` leaves out.
  /// `check = { ignore = { "control-size", ... }, minimumOS = { ios = "17", android = 26 } }`:
  /// the rule ids `tourhost check` leaves out, and the app's oldest OS (which devices it plays).
  private func readCheck(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError)
    -> (ignore: [String], minimumOS: MinimumOS?)
  {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "check") != LUA_TNIL else { return ([], nil) }
    let value: PlainValue
    do { value = try stack.plainValue(-1) } catch { throw fail("check", error.at("check").message) }
    guard let fields = value.fields, Set(fields.keys).isSubset(of: ["ignore", "minimumOS"]) else {
      throw fail("check", "check must be a table with ignore = { \"rule-id\", ... } and minimumOS = { ios = \"17\", android = 26 }")
    }
    guard let items = (fields["ignore"] ?? .array([])).items, items.allSatisfy({ $0.string != nil }) else {
      throw fail("check", "check.ignore must be a list of rule ids, such as { \"control-size\" }")
    }
    guard let minimum = fields["minimumOS"] else { return (items.compactMap(\.string), nil) }
    let platforms = minimum.fields ?? [:]
    let text = platforms.sortedByKey.map { key, value in "\(key)=\(value.string ?? value.number.map { String(Int($0)) } ?? "?")" }
    guard minimum.fields != nil, case .success(let parsed) = MinimumOS.parse(text.joined(separator: ",")) else {
      throw fail("check", "check.minimumOS must be { ios = \"17\", android = 26 }: iOS's major version, Android's API level")
    }
    return (items.compactMap(\.string), parsed)
  }

  /// `once`, `resume`, `maxDisplayCount`, `displayFrequency`.
  private func readRules(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> DisplayRules {
    let stack = state.stack
    var rules = DisplayRules()
    for (key, path) in [("once", \DisplayRules.once), ("resume", \DisplayRules.resume)] {
      let type = stack.rawGet(tour, key)
      defer { stack.pop() }
      guard type != LUA_TNIL else { continue }
      guard type == LUA_TBOOLEAN else { throw fail(key, "\(key) must be true or false, got \(stack.typeName(-1))") }
      rules[keyPath: path] = stack.boolean(-1) ?? false
    }
    if stack.rawGet(tour, "maxDisplayCount") != LUA_TNIL {
      guard let count = stack.integer(-1), count >= 1 else {
        throw fail(
          "maxDisplayCount",
          "maxDisplayCount must be a whole number of starts (1 or more), got \(stack.number(-1).map(\.scriptText) ?? stack.typeName(-1))")
      }
      rules.maxDisplayCount = Int(count)
    }
    stack.pop()
    if stack.rawGet(tour, "displayFrequency") != LUA_TNIL {
      do { rules.displayFrequency = try OptionTable.choice(stack, -1, DisplayFrequency.self) } catch {
        throw fail("displayFrequency", error.at("displayFrequency").message)
      }
    }
    stack.pop()
    return rules
  }

  /// The views named by a string literal in the script that are on none of the tour's screens
  /// (or not on the screen named beside them), found when the tour loads: a mark made from one
  /// would fail only when the tour gets there. A mark that waits for its view is left out.
  /// `tourhost check` reports them; a run does not (the app may add the view later).
  private func unknownLiteralViews(_ description: TourDefinition, _ locator: SourceLocator) -> [(line: Int, message: String)] {
    var problems: [(line: Int, message: String)] = []
    let screens = description.screens?.screens ?? ["": description.screen]
    for (line, view, screenName) in locator.literalViews {
      let candidates = screenName.flatMap { screens[$0].map { [$0] } } ?? Array(screens.values)
      var suggestion: String?
      var found = false
      for screen in candidates {
        do throws(ScreenError) {
          _ = try screen.resolve(view)
          found = true
        } catch {
          if case .ambiguousView = error { found = true }
          if case .unknownView(_, let close) = error, suggestion == nil { suggestion = close }
        }
      }
      guard !found else { continue }
      let where_ = screenName.map { "the screen '\($0)'" } ?? (screens.count > 1 ? "any of the tour's screens" : "the tour's screen")
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      problems.append((line, "view '\(view.quotedInMessage)' is not on \(where_)\(hint)"))
    }
    return problems
  }

  /// Warns about fields that are neither known nor functions (pilot functions for `call` are
  /// fine). A function whose name is close to a hook's, or is Instructions' Swift name for one,
  /// is a script error (a hook misspelt is a hook that never runs), unless the tour lists it as
  /// its own in `own = { ... }`. Each names the line: a function's is where it is defined,
  /// another field's where it is assigned.
  private func warnAboutUnknownFields(_ tour: Int32, _ locator: SourceLocator) {
    let stack = state.stack
    var warnings: [(line: Int, text: String)] = []
    var errors: [(line: Int, text: String)] = []
    var own: Set<String> = []
    if stack.rawGet(tour, "own") == LUA_TTABLE, let list = ScriptTable(ifTable: stack, -1) {
      // A list longer than the tour's fields names no more of them; it is read to that cap.
      _ = try? list.forEachItem(most: ScriptTable.mostFields, noun: "names") { (_, item) throws(DecodingError) in
        if let name = stack.string(item) { own.insert(name) }
      }
    }
    stack.pop()
    let ownHint = " (a function of the tour's own: list it in own = { ... })"
    let fields = ScriptTable(ifTable: stack, tour)
    _ = try? fields?.forEachPair(most: ScriptTable.mostFields, noun: "fields") { key, value in
      guard let name = stack.string(key), !TourFields.all.contains(name) else { return }
      let isFunction = stack.type(value) == LUA_TFUNCTION
      let line = isFunction ? definitionLine(value) : locator.line(assigning: name)
      let suggestion = Spelling.closest(to: name, among: TourFields.all)
      let text: String
      if isFunction, own.contains(name) {
        return
      } else if isFunction, let hook = InstructionsNames.hook(for: name) {
        errors.append((line ?? 0, "tour function '\(name)' is not a hook; it looks like Instructions' Swift name for the hook '\(hook)'" + ownHint))
        return
      } else if isFunction {
        guard let suggestion else { return }
        errors.append((line ?? 0, "tour function '\(name)' is not a hook; did you mean '\(suggestion)'?" + ownHint))
        return
      } else {
        text = "unknown tour field '\(name)' is ignored" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      }
      warnings.append((line ?? 0, text))
    }
    for warning in warnings.sorted(by: { ($0.line, $0.text) < ($1.line, $1.text) }) {
      let place = warning.line > 0 ? "\(displayName):\(warning.line):" : "\(displayName):"
      context.record(.warning(message: "\(place) \(warning.text)"))
    }
    for error in errors.sorted(by: { ($0.line, $0.text) < ($1.line, $1.text) }) {
      let place = error.line > 0 ? "\(displayName):\(error.line):" : "\(displayName):"
      context.report(ScriptError(message: "\(place) \(error.text)"))
    }
  }

  /// The error for a required field the tour lacks: at the line of a field that looks like a
  /// misspelling of it (with "did you mean"), else at the line of the tour table.
  private func missing(_ field: String, _ message: String, in tour: Int32, _ locator: SourceLocator) -> TourLoadError {
    let stack = state.stack
    var near: [(name: String, line: Int?)] = []
    _ = try? ScriptTable(ifTable: stack, tour)?.forEachPair(most: ScriptTable.mostFields, noun: "fields") { key, value in
      guard let name = stack.string(key), !TourFields.all.contains(name) else { return }
      guard Spelling.closest(to: name, among: [field]) != nil || InstructionsNames.hook(for: name) == field else { return }
      near.append((name, stack.type(value) == LUA_TFUNCTION ? definitionLine(value) : locator.line(assigning: name)))
    }
    guard let guess = near.min(by: { $0.name < $1.name }) else {
      return TourLoadError("\(displayName):\(locator.tableLine.map { "\($0):" } ?? "") \(message)")
    }
    let place = guess.line.map { "\(displayName):\($0):" } ?? "\(displayName):"
    return TourLoadError("\(place) \(message); did you mean '\(guess.name)'?")
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
