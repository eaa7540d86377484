import TourCore

/// The `@string/name` references of an Android `res` folder, checked as aapt2 checks them
/// when it links the app: following them never comes back to where it began, and each names a
/// string the folder defines. A cycle is refused, naming where it begins and where it closes. A
/// name the folder does not define is a warning naming where it is: the build may define it
/// elsewhere (a `resValue` in Gradle, another source set, a library), as real apps do with
/// `app_name`; the string is not read.
struct AndroidReferences {
  /// A reference: the string (or array) that holds it, in its locale, at its file and line.
  private struct Reference {
    let key: String
    let locale: String
    let target: String
    let file: String
    let line: Int
  }

  private var references: [Reference] = []
  /// Where each string is defined, by locale then key.
  private var places: [String: [String: (file: String, line: Int)]] = [:]

  /// Notes the references of `entry`, defined at `file`:`line`.
  mutating func note(_ entry: StringTable.Entry, key: String, locale: String, file: String, line: Int) {
    places[locale, default: [:]][key] = (file, line)
    let targets: [String]
    switch entry {
    case .reference(let target): targets = [target]
    case .list(let items): targets = items.compactMap { if case .reference(let target) = $0 { target } else { nil } }
    default: targets = []
    }
    references += targets.map { Reference(key: key, locale: locale, target: $0, file: file, line: line) }
  }

  /// Refuses a cycle; warns of a reference to a string the folder does not define (into the
  /// table's `fileWarnings`). Each string is followed once: one that is known to end in a text
  /// is not followed again, so a folder of long chains is checked in time linear in its strings.
  func check(_ table: inout StringTable) throws(StringsFileError) {
    var settled: Set<String> = []
    var keys: [String]?
    for reference in references {
      guard table.entries[reference.target] != nil else {
        keys = keys ?? table.entries.keys.sorted()
        let closest = Spelling.closest(to: reference.target, among: keys ?? [])
        let suggestion = closest.map { " (did you mean '\($0.quotedInMessage)'?)" } ?? ""
        table.fileWarnings.append(
          "\(reference.file):\(reference.line): @string/\(reference.target.quotedInMessage) names no string of \(table.origin)\(suggestion); "
            + "the app's build must define it elsewhere (a resValue, another source set, a library), so '\(reference.key.quotedInMessage)' is not read"
        )
        continue
      }
      try checkCycle(from: reference, table, settled: &settled)
    }
  }

  /// Follows `reference` in its locale (else the source language's string) until a text: a
  /// string met twice is a cycle, named by where it begins and where it closes.
  private func checkCycle(from reference: Reference, _ table: StringTable, settled: inout Set<String>) throws(StringsFileError) {
    var seen = [reference.key]
    var met: Set<String> = [reference.key]
    var current = reference.target
    defer { for key in seen { settled.insert(reference.locale + "\u{0}" + key) } }
    while !settled.contains(reference.locale + "\u{0}" + current) {
      let locale = table.entries[current]?[reference.locale] != nil ? reference.locale : table.sourceLanguage
      guard case .reference(let next)? = table.entries[current]?[locale] else { return }
      seen.append(current)
      met.insert(current)
      if met.contains(next) {
        let closing = places[locale]?[current].map { " at \($0.file):\($0.line)" } ?? ""
        let path = (seen + [next]).map { "@string/\($0.quotedInMessage)" }.joined(separator: " → ")
        throw StringsFileError("a cycle of references: \(path) (it closes\(closing)); aapt2 refuses it", file: reference.file, line: reference.line)
      }
      current = next
    }
  }
}
