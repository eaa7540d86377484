import FoundationEssentials
import TourCore

/// Reads an Xcode String Catalog (`Localizable.xcstrings`, JSON) as Xcode writes it:
/// `sourceLanguage`, and for each key its `localizations`, each a `stringUnit` (`value`) or
/// `variations` (`plural` by CLDR category, `device` by device family, one inside the other),
/// with `substitutions` for the `%#@name@` parts of a string with several counts (each its
/// `argNum`, else the argument of its place, its `formatSpecifier` and plural variations, `%arg`
/// standing for the argument). A key
/// with no localization in the source language is its own source string, as Xcode treats it;
/// `shouldTranslate: false` marks a key that is the same in every language.
///
/// Only a file that is not a catalog at all is refused. A string with something tourhost does
/// not read is kept as `unread`, saying what: a lookup falls back from it with a warning.
public enum StringCatalogReader {
  /// The catalog in `data`; `file` names it in messages. Read in one pass by `JSONReader`,
  /// each key converted as it is read, so that memory stays a few times the file's size; a
  /// JSON error names its line and column. A key of `strings` written twice keeps its first
  /// value, with a warning; anywhere else it is refused.
  public static func read(_ data: Data, file: String) throws(StringsFileError) -> StringTable {
    if let problem = TextEncoding.utf16Problem(data) { throw StringsFileError(problem, file: file) }
    var entries: [String: [String: StringTable.Entry]] = [:]
    var notObjects: Set<String> = []
    var untranslated: Set<String> = []
    var states: [String: [String: TranslationState]] = [:]
    var lines: [String: Int] = [:]
    var warnings: [String] = []
    let root: PlainValue
    do {
      var reader = JSONReader([UInt8](data))
      reader.stream(objectAt: "strings") { key, item, position in
        // A key written twice (a merge gone wrong) keeps its first value, as Foundation's
        // JSONSerialization does, with a warning: Xcode opens such a catalog.
        if let first = lines[key] {
          warnings.append(
            "\(file):\(position.line):\(position.column): the key '\(key.quotedInMessage)' is written twice in strings (first at line \(first)); the first is used"
          )
          return
        }
        lines[key] = position.line
        guard let item = item.fields else {
          notObjects.insert(key)
          return
        }
        if item["shouldTranslate"] == .bool(false) { untranslated.insert(key) }
        entries[key] = Self.localizations(item["localizations"])
        let marked = Self.states(of: item)
        if !marked.isEmpty { states[key] = marked }
      }
      root = try reader.document()
    } catch {
      throw StringsFileError("not a String Catalog: \(error.problem)", file: file, line: error.position.line, column: error.position.column)
    }
    guard case .object(let catalog) = root else { throw StringsFileError("not a String Catalog: the top level must be an object", file: file) }
    guard let source = catalog["sourceLanguage"]?.string, LocaleTag.isWellFormed(source) else {
      throw StringsFileError("sourceLanguage must be a language tag such as \"en\"", file: file)
    }
    guard case .object = catalog["strings"] else { throw StringsFileError("strings must be an object of keys", file: file) }
    var table = StringTable(sourceLanguage: LocaleTag.normalized(source), origin: file)
    table.zeroFormForZero = true
    table.untranslated = untranslated
    table.states = states
    table.fileWarnings = warnings
    for key in notObjects { table.entries[key] = [table.sourceLanguage: .unread("the key's value is not an object")] }
    for (key, var byLocale) in entries {
      // A key with no localization in the source language is its own source string.
      if byLocale[table.sourceLanguage] == nil { byLocale[table.sourceLanguage] = .plain(key) }
      table.entries[key] = byLocale
    }
    return table
  }

  /// The states of a key's translations that are not done: `stale` for the key (`""`), and
  /// each localization's first unit marked `new` or `needs_review` (its string, or one of its
  /// variations').
  private static func states(of item: [String: PlainValue]) -> [String: TranslationState] {
    var states: [String: TranslationState] = [:]
    if item["extractionState"]?.string == "stale" { states[""] = .stale }
    for (locale, localization) in item["localizations"]?.fields ?? [:] where LocaleTag.isWellFormed(locale) {
      if let state = unitState(localization) { states[LocaleTag.normalized(locale)] = state }
    }
    return states
  }

  /// The first `new` or `needs_review` state of the units in `node`: its `stringUnit`, then
  /// those of its `variations` and `substitutions`, nested as the catalog nests them (a few
  /// levels: a device's plural forms of a substitution at most).
  private static func unitState(_ node: PlainValue, depth: Int = 0) -> TranslationState? {
    guard depth < 8, let fields = node.fields else { return nil }
    if let state = fields["stringUnit"]?.fields?["state"]?.string.flatMap(TranslationState.init(rawValue:)), state != .stale {
      return state
    }
    for name in fields.keys.sorted() where name != "stringUnit" {
      if let child = fields[name], let state = unitState(child, depth: depth + 1) { return state }
    }
    return nil
  }

  /// A key's localizations, by normalized locale; a value that is not an object is kept as
  /// `unread`.
  private static func localizations(_ node: PlainValue?) -> [String: StringTable.Entry] {
    var entries: [String: StringTable.Entry] = [:]
    let localizations = node?.fields ?? [:]
    for locale in localizations.keys.sorted() where LocaleTag.isWellFormed(locale) {
      guard let localization = localizations[locale]?.fields else {
        entries[LocaleTag.normalized(locale)] = .unread("the localization is not an object")
        continue
      }
      if let entry = Localization(localization).entry() { entries[LocaleTag.normalized(locale)] = entry }
    }
    return entries
  }
}

/// One localization of a catalog string, read into an entry.
private struct Localization {
  let object: [String: PlainValue]
  /// The localization's `substitutions`, which its strings (and its device variations') use.
  let substitutions: [String: PlainValue]?

  init(_ object: [String: PlainValue]) {
    self.object = object
    substitutions = object["substitutions"]?.fields
  }

  /// Not read: the reason, as `unread` keeps it.
  struct Unread: Error {
    var what: String
  }

  /// The entry, or nil when the localization has neither a string nor variations.
  func entry() -> StringTable.Entry? {
    guard object["stringUnit"] != nil || object["variations"] != nil else { return nil }
    do { return try entry(object, path: "") } catch { return .unread(error.what) }
  }

  /// A `stringUnit` or `variations` object at `path` (for messages).
  private func entry(_ node: [String: PlainValue], path: String) throws(Unread) -> StringTable.Entry {
    if let unit = node["stringUnit"] {
      return try withSubstitutions(value(unit, path: path + "stringUnit"), path: path)
    }
    guard let variations = node["variations"]?.fields else {
      throw Unread(what: "\(path)stringUnit or variations expected")
    }
    if let unknown = variations.keys.sorted().first(where: { $0 != "plural" && $0 != "device" }) {
      throw Unread(what: "\(path)variations.\(unknown) are not read")
    }
    if let device = variations["device"]?.fields {
      var byDevice: [String: StringTable.Entry] = [:]
      for key in device.keys.sorted() {
        guard DeviceFamily(catalogKey: key) != nil else { throw Unread(what: "\(path)variations.device.\(key) is not a device family") }
        guard let variant = device[key]?.fields else { throw Unread(what: "\(path)variations.device.\(key) is not an object") }
        byDevice[key] = try entry(variant, path: "\(path)variations.device.\(key).")
      }
      return .device(byDevice)
    }
    let forms = try pluralForms(variations["plural"], path: path + "variations.plural")
    if let substituted = try substitutedForms(forms, path: path) { return substituted }
    return .plural(forms)
  }

  /// The text, with its `%#@name@` parts read from the localization's substitutions.
  private func withSubstitutions(_ text: String, path: String) throws(Unread) -> StringTable.Entry {
    let names = Self.partNames(in: text)
    guard !names.isEmpty else { return .plain(text) }
    var parts: [String: StringTable.Substitution] = [:]
    let positions = Self.partPositions(in: text)
    for name in names {
      guard let part = substitutions?[name]?.fields else { throw Unread(what: "%#@\(name)@ has no substitution") }
      parts[name] = try substitution(part, path: "substitutions.\(name)", position: positions[name])
    }
    return .substitutions(text, parts)
  }

  /// Plural forms that are themselves substituted strings cannot be one entry: not read.
  private func substitutedForms(_ forms: [PluralCategory: String], path: String) throws(Unread) -> StringTable.Entry? {
    guard forms.values.contains(where: { !Self.partNames(in: $0).isEmpty }) else { return nil }
    throw Unread(what: "\(path)variations.plural forms with %#@...@ parts are not read")
  }

  /// A `%#@name@` part: its argument is `argNum`, or without one (as Xcode often writes it)
  /// `position`, the part's place among the string's placeholders, as Foundation takes it.
  private func substitution(_ part: [String: PlainValue], path: String, position: Int?) throws(Unread) -> StringTable.Substitution {
    let given = part["argNum"]
    guard let argument = given == nil ? position : given?.number.flatMap({ Int(exactly: $0) }), argument >= 1 else {
      throw Unread(what: "\(path).argNum must be a whole number from 1")
    }
    let specifier = part["formatSpecifier"]?.string ?? "@"
    guard let variations = part["variations"]?.fields else { throw Unread(what: "\(path).variations expected") }
    if let unknown = variations.keys.sorted().first(where: { $0 != "plural" }) {
      throw Unread(what: "\(path).variations.\(unknown) are not read")
    }
    return StringTable.Substitution(
      argument: argument, specifier: specifier, forms: try pluralForms(variations["plural"], path: "\(path).variations.plural"))
  }

  private func pluralForms(_ node: PlainValue?, path: String) throws(Unread) -> [PluralCategory: String] {
    guard let plural = node?.fields else { throw Unread(what: "\(path) is not an object") }
    var forms: [PluralCategory: String] = [:]
    for name in plural.keys.sorted() {
      guard let category = PluralCategory(rawValue: name) else { throw Unread(what: "\(path).\(name) is not a plural category") }
      guard let form = plural[name]?.fields, let unit = form["stringUnit"] else {
        throw Unread(what: "\(path).\(name): only a stringUnit is read there")
      }
      forms[category] = try value(unit, path: "\(path).\(name).stringUnit")
    }
    guard forms[.other] != nil else { throw Unread(what: "\(path) has no 'other' form") }
    return forms
  }

  private func value(_ unit: PlainValue, path: String) throws(Unread) -> String {
    guard let value = unit.fields?["value"]?.string else { throw Unread(what: "\(path).value is not a string") }
    return value
  }

  /// Where each `%#@name@` part of `text` stands among its placeholders, from 1: the parts and
  /// the placeholders that take the next argument count in order (`%%` and placeholders with
  /// a position, `%2$@`, do not move it), as Foundation counts them when a part has no `argNum`.
  static func partPositions(in text: String) -> [String: Int] {
    var positions: [String: Int] = [:]
    var sequential = 0
    var rest = text[...]
    while let percent = rest.firstIndex(of: "%") {
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("%") {
        rest = after.dropFirst()
        continue
      }
      if after.hasPrefix("#@"), let end = after.dropFirst(2).firstIndex(of: "@") {
        sequential += 1
        let name = String(after.dropFirst(2)[..<end])
        if positions[name] == nil { positions[name] = sequential }
        rest = after[after.index(after: end)...]
        continue
      }
      let placeholder = StringFormat.placeholders(in: String(rest[percent...].prefix(32))).first
      if let placeholder, placeholder.range.lowerBound == 0, !placeholder.text.contains("$") { sequential += 1 }
      rest = after
    }
    return positions
  }

  /// The names of the `%#@name@` parts of `text`, in order.
  static func partNames(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let start = rest.firstRange(of: "%#@") {
      let after = rest[start.upperBound...]
      guard let end = after.firstIndex(of: "@") else { break }
      names.append(String(after[..<end]))
      rest = after[after.index(after: end)...]
    }
    return names
  }
}
