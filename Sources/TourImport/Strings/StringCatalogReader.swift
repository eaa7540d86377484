import Foundation
import TourCore

/// Reads an Xcode String Catalog (`Localizable.xcstrings`, JSON): `sourceLanguage`, and for
/// each key its `localizations`, each a `stringUnit` (`value`) or `variations.plural` (a
/// `stringUnit` per CLDR category). A key with no localization in the source language is its
/// own source string, as Xcode treats it. Device variations and substitutions are not read
/// (the message says so).
public enum StringCatalogReader {
  /// The catalog in `data`; `file` names it in messages.
  public static func read(_ data: Data, file: String) throws(StringsFileError) -> StringTable {
    let root: Any
    do { root = try JSONSerialization.jsonObject(with: data) } catch {
      throw StringsFileError("not a String Catalog: the file is not JSON", file: file)
    }
    guard let catalog = root as? [String: Any] else { throw StringsFileError("not a String Catalog: the top level must be an object", file: file) }
    guard let source = catalog["sourceLanguage"] as? String, LocaleTag.isWellFormed(source) else {
      throw StringsFileError("sourceLanguage must be a language tag such as \"en\"", file: file)
    }
    guard let strings = catalog["strings"] as? [String: Any] else { throw StringsFileError("strings must be an object of keys", file: file) }
    var table = StringTable(sourceLanguage: LocaleTag.normalized(source), origin: file)
    for key in strings.keys.sorted() {
      guard let item = strings[key] as? [String: Any] else { throw StringsFileError("strings.\(key) must be an object", file: file) }
      var entries: [String: StringTable.Entry] = [:]
      let localizations = item["localizations"] as? [String: Any] ?? [:]
      for locale in localizations.keys.sorted() {
        let path = "strings.\(key).localizations.\(locale)"
        guard LocaleTag.isWellFormed(locale), let localization = localizations[locale] as? [String: Any] else {
          throw StringsFileError("\(path) must be an object under a language tag", file: file)
        }
        if let entry = try entry(localization, path: path, file: file) { entries[LocaleTag.normalized(locale)] = entry }
      }
      if entries[table.sourceLanguage] == nil { entries[table.sourceLanguage] = .plain(key) }
      table.entries[key] = entries
    }
    return table
  }

  private static func entry(_ localization: [String: Any], path: String, file: String) throws(StringsFileError) -> StringTable.Entry? {
    if let unit = localization["stringUnit"] {
      return .plain(try value(unit, path: path + ".stringUnit", file: file))
    }
    guard let variations = localization["variations"] as? [String: Any] else {
      if localization["substitutions"] != nil {
        throw StringsFileError("\(path): substitutions are not read; give the string a stringUnit or plural variations", file: file)
      }
      return nil
    }
    guard let plural = variations["plural"] as? [String: Any] else {
      throw StringsFileError("\(path).variations: only plural variations are read (not \(variations.keys.sorted().joined(separator: ", ")))", file: file)
    }
    var forms: [PluralCategory: String] = [:]
    for name in plural.keys.sorted() {
      guard let category = PluralCategory(rawValue: name), let form = plural[name] as? [String: Any] else {
        throw StringsFileError("\(path).variations.plural.\(name): not a plural category (zero, one, two, few, many, other)", file: file)
      }
      forms[category] = try value(form["stringUnit"] as Any, path: "\(path).variations.plural.\(name).stringUnit", file: file)
    }
    guard forms[.other] != nil else { throw StringsFileError("\(path).variations.plural needs an 'other' form", file: file) }
    return .plural(forms)
  }

  private static func value(_ unit: Any, path: String, file: String) throws(StringsFileError) -> String {
    guard let unit = unit as? [String: Any], let value = unit["value"] as? String else {
      throw StringsFileError("\(path).value must be a string", file: file)
    }
    return value
  }
}
