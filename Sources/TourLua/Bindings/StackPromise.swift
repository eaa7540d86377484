import CLua

/// The promise every Swift function called from Lua keeps: it leaves its arguments where they
/// were and pushes exactly the results it returns (or yields, or raises an error). In a debug
/// build a broken promise stops the program at the function that broke it; in a release build
/// the check costs nothing.
enum StackPromise {
  /// `body`, checked in debug builds.
  static func kept(
    by body: @escaping (LuaCall) throws(LuaCallError) -> Int32, name: String
  ) -> (LuaCall) throws(LuaCallError) -> Int32 {
    #if DEBUG
      return { call throws(LuaCallError) in
        let before = call.stack.top
        let results = try body(call)
        if let broken = problem(name, arguments: before, top: call.stack.top, results: results) {
          assertionFailure(broken)
        }
        return results
      }
    #else
      return body
    #endif
  }

  /// What is wrong when a function called with `arguments` values left the stack `top` high
  /// and returned `results`; nil when it kept its promise.
  static func problem(_ name: String, arguments: Int32, top: Int32, results: Int32) -> String? {
    guard top != arguments + results else { return nil }
    return "\(name) returned \(results) results but left the stack \(top - arguments) values above its \(arguments) arguments"
  }
}
