import TourCore

/// The rules on a tour's strings, whatever the screen: keys missing in a locale, and
/// translations whose placeholders are not the source's.
enum StringChecks {
  static func findings(_ strings: StringTable?, line: Int?) -> [RawFinding] {
    guard let strings else { return [] }
    var found: [RawFinding] = []
    let locales = strings.locales
    for key in strings.entries.keys.sorted() {
      let entries = strings.entries[key]!
      if entries[strings.sourceLanguage] == nil {
        found.append(RawFinding(
          rule: .stringUnknown, severity: .error,
          message: "'\(key.quotedInMessage)' has no string in the source language '\(strings.sourceLanguage)' in \(strings.origin): where it falls back, the key itself is drawn",
          mark: nil, element: "\(key) [\(strings.sourceLanguage)]", line: line))
      }
      for locale in locales.dropFirst() where entries[locale] == nil && !strings.untranslated.contains(key) {
        found.append(RawFinding(
          rule: .stringMissing, severity: .warning, message: "'\(key.quotedInMessage)' has no '\(locale)' translation in \(strings.origin)",
          mark: nil, element: "\(key) [\(locale)]", line: line))
      }
      for locale in locales {
        guard case .unread(let what)? = entries[locale] else { continue }
        found.append(RawFinding(
          rule: .stringMissing, severity: .warning,
          message: "'\(key.quotedInMessage)' in '\(locale)' was not read (\(what)) in \(strings.origin); another language's is shown",
          mark: nil, element: "\(key) [\(locale)]", line: line))
      }
      guard let source = entries[strings.sourceLanguage], !source.isUnread else { continue }
      let expected = placeholders(source)
      for locale in locales.dropFirst() {
        guard let entry = entries[locale], !entry.isUnread else { continue }
        let given = placeholders(entry)
        guard given != expected else { continue }
        let missing = expected.subtracting(given).sorted()
        let extra = given.subtracting(expected).sorted()
        let parts = (missing.isEmpty ? [] : ["drops \(missing.joined(separator: ", "))"]) + (extra.isEmpty ? [] : ["adds \(extra.joined(separator: ", "))"])
        found.append(RawFinding(
          rule: .placeholderMismatch, severity: .error,
          message: "the '\(locale)' translation of '\(key.quotedInMessage)' \(parts.joined(separator: " and ")) (\(strings.origin))",
          mark: nil, element: "\(key) [\(locale)]", line: line))
      }
    }
    return found
  }

  /// The placeholders of every form, by argument and kind (`1:@`, `2:d`).
  private static func placeholders(_ entry: StringTable.Entry) -> Set<String> {
    Set(entry.forms.flatMap { form in StringFormat.placeholders(in: form).map { "%\($0.argument)$\($0.kind)" } })
  }
}
