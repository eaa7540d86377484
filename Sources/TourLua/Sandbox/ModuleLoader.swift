import CLua
import FoundationEssentials

/// `require` for tour scripts: modules are Lua files beside the script (`require "util"`
/// loads `util.lua`, `require "lib.util"` loads `lib/util.lua`), loaded as text in the same
/// sandbox; `require "tourhost"` returns the `tour` table. Every file it loads or looks for
/// is listed, so that hot reload can watch it.
final class ModuleLoader {
  let directory: URL
  /// How the script is named in messages; modules are named beside it.
  let scriptName: String
  private(set) var files: [URL] = []
  private var cacheRef = LUA_NOREF

  init(directory: URL, scriptName: String) {
    self.directory = directory
    self.scriptName = scriptName
  }

  /// Installs `require` as a global; `tourRef` is the registry reference of the `tour` table.
  func install(on state: LuaState, tourRef: Int32) {
    let stack = state.stack
    stack.newTable()
    cacheRef = luaL_ref(state.L, clua_registryindex())
    clua_pushglobaltable(state.L)
    state.pushFunction(on: stack) { [unowned self] call throws(LuaCallError) in
      try self.require(call, tourRef: tourRef)
    }
    stack.rawSet(-2, "require")
    stack.pop()
  }

  static func isValidName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        guard let first = part.first, first == "_" || first.isLetter && first.isASCII else { return false }
        return part.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
      }
  }

  private func require(_ call: LuaCall, tourRef: Int32) throws(LuaCallError) -> Int32 {
    let name = try call.string(1)
    let stack = call.stack
    if name == "tourhost" {
      stack.pushRegistry(tourRef)
      return 1
    }
    guard Self.isValidName(name) else {
      throw call.argumentError(
        1, "invalid module name '\(name)'; modules are files beside the script, named like 'util' or 'lib.util'")
    }
    stack.pushRegistry(cacheRef)
    let cache = stack.top
    switch stack.rawGet(cache, named: name) {
    case LUA_TNIL:
      stack.pop()
    case LUA_TLIGHTUSERDATA:
      throw .runtime("loop while loading module '\(name)'")
    default:
      return 1
    }
    let shown = try compile(name, on: stack)
    lua_pushlightuserdata(stack.L, UnsafeMutableRawPointer(call.state.context))
    stack.rawSet(cache, named: name)
    stack.push(name)
    let ran = call.state.withScriptLimits { clua_pcall(stack.L, 1, 1, 0) }
    guard ran == LUA_OK else {
      stack.pushNil()
      stack.rawSet(cache, named: name)
      throw .raise
    }
    if stack.type(-1) == LUA_TNIL {
      stack.pop()
      stack.push(true)
    }
    stack.pushValue(-1)
    stack.rawSet(cache, named: name)
    stack.push(shown)
    return 2
  }

  /// Reads module `name`'s file beside the script (watched from the first attempt: creating or
  /// fixing it retries a failed load) and leaves its compiled chunk on the stack. Returns how
  /// messages name the file.
  private func compile(_ name: String, on stack: LuaStack) throws(LuaCallError) -> String {
    let relative = name.replacingEvery(".", with: "/") + ".lua"
    let url = URL(fileURLWithPath: directory.path.appendingPathPart(relative))
    let shown = DisplayPath.beside(scriptName, relative)
    if !files.contains(url) { files.append(url) }
    let source: Data
    switch TourFolder(folder: directory).read(relative, as: .module) {
    case .success(let data): source = ChunkText.prepared(data)
    case .failure(let refusal) where refusal.reason == "no such file":
      throw .runtime("module '\(name)' not found: no file '\(shown)' (require looks beside the script only)")
    case .failure(let refusal):
      throw .runtime("module '\(name)': cannot read '\(shown)' (\(refusal.reason))")
    }
    let status = source.withUnsafeBytes { bytes in
      clua_loadbuffer(stack.L, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count, "@" + shown, "t")
    }
    guard status == LUA_OK else {
      // Lua names the line of a syntax error, but not the file of a binary chunk it refuses.
      let message = UnclosedBrace.explained(stack.string(-1) ?? "cannot compile", source: source)
      stack.pop()
      stack.push(ScriptError(message: message).file == nil ? "\(shown): \(message)" : message)
      throw .raise
    }
    return shown
  }
}
