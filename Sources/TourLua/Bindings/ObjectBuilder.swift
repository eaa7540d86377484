import CLua
import TourCore

/// Builds the host objects scripts see (`ctl`, `ctl.flow`, ...): a table of methods whose
/// metatable serves properties and turns unknown members into errors that name them.
///
/// Every method checks that it was called on the object (`ctl.flow:pause()`, not
/// `ctl.flow.pause()`) before its body runs, and keeps its stack promise (`StackPromise`);
/// bodies only check their arguments, call the engine and push results.
struct ObjectBuilder {
  typealias Body = (LuaCall) throws(LuaCallError) -> Int32

  let state: LuaState
  /// How scripts name the object, for messages (`"ctl.flow"`).
  let name: String
  var methods: [(String, Body)] = []
  /// Members that are tables set directly on the object (`ctl.flow`), by registry reference.
  var members: [(String, Int32)] = []
  /// Property names, for messages and suggestions.
  var properties: [String] = []
  /// Pushes a property's value and returns true, or returns false for an unknown name.
  var get: (String, LuaCall) throws(LuaCallError) -> Bool = { _, _ throws(LuaCallError) in false }
  /// Sets a property from the value at stack index 3; nil when every property is read-only.
  var set: ((String, LuaCall) throws(LuaCallError) -> Void)?

  init(state: LuaState, name: String) {
    self.state = state
    self.name = name
  }

  /// Creates the object and returns a registry reference to it (the stack is unchanged).
  func build() -> Int32 {
    let stack = state.stack
    stack.newTable(record: Int32(methods.count + members.count))
    let ref = luaL_ref(state.L, clua_registryindex())
    stack.pushRegistry(ref)
    let object = stack.top
    for (method, body) in methods {
      let name = self.name
      let checked = StackPromise.kept(by: body, name: "\(name):\(method)")
      state.pushFunction(on: stack) { call throws(LuaCallError) in
        try call.checkSelf(ref, name, method)
        return try checked(call)
      }
      stack.rawSet(object, named: method)
    }
    for (member, ref) in members {
      stack.pushRegistry(ref)
      stack.rawSet(object, named: member)
    }
    let known = methods.map(\.0) + members.map(\.0) + properties
    let name = self.name
    let get = self.get
    let set = self.set
    let properties = self.properties
    /// What to say about a member the object does not have.
    func unknown(_ key: String, adding: Bool) -> String {
      if let now = OptionTable.renamed[key], known.contains(where: { now.hasPrefix($0) }) {
        return "\(name).\(key) is Instructions 1.x's name; it is now \(name).\(now)"
      }
      let hint = Spelling.closest(to: key, among: known).map { " (did you mean '\($0)'?)" } ?? ""
      return "\(name) has no member '\(key.quotedInMessage)'\(hint)" + (adding ? "; scripts cannot add members to it" : "")
    }
    stack.newTable(record: 3)
    let index: Body = { call throws(LuaCallError) in
      guard let key = call.stack.string(2) else { throw .runtime("\(name) has no member of type \(call.stack.typeName(2))") }
      if try get(key, call) { return 1 }
      throw .runtime(unknown(key, adding: false))
    }
    state.pushFunction(on: stack, StackPromise.kept(by: index, name: "\(name) (reading a property)"))
    stack.rawSet(-2, "__index")
    let newIndex: Body = { call throws(LuaCallError) in
      let key = call.stack.string(2) ?? "?"
      if let set, properties.contains(key) {
        try set(key, call)
        return 0
      }
      if known.contains(key) { throw .runtime("\(name).\(key.quotedInMessage) is read-only") }
      throw .runtime(unknown(key, adding: true))
    }
    state.pushFunction(on: stack, StackPromise.kept(by: newIndex, name: "\(name) (setting a property)"))
    stack.rawSet(-2, "__newindex")
    stack.push(false)
    stack.rawSet(-2, "__metatable")
    lua_setmetatable(state.L, object)
    stack.pop()
    return ref
  }
}
