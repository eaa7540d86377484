import CLua
import FoundationEssentials
import TourCore
import TourImport

/// What the tour table must have: its functions and its id; and a warning for each field the
/// API does not know (with the name it was likely meant to be).
extension TourLoader {
  /// `coachMarkAt`, `numberOfCoachMarks` and the hooks have the types they must.
  func checkFunctions(_ tour: Int32, _ locator: SourceLocator, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) {
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
      let type = stack.rawGet(tour, named: hook)
      stack.pop()
      guard type == LUA_TNIL || type == LUA_TFUNCTION else {
        stack.rawGet(tour, named: hook)
        defer { stack.pop() }
        throw fail(hook, "\(hook) must be a function, got \(stack.typeName(-1))")
      }
    }
  }

  /// The tour's `id`, else the script's name without its extension.
  func readID(_ tour: Int32, _ fail: (String?, String) -> TourLoadError) throws(TourLoadError) -> String {
    let stack = state.stack
    defer { stack.pop() }
    guard stack.rawGet(tour, "id") != LUA_TNIL else { return scriptURL.path.removingFileExtension.fileName }
    guard let value = stack.string(-1), !value.isEmpty else {
      throw fail("id", "id must be a non-empty string, got \(stack.typeName(-1))")
    }
    return value
  }

  /// Warns about fields that are neither known nor functions (pilot functions for `call` are
  /// fine). A function whose name is close to a hook's, or is Instructions' Swift name for one,
  /// is a script error (a hook misspelt is a hook that never runs), unless the tour lists it as
  /// its own in `own = { ... }`. Each names the line: a function's is where it is defined,
  /// another field's where it is assigned.
  func warnAboutUnknownFields(_ tour: Int32, _ locator: SourceLocator) {
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
  func missing(_ field: String, _ message: String, in tour: Int32, _ locator: SourceLocator) -> TourLoadError {
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
}
