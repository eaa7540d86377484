import CLua
import FoundationEssentials
import TourCore
import TourImport

/// Reads a tour's `screen` or `screens`: tables, `.json` and `.lua` files beside the script,
/// or captures of the app's real screen (any format `CaptureImporter` reads, by content), with
/// their pictures.
struct ScreenReader {
  let state: LuaState
  let scriptURL: URL
  let displayName: String
  /// Runs a Lua chunk to its table (`TourLoader.runChunk`), for screen files in Lua.
  let runChunk: (Data, String, String) throws(TourLoadError) -> Int32
  /// Calls the function at an index with the device table (`screen = function(device)`),
  /// leaving its result on the stack (`TourLoader.callScreenFunction`).
  let callScreenFunction: (Int32, String) throws(TourLoadError) -> Void
  /// The direction of a screen that gives none: right to left for a right-to-left locale.
  var defaultDirection = LayoutDirection.leftToRight
  /// The screen files read.
  private(set) var screenURLs: [URL] = []
  /// Whether a screen was made by a function of the device (`screen = function(device)`).
  private(set) var calledFunction = false
  /// What the tour should hear about its screens (a screenshot that does not fit its capture).
  private(set) var warnings: [String] = []
  /// What reading the tour's screen tables may take, all of them together.
  var allowance = ReadAllowance()
  /// The most screens one tour names.
  static let mostScreens = 1_000

  /// Whether a path a script names stays in the script's folder (not absolute, no `..`):
  /// screen files, captures and pictures are found beside the script or below it.
  static func staysInFolder(_ relative: String) -> Bool {
    !relative.hasPrefix("/") && !relative.split(separator: "/").contains("..")
  }

  /// The fields of a screen given as a capture (`{ capture = "home.xml", scale = 2.625 }`).
  static let captureKeys = ["capture", "image", "safeArea", "scale"]

  /// The tour's `screen`: the one it describes, or `Screen.standard` when it describes none.
  mutating func readScreen(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "screen") != LUA_TNIL else {
      var screen = Screen.standard
      screen.layoutDirection = defaultDirection
      return screen
    }
    return try screenValue(-1, field: "screen", fail)
  }

  /// A screen given as a table, or as the path of a .json or .lua file beside the script; its
  /// picture (`image`) must be a file beside the script or below it.
  mutating func screenValue(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let screen = try describedScreen(index, field: field, fail)
    if let image = screen.image {
      let root = field.split(separator: ".").first.map(String.init)
      guard Self.staysInFolder(image) else {
        throw fail(root, "\(field).image: '\(image)' is outside the script's folder; pictures are found beside the script or below it")
      }
      if case .failure(let refusal) = TourFolder(script: scriptURL).file(image, as: .picture) {
        throw fail(root, "\(field).image: cannot read the picture '\(image)' (\(refusal.reason))")
      }
    }
    return screen
  }

  /// A screen given as a table, or as the path of a .json or .lua file beside the script.
  mutating func describedScreen(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let stack = state.stack
    switch stack.type(index) {
    case LUA_TFUNCTION:
      calledFunction = true
      try callScreenFunction(index, field)
      defer { stack.pop() }
      guard stack.type(-1) == LUA_TTABLE || stack.type(-1) == LUA_TSTRING else {
        throw fail(
          field.split(separator: ".").first.map(String.init),
          "\(field): the function must return a screen table or the path of a screen file, got \(stack.typeName(-1))")
      }
      return try describedScreen(-1, field: field, fail)
    case LUA_TTABLE:
      stack.rawGet(index, "capture")
      let isCapture = stack.type(-1) != LUA_TNIL
      stack.pop()
      if isCapture { return try captureTable(index, field: field, fail) }
      do {
        return try ScreenDecoder.screen(try stack.plainValue(index, spending: &allowance), defaultDirection: defaultDirection)
      } catch {
        throw fail(field.split(separator: ".").first.map(String.init), error.at(field).message)
      }
    case LUA_TSTRING:
      let relative = stack.string(index) ?? ""
      let ending = relative.fileExtension
      screenURLs.append(fileURL(relative))
      // A file that cannot be used is the script's mistake: the message names its line.
      let root = field.split(separator: ".").first.map(String.init)
      // Like modules, screen files live beside the script or below it (a tour from elsewhere
      // must not read the rest of the disk).
      guard Self.staysInFolder(relative) else {
        throw fail(root, "\(field): '\(relative)' is outside the script's folder; screen files are found beside the script or below it")
      }
      let data: Data
      switch TourFolder(script: scriptURL).read(relative, as: .screen) {
      case .success(let read): data = read
      case .failure(let refusal): throw fail(root, "\(field): cannot read the screen file '\(relative)' (\(refusal.reason))")
      }
      let shown = DisplayPath.beside(displayName, relative)
      if ending != "lua", CaptureImporter.isCapture(data) {
        return try imported(data, scale: nil, safeArea: nil, shown: shown)
      }
      guard ["json", "lua"].contains(ending) else {
        throw fail(root, "\(field): '\(relative)' is not a screen file (.json or .lua) or a capture tourhost reads")
      }
      var screen = try loadScreenFile(data, json: ending == "json", shown: shown)
      // A picture named in a screen file is beside that file (`tourhost capture` writes them
      // side by side); the script's folder rules still apply to where that is.
      let folder = relative.parentFolder
      if let image = screen.image, !folder.isEmpty, !image.hasPrefix("/") { screen.image = folder + "/" + image }
      return screen
    default:
      throw fail(
        field.split(separator: ".").first.map(String.init),
        "\(field) must be a table or the path of a .json or .lua file, got \(stack.typeName(index))")
    }
  }

  /// `screens = { name = screen, ... }` and `startScreen`: a tour of several screens.
  mutating func readScreens(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> (
    screens: [String: Screen], start: String
  )? {
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
    do throws(DecodingError) {
      try ScriptTable(stack, -1).forEachPair(most: Self.mostScreens, noun: "screens") { key, _ in
        if let name = stack.string(key) {
          names.append(name)
        } else if failure == nil {
          failure = fail("screens", "screens are named: every key must be a name, got a \(stack.typeName(key)) key")
        }
      }
    } catch {
      throw fail("screens", "screens: \(error.message)")
    }
    if let failure { throw failure }
    guard !names.isEmpty else { throw fail("screens", "screens must name at least one screen") }
    var screens: [String: Screen] = [:]
    for name in names.sorted() {
      stack.rawGet(stack.top, named: name)
      defer { stack.pop() }
      screens[name] = try screenValue(-1, field: "screens.\(name)", fail)
    }
    let list = names.sorted().joined(separator: ", ")
    stack.rawGet(tour, "startScreen")
    defer { stack.pop() }
    guard let start = stack.string(-1) else {
      guard stack.type(-1) == LUA_TNIL, names.count == 1 else {
        throw fail(
          stack.type(-1) == LUA_TNIL ? "screens" : "startScreen",
          stack.type(-1) == LUA_TNIL
            ? "with several screens, startScreen must say which one the app shows first (one of: \(list))"
            : "startScreen must be the name of a screen, got \(stack.typeName(-1))")
      }
      return (screens, names[0])
    }
    guard screens[start] != nil else { throw fail("startScreen", "startScreen: no screen '\(start)'; screens: \(list)") }
    return (screens, start)
  }

  /// `{ capture = "captures/home.xml", scale = 2.625, image = "captures/home.png", safeArea = {...} }`.
  private mutating func captureTable(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError)
    -> Screen
  {
    let stack = state.stack
    let root = field.split(separator: ".").first.map(String.init)
    let fields: [String: PlainValue]
    do throws(DecodingError) {
      guard case .object(let object) = try stack.plainValue(index, spending: &allowance) else { throw DecodingError("a table expected") }
      fields = object
    } catch {
      throw fail(root, error.at(field).message)
    }
    let unknown = fields.keys.filter { !Self.captureKeys.contains($0) }.sorted()
    if !unknown.isEmpty {
      throw fail(root, "\(field): " + OptionTable.unknown(unknown, valid: Self.captureKeys, noun: "field"))
    }
    guard let relative = fields["capture"]?.string, !relative.isEmpty else {
      throw fail(root, "\(field).capture: the path of a capture file expected")
    }
    var scale: Double?
    if let value = fields["scale"], value != .null {
      guard case .number(let number) = value, number > 0, number <= 10 else {
        throw fail(root, "\(field).scale: a number more than 0 and at most 10 expected (dpi / 160)")
      }
      scale = number
    }
    var safeArea: EdgeInsets?
    if let value = fields["safeArea"], value != .null {
      do { safeArea = try ScreenDecoder.insets(value) } catch { throw fail(root, error.at("\(field).safeArea").message) }
    }
    guard Self.staysInFolder(relative) else {
      throw fail(root, "\(field).capture: '\(relative)' is outside the script's folder; captures are found beside the script or below it")
    }
    screenURLs.append(fileURL(relative))
    let data: Data
    switch TourFolder(script: scriptURL).read(relative, as: .capture) {
    case .success(let read): data = read
    case .failure(let refusal): throw fail(root, "\(field).capture: cannot read '\(relative)' (\(refusal.reason))")
    }
    var screen = try imported(data, scale: scale, safeArea: safeArea, shown: DisplayPath.beside(displayName, relative))
    if let image = fields["image"], image != .null {
      guard let name = image.string else { throw fail(root, "\(field).image: a string expected") }
      screen.image = name
      if case .success(let data) = TourFolder(script: scriptURL).read(name, as: .picture), let pixels = ScreenshotCheck.pngSize(data),
        let problem = ScreenshotCheck.problem(pixels: pixels, screen: screen.size, scale: scale)
      {
        warnings.append("\(field).image: '\(name)' \(problem)")
      }
    }
    return screen
  }

  /// A capture's screen; its mistakes are named in it (`captures/home.xml:4:11: ...`).
  private func imported(_ data: Data, scale: Double?, safeArea: EdgeInsets?, shown: String) throws(TourLoadError) -> Screen {
    let key = ScreenFileCache.Key(bytes: data, format: .capture(scale: scale, safeArea: safeArea), direction: defaultDirection)
    return try ScreenFileCache.shared.value(key) { () throws(TourLoadError) in
      do throws(CaptureError) {
        var screen = try CaptureImporter.screen(from: data, scale: scale, safeArea: safeArea).screen
        screen.layoutDirection = defaultDirection
        return screen
      } catch {
        throw TourLoadError(error.located(in: shown))
      }
    }
  }

  /// The file `relative` names beside the script, standardized (`..` taken out) as the
  /// watcher compares it.
  private func fileURL(_ relative: String) -> URL {
    URL(fileURLWithPath: scriptURL.path.parentFolder.appendingPathPart(relative).standardizedPath)
  }

  /// A screen file's contents; its own mistakes are named in it.
  mutating func loadScreenFile(_ data: Data, json: Bool, shown: String) throws(TourLoadError) -> Screen {
    if json {
      let key = ScreenFileCache.Key(bytes: data, format: .json, direction: defaultDirection)
      return try ScreenFileCache.shared.value(key) { () throws(TourLoadError) in
        do throws(DecodingError) { return try ScreenDecoder.screen(json: data, defaultDirection: defaultDirection) } catch {
          throw TourLoadError("\(shown):\(error.message)")
        }
      }
    }
    let ref = try runChunk(ChunkText.prepared(data), "@" + shown, "the screen file")  // its errors name the file
    defer { luaL_unref(state.L, clua_registryindex(), ref) }
    state.stack.pushRegistry(ref)
    defer { state.stack.pop() }
    do {
      return try ScreenDecoder.screen(try state.stack.plainValue(-1, spending: &allowance), defaultDirection: defaultDirection)
    } catch {
      throw TourLoadError("\(shown): \(error.message)")
    }
  }
}
