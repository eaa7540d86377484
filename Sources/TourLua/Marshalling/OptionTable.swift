import CLua
import TourCore

/// A table of named options from a script, whose keys are checked against the valid ones.
struct OptionTable {
  let stack: LuaStack
  let index: Int32

  /// Checks the table's keys.
  /// - Parameter noun: what a key is called in the message ("option", "field").
  init(_ stack: LuaStack, _ index: Int32, valid: [String], noun: String = "option") throws(DecodingError) {
    let table = try ScriptTable(stack, index)
    self.stack = stack
    self.index = table.index
    // Every key is read before anything is said, and the message lists them sorted: Lua's
    // hash order changes from run to run, and traces are golden files.
    var unnamed: Set<String> = []
    var unknown: [String] = []
    try table.forEachPair(most: ScriptTable.mostFields, noun: "\(noun)s") { key, _ in
      guard let known = stack.isString(key, among: valid) else {
        unnamed.insert(stack.typeName(key))
        return
      }
      if !known, let name = stack.string(key) { unknown.append(name) }
    }
    if let kind = unnamed.min() { throw DecodingError("\(noun)s must be named, got a \(kind) key") }
    if !unknown.isEmpty { throw DecodingError(Self.unknown(unknown.sorted(), valid: valid, noun: noun)) }
  }

  /// Names Instructions used before 2.0, and what they are called now.
  static let renamed = [
    "allowTouchInsideCutoutPath": "isUserInteractionEnabledInsideCutoutPath",
    "disableOverlayTap": "isOverlayInteractionEnabled (with the opposite value)",
    "animationDuration": "manager.parameters.duration, in fetchAppearanceTransition",
    "color": "backgroundColor",
    "allowTap": "isUserInteractionEnabled",
  ]

  /// Throws `unknown` for the keys of a record (a screen file's view, an app file) that are not
  /// among `valid`, sorted, pointing at the first.
  static func rejectUnknown(_ keys: some Collection<String>, valid: [String], noun: String = "field") throws(DecodingError) {
    let unknown = keys.filter { !valid.contains($0) }.sorted()
    if !unknown.isEmpty { throw DecodingError(Self.unknown(unknown, valid: valid, noun: noun), focus: unknown[0]) }
  }

  /// `unknown option 'veiw'; did you mean 'view'? valid options: a, b, c`, or for several,
  /// `unknown options 'maxwidth' (did you mean 'maxWidth'?), 'veiw' (did you mean 'view'?);
  /// valid options: a, b, c`, in the order given.
  static func unknown(_ names: [String], valid: [String], noun: String) -> String {
    let list = valid.sorted().joined(separator: ", ")
    if names.count == 1 {
      let name = names[0]
      if let now = renamedNow(name, valid: valid) { return "'\(name)' is Instructions 1.x's name; it is now \(now)" }
      if let suggestion = Spelling.closest(to: name, among: valid) {
        return "unknown \(noun) '\(name.quotedInMessage)'; did you mean '\(suggestion)'? valid \(noun)s: \(list)"
      }
      return "unknown \(noun) '\(name.quotedInMessage)'; valid \(noun)s: \(list)"
    }
    let described = names.map { name in
      if let now = renamedNow(name, valid: valid) { return "'\(name)' (Instructions 1.x's name; it is now \(now))" }
      return "'\(name.quotedInMessage)'" + (Spelling.closest(to: name, among: valid).map { " (did you mean '\($0)'?)" } ?? "")
    }
    return "unknown \(noun)s \(described.joined(separator: ", ")); valid \(noun)s: \(list)"
  }

  /// The 2.x name of an Instructions 1.x name, where it applies here.
  private static func renamedNow(_ name: String, valid: [String]) -> String? {
    guard let now = renamed[name], valid.contains(where: { now.hasPrefix($0) }) || now.hasPrefix("manager") else {
      return nil
    }
    return now
  }

  /// Whether the option is present (not nil).
  func has(_ key: StaticString) -> Bool {
    defer { stack.pop() }
    return stack.rawGet(index, key) != LUA_TNIL
  }

  /// Reads an option with `read` (given the value's stack index), or nil when it is absent.
  func read<T>(_ key: StaticString, _ read: (Int32) throws(DecodingError) -> T) throws(DecodingError) -> T? {
    guard stack.rawGet(index, key) != LUA_TNIL else {
      stack.pop()
      return nil
    }
    defer { stack.pop() }
    do { return try read(-1) } catch { throw error.at(key.description) }
  }

  func string(_ key: StaticString) throws(DecodingError) -> String? {
    try read(key) { (i: Int32) throws(DecodingError) -> String in
      guard let value = stack.string(i) else { throw DecodingError("string expected, got \(stack.typeName(i))") }
      return value
    }
  }

  /// The most characters one text of a mark holds (a hint, a label, a title): a text is
  /// drawn and spoken, and its cost falls on the host, not the script's budget.
  static let longestText = 10_000

  /// Reads a text that is drawn: a string of at most `longestText` characters.
  func text(_ key: StaticString) throws(DecodingError) -> String? {
    guard let value = try string(key) else { return nil }
    guard value.utf8.count > Self.longestText else { return value }
    let length = value.count
    guard length > Self.longestText else { return value }
    throw DecodingError("a text of \(length) characters; a mark's text is at most \(Self.longestText)").at(key.description)
  }

  func number(_ key: StaticString) throws(DecodingError) -> Double? {
    try read(key) { (i: Int32) throws(DecodingError) -> Double in
      guard let value = stack.number(i) else { throw DecodingError("number expected, got \(stack.typeName(i))") }
      if let problem = value.rangeProblem { throw DecodingError("number \(problem)") }
      return value
    }
  }

  func boolean(_ key: StaticString) throws(DecodingError) -> Bool? {
    try read(key) { (i: Int32) throws(DecodingError) -> Bool in
      guard let value = stack.boolean(i) else { throw DecodingError("boolean expected, got \(stack.typeName(i))") }
      return value
    }
  }

  /// Reads one of a fixed set of strings.
  func choice<T: RawRepresentable & CaseIterable>(_ key: StaticString, _ type: T.Type) throws(DecodingError) -> T?
  where T.RawValue == String {
    try read(key) { (i: Int32) throws(DecodingError) -> T in
      try Self.choice(stack, i, T.self)
    }
  }

  static func choice<T: RawRepresentable & CaseIterable>(_ stack: LuaStack, _ i: Int32, _ type: T.Type)
    throws(DecodingError) -> T where T.RawValue == String
  {
    var names: String { T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") }
    guard let text = stack.string(i) else {
      throw DecodingError("one of \(names) expected, got \(stack.typeName(i))")
    }
    guard let value = T(rawValue: text) else {
      throw DecodingError("one of \(names) expected, got '\(text.quotedInMessage)'")
    }
    return value
  }
}
