/// An argument the host passes to a script function (`call NAME ARG...`).
public enum ScriptArgument: Hashable, Sendable {
  case number(Double)
  case string(String)
}
