/// How a Swift function exposed to Lua fails. The trampoline in shim.h turns it into a Lua
/// error after the Swift frame has returned.
enum LuaCallError: Error {
  /// A bad argument at stack index `index` (self counts): `bad argument #n to 'f' (message)`.
  case argument(Int32, String)
  /// An error with the caller's position: `file:line: message`.
  case runtime(String)
  /// Raise the value on top of the stack as it is.
  case raise
  /// Not an error: yield the four values on top of the stack to the host (a hook waits:
  /// the sentinel, `"wait"`, the seconds, and what waits).
  case yieldToHost
}
