import FoundationEssentials
import TourCore

/// Reads how far each translation is from an XLIFF file a translation tool or Xcode exports
/// (`xcodebuild -exportLocalizations` writes one per language in an `.xcloc`): XLIFF 1.2's
/// `<trans-unit>` with its `<target state>`, and XLIFF 2.0's `<unit>` with its
/// `<segment state>`, in `<file>`s and `<group>`s. A unit's key is its `resname`, else its `id`
/// up to Xcode's `|==|` (the variation after it, `plural.one`, is the same string's).
///
/// XLIFF 1.2's states: `new` and `needs-translation` (and a unit without a target) are not
/// translated yet; `needs-adaptation`, `needs-l10n` and the three `needs-review-*` are to review;
/// `translated`, `signed-off` and `final` are done, as is a target without a state. XLIFF 2.0's:
/// `initial` (its default) is not translated yet; `translated`, `reviewed` and `final` are done.
public enum XLIFFStatesReader {
  /// What one XLIFF file says of one language.
  public struct States: Equatable, Sendable {
    /// The language its translations are in (`target-language`, `trgLang`).
    public var locale: String
    /// Each key's state when it is not done; a key that is done is not here. A key with several
    /// units (Xcode's plural forms) takes the farthest from done: `new`, then `needs_review`.
    public var states: [String: TranslationState]
  }

  /// The states in `data`; `file` names it in messages. `table` names the strings file the tour
  /// reads (`Localizable.xcstrings`): when some `<file original>` ends with that name, only
  /// those are read (an Xcode export holds every table of the app, `InfoPlist` too).
  public static func read(_ data: Data, file: String, table: String?) throws(StringsFileError) -> States {
    if let problem = TextEncoding.utf16Problem(data) { throw StringsFileError(problem, file: file) }
    let root: XMLElement
    do { root = try XMLTree.parse(data) } catch { throw StringsFileError(error.message, file: file, line: error.line, column: error.column) }
    guard root.name == "xliff" else { throw StringsFileError("the root element must be <xliff>, got <\(root.name)>", file: file, line: root.line) }
    let version2 = root.attributes["version"]?.hasPrefix("2") == true
    var files = root.children.filter { $0.name == "file" }
    if let table, files.contains(where: { Self.isOf($0, table: table) }) { files = files.filter { Self.isOf($0, table: table) } }
    let tag = version2 ? root.attributes["trgLang"] : files.lazy.compactMap { $0.attributes["target-language"] }.first
    guard let tag, LocaleTag.isWellFormed(tag) else {
      let attribute = version2 ? "<xliff trgLang>" : "<file target-language>"
      throw StringsFileError("\(attribute) must name the translation's language, such as \"de\"", file: file, line: root.line)
    }
    var states: [String: TranslationState] = [:]
    for element in files {
      visitUnits(element, depth: 0) { unit in
        guard let key = key(of: unit), let state = version2 ? state2(unit) : state12(unit) else { return }
        if states[key] != .new { states[key] = state }
      }
    }
    return States(locale: LocaleTag.normalized(tag), states: states)
  }

  /// Whether a `<file>` holds the strings of `table` (its `original` ends with the name).
  private static func isOf(_ file: XMLElement, table: String) -> Bool {
    guard let original = file.attributes["original"] else { return false }
    return original == table || original.hasSuffix("/" + table)
  }

  /// Hands each unit under `element` to `unit`, through groups nested a few levels at most.
  private static func visitUnits(_ element: XMLElement, depth: Int, _ unit: (XMLElement) -> Void) {
    guard depth < 16 else { return }
    for child in element.children {
      if child.name == "trans-unit" || child.name == "unit" { unit(child) } else { visitUnits(child, depth: depth + 1, unit) }
    }
  }

  /// A unit's key: `resname`, else `id` before Xcode's `|==|`.
  private static func key(of unit: XMLElement) -> String? {
    if let name = unit.attributes["resname"], !name.isEmpty { return name }
    guard let id = unit.attributes["id"], !id.isEmpty else { return nil }
    return id.firstRange(of: "|==|").map { String(id[..<$0.lowerBound]) } ?? id
  }

  /// An XLIFF 1.2 unit's state when it is not done.
  private static func state12(_ unit: XMLElement) -> TranslationState? {
    guard let target = unit.children.first(where: { $0.name == "target" }) else { return .new }
    switch target.attributes["state"] {
    case "new", "needs-translation": return .new
    case "needs-adaptation", "needs-l10n", "needs-review-adaptation", "needs-review-l10n", "needs-review-translation": return .needsReview
    default: return nil
    }
  }

  /// An XLIFF 2.0 unit's state when it is not done: the first of its segments that is not.
  private static func state2(_ unit: XMLElement) -> TranslationState? {
    for segment in unit.children where segment.name == "segment" {
      if (segment.attributes["state"] ?? "initial") == "initial" { return .new }
    }
    return nil
  }
}
