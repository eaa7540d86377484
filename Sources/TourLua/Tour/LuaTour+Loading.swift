import CLua
import Foundation
import TourCore

extension LuaTour {
  /// What a script describes besides its hooks, applied to the controller on commit.
  struct Description {
    var screen: Screen
    var overlay: OverlayConfiguration
    var skipView: ViewSpec?
    var appearance: Appearance
    /// A tour of pages: its skip view is a done control.
    var isPages = false
    /// A tour of several screens: every screen by name, and the one the app shows first.
    var screens: (screens: [String: Screen], start: String)?
  }

  /// Compiles and runs the script, and checks its tour table.
  func load() throws(TourLoadError) -> Description {
    let source: Data
    do {
      source = ChunkText.prepared(try Data(contentsOf: scriptURL))
    } catch {
      throw TourLoadError("\(displayName): cannot read the script (\(Self.reason(error, path: scriptURL.path)))")
    }
    let text = String(decoding: source, as: UTF8.self)
    Sandbox.prepare(state)
    installTourGlobal()
    modules.install(on: state, tourRef: refs.api)
    installController()
    Sandbox.lock(state)
    let table = try runChunk(source, chunkName: "@" + displayName, what: "the script")
    refs.tour = table
    return try describe(SourceLocator(text))
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
    runner.run(.other(what), canWait: false, push: { thread in
      lua_xmove(state.L, thread.L, 1)
      return 0
    }) { [state] outcome in
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
  private func describe(_ locator: SourceLocator) throws(TourLoadError) -> Description {
    let stack = state.stack
    stack.pushRegistry(refs.tour)
    let tour = stack.top
    defer { stack.settop(tour - 1) }
    func fail(_ key: String?, _ message: String) -> TourLoadError {
      if let key, let line = locator.line(assigning: key) { return TourLoadError("\(displayName):\(line): \(message)") }
      return TourLoadError("\(displayName): \(message)")
    }
    let isPages = stack.rawGet(tour, "pages") != LUA_TNIL
    stack.pop()
    if isPages { try installPages(tour, locator: locator, fail) }
    guard stack.rawGet(tour, "coachMarkAt") == LUA_TFUNCTION else {
      guard stack.type(-1) == LUA_TNIL else { throw fail("coachMarkAt", "coachMarkAt must be a function, got \(stack.typeName(-1))") }
      throw missing("coachMarkAt", "the tour has no coachMarkAt function", in: tour, locator)
    }
    stack.pop()
    switch stack.rawGet(tour, "numberOfCoachMarks") {
    case LUA_TFUNCTION: break
    case LUA_TNUMBER:
      guard let count = stack.integer(-1), Self.markCounts.contains(count) else {
        throw fail(
          "numberOfCoachMarks",
          "numberOfCoachMarks must be a whole number of marks from 0 to \(Self.markCounts.upperBound), got \(stack.number(-1)!.scriptText)")
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
    id = scriptURL.deletingPathExtension().lastPathComponent
    if stack.rawGet(tour, "id") != LUA_TNIL {
      guard let value = stack.string(-1), !value.isEmpty else {
        throw fail("id", "id must be a non-empty string, got \(stack.typeName(-1))")
      }
      id = value
    }
    stack.pop()
    warnAboutUnknownFields(tour, locator)
    rules = try readRules(tour, fail)
    var description = Description(screen: Self.defaultScreen, overlay: OverlayConfiguration(), skipView: nil, appearance: .light)
    description.isPages = isPages
    if let screens = try readScreens(tour, fail) {
      description.screens = screens
      description.screen = screens.screens[screens.start]!
    } else {
      description.screen = try readScreen(tour, fail)
    }
    if stack.rawGet(tour, "appearance") != LUA_TNIL {
      do { description.appearance = try OptionTable.choice(stack, -1, Appearance.self) } catch {
        throw fail("appearance", error.at("appearance").message)
      }
    }
    stack.pop()
    description.overlay.backgroundColor = DefaultPalette(description.appearance).overlay
    // Pages turn with a tap anywhere.
    if isPages { description.overlay.isUserInteractionEnabled = true }
    if stack.rawGet(tour, "overlay") != LUA_TNIL {
      do { description.overlay = try OverlaySettings.read(stack, -1, defaults: description.overlay) } catch {
        throw fail("overlay", error.at("overlay").message)
      }
    }
    stack.pop()
    if isPages { description.skipView = ViewSpec(kind: .skipButton(title: "Done", DefaultViewStyle())) }
    if stack.rawGet(tour, "skipView") == LUA_TBOOLEAN, stack.boolean(-1) == false {
      description.skipView = nil  // a tour of pages without a done control
    } else if stack.type(-1) != LUA_TNIL {
      do { description.skipView = try ViewTables.skipView(stack, -1) } catch { throw fail("skipView", error.at("skipView").message) }
    }
    stack.pop()
    return description
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
      rules[keyPath: path] = stack.boolean(-1)!
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

  /// The screen of a tour that describes none: an iPhone 15's points, without views.
  static let defaultScreen = Screen(size: Size(width: 390, height: 844))

  private func readScreen(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "screen") != LUA_TNIL else { return Self.defaultScreen }
    return try screenValue(-1, field: "screen", fail)
  }

  /// A screen given as a table, or as the path of a .json or .lua file beside the script; its
  /// picture (`image`) must be a file beside the script or below it.
  private func screenValue(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let screen = try describedScreen(index, field: field, fail)
    if let image = screen.image {
      let root = field.split(separator: ".").first.map(String.init)
      guard !image.hasPrefix("/"), !image.split(separator: "/").contains("..") else {
        throw fail(root, "\(field).image: '\(image)' is outside the script's folder; pictures are found beside the script or below it")
      }
      let file = scriptURL.deletingLastPathComponent().appendingPathComponent(image)
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory)
      guard exists, !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: file.path) else {
        let why = !exists ? "no such file" : (isDirectory.boolValue ? "it is a directory" : "permission denied")
        throw fail(root, "\(field).image: cannot read the picture '\(image)' (\(why))")
      }
    }
    return screen
  }

  /// A screen given as a table, or as the path of a .json or .lua file beside the script.
  private func describedScreen(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let stack = state.stack
    switch stack.type(index) {
    case LUA_TTABLE:
      do {
        return try ScreenDecoder.screen(try stack.plainValue(index))
      } catch {
        throw fail(field.split(separator: ".").first.map(String.init), error.at(field).message)
      }
    case LUA_TSTRING:
      let relative = stack.string(index)!
      let file = scriptURL.deletingLastPathComponent().appendingPathComponent(relative)
      screenURLs.append(file.standardizedFileURL)
      // A file that cannot be used is the script's mistake: the message names its line.
      let root = field.split(separator: ".").first.map(String.init)
      // Like modules, screen files live beside the script or below it (a tour from elsewhere
      // must not read the rest of the disk).
      guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else {
        throw fail(root, "\(field): '\(relative)' is outside the script's folder; screen files are found beside the script or below it")
      }
      guard ["json", "lua"].contains(file.pathExtension) else {
        throw fail(root, "\(field): a screen file must end in .json or .lua, got '\(relative)'")
      }
      let data: Data
      do { data = try Data(contentsOf: file) } catch {
        throw fail(root, "\(field): cannot read the screen file '\(relative)' (\(Self.reason(error, path: file.path)))")
      }
      return try loadScreenFile(data, json: file.pathExtension == "json", shown: DisplayPath.beside(displayName, relative))
    default:
      throw fail(
        field.split(separator: ".").first.map(String.init),
        "\(field) must be a table or the path of a .json or .lua file, got \(stack.typeName(index))")
    }
  }

  /// `screens = { name = screen, ... }` and `startScreen`: a tour of several screens.
  func readScreens(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> (screens: [String: Screen], start: String)? {
    let stack = state.stack
    guard stack.rawGet(tour, "screens") != LUA_TNIL else {
      stack.pop()
      return nil
    }
    defer { stack.pop() }
    guard stack.type(-1) == LUA_TTABLE else { throw fail("screens", "screens must be a table of screens by name, got \(stack.typeName(-1))") }
    stack.rawGet(tour, "screen")
    let both = stack.type(-1) != LUA_TNIL
    stack.pop()
    if both { throw fail("screens", "give either screen or screens, not both") }
    var names: [String] = []
    var failure: TourLoadError?
    stack.forEachPair(stack.top) { key, _ in
      if let name = stack.string(key) { names.append(name) } else if failure == nil {
        failure = fail("screens", "screens are named: every key must be a name, got a \(stack.typeName(key)) key")
      }
    }
    if let failure { throw failure }
    guard !names.isEmpty else { throw fail("screens", "screens must name at least one screen") }
    var screens: [String: Screen] = [:]
    for name in names.sorted() {
      stack.rawGet(stack.top, name)
      defer { stack.pop() }
      screens[name] = try screenValue(-1, field: "screens.\(name)", fail)
    }
    let list = names.sorted().joined(separator: ", ")
    stack.rawGet(tour, "startScreen")
    defer { stack.pop() }
    guard let start = stack.string(-1) else {
      guard stack.type(-1) == LUA_TNIL, names.count == 1 else {
        throw fail(stack.type(-1) == LUA_TNIL ? "screens" : "startScreen", stack.type(-1) == LUA_TNIL
          ? "with several screens, startScreen must say which one the app shows first (one of: \(list))"
          : "startScreen must be the name of a screen, got \(stack.typeName(-1))")
      }
      return (screens, names[0])
    }
    guard screens[start] != nil else { throw fail("startScreen", "startScreen: no screen '\(start)'; screens: \(list)") }
    return (screens, start)
  }

  /// A screen file's contents; its own mistakes are named in it.
  private func loadScreenFile(_ data: Data, json: Bool, shown: String) throws(TourLoadError) -> Screen {
    if json {
      do { return try ScreenDecoder.screen(json: data) } catch { throw TourLoadError("\(shown):\(error.message)") }
    }
    let ref = try runChunk(ChunkText.prepared(data), chunkName: "@" + shown, what: "the screen file")  // its errors name the file
    defer { luaL_unref(state.L, clua_registryindex(), ref) }
    state.stack.pushRegistry(ref)
    defer { state.stack.pop() }
    do {
      return try ScreenDecoder.screen(try state.stack.plainValue(-1))
    } catch {
      throw TourLoadError("\(shown): \(error.message)")
    }
  }

  /// Warns about fields that are neither known nor functions (pilot functions for `call` are
  /// fine), about functions whose names are close to a hook's, and about functions named as
  /// Instructions' Swift API names its methods. Each warning names the line: a function's is
  /// where it is defined, another field's where it is assigned.
  private func warnAboutUnknownFields(_ tour: Int32, _ locator: SourceLocator) {
    let stack = state.stack
    var warnings: [(line: Int, text: String)] = []
    stack.forEachPair(tour) { key, value in
      guard let name = stack.string(key), !TourFields.all.contains(name) else { return }
      let isFunction = stack.type(value) == LUA_TFUNCTION
      let line = isFunction ? definitionLine(value) : locator.line(assigning: name)
      let suggestion = Spelling.closest(to: name, among: TourFields.all)
      let text: String
      if isFunction, let hook = InstructionsNames.hook(for: name) {
        text = "tour function '\(name)' is not a hook; it looks like Instructions' Swift name for the hook '\(hook)'"
      } else if isFunction {
        guard let suggestion else { return }
        text = "tour function '\(name)' is not a hook; did you mean '\(suggestion)'?"
      } else {
        text = "unknown tour field '\(name)' is ignored" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      }
      warnings.append((line ?? 0, text))
    }
    for warning in warnings.sorted(by: { ($0.line, $0.text) < ($1.line, $1.text) }) {
      let place = warning.line > 0 ? "\(displayName):\(warning.line):" : "\(displayName):"
      record(.warning(message: "\(place) \(warning.text)"))
    }
  }

  /// The error for a required field the tour lacks: at the line of a field that looks like a
  /// misspelling of it (with "did you mean"), else at the line of the tour table.
  private func missing(_ field: String, _ message: String, in tour: Int32, _ locator: SourceLocator) -> TourLoadError {
    let stack = state.stack
    var near: [(name: String, line: Int?)] = []
    stack.forEachPair(tour) { key, value in
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

  /// Why a file could not be read, in a few words.
  static func reason(_ error: any Error, path: String? = nil) -> String {
    var isDirectory: ObjCBool = false
    if let path, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a directory"
    }
    let code = (error as NSError).code
    switch code {
    case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: return "no such file"
    case CocoaError.fileReadNoPermission.rawValue: return "permission denied"
    default:
      if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError {
        return String(cString: strerror(Int32(posix.code)))
      }
      return (error as NSError).localizedDescription
    }
  }
}
