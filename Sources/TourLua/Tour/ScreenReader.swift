import CLua
import Foundation
import TourCore

/// Reads a tour's `screen` or `screens`: tables, or `.json` and `.lua` files beside the
/// script, with their pictures.
struct ScreenReader {
  let state: LuaState
  let scriptURL: URL
  let displayName: String
  /// Runs a Lua chunk to its table (`TourLoader.runChunk`), for screen files in Lua.
  let runChunk: (Data, String, String) throws(TourLoadError) -> Int32
  /// The screen files read.
  private(set) var screenURLs: [URL] = []

  /// The screen of a tour that describes none: an iPhone 15's points, without views.
  static let defaultScreen = Screen.standard

  mutating func readScreen(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "screen") != LUA_TNIL else { return Self.defaultScreen }
    return try screenValue(-1, field: "screen", fail)
  }

  /// A screen given as a table, or as the path of a .json or .lua file beside the script; its
  /// picture (`image`) must be a file beside the script or below it.
  mutating func screenValue(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
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
  mutating func describedScreen(_ index: Int32, field: String, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> Screen {
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
        throw fail(root, "\(field): cannot read the screen file '\(relative)' (\(ScreenReader.reason(error, path: file.path)))")
      }
      return try loadScreenFile(data, json: file.pathExtension == "json", shown: DisplayPath.beside(displayName, relative))
    default:
      throw fail(
        field.split(separator: ".").first.map(String.init),
        "\(field) must be a table or the path of a .json or .lua file, got \(stack.typeName(index))")
    }
  }

  /// `screens = { name = screen, ... }` and `startScreen`: a tour of several screens.
  mutating func readScreens(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> (screens: [String: Screen], start: String)? {
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
  func loadScreenFile(_ data: Data, json: Bool, shown: String) throws(TourLoadError) -> Screen {
    if json {
      do { return try ScreenDecoder.screen(json: data) } catch { throw TourLoadError("\(shown):\(error.message)") }
    }
    let ref = try runChunk(ChunkText.prepared(data), "@" + shown, "the screen file")  // its errors name the file
    defer { luaL_unref(state.L, clua_registryindex(), ref) }
    state.stack.pushRegistry(ref)
    defer { state.stack.pop() }
    do {
      return try ScreenDecoder.screen(try state.stack.plainValue(-1))
    } catch {
      throw TourLoadError("\(shown): \(error.message)")
    }
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
