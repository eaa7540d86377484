/// A tour's strings in every language it has: read from an app's own files (an Xcode String
/// Catalog, Android `strings.xml` folders, or Lua tables per locale), looked up by key for
/// the current locale with the source language to fall back on.
public struct StringTable: Hashable, Sendable {
  /// One string in one language: plain, or varying by a count's plural category.
  public enum Entry: Hashable, Sendable {
    case plain(String)
    case plural([PluralCategory: String])

    /// Every form the entry has (one for a plain string), by category order.
    public var forms: [String] {
      switch self {
      case .plain(let text): [text]
      case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
      }
    }
  }

  /// The language the strings were written in (`en`), which every other falls back to.
  public var sourceLanguage: String
  /// Key → locale tag → entry.
  public var entries: [String: [String: Entry]]
  /// Where the strings came from, for messages (`Localizable.xcstrings`).
  public var origin: String

  /// Strings in `sourceLanguage`, by key and locale, read from `origin`.
  public init(sourceLanguage: String, entries: [String: [String: Entry]] = [:], origin: String) {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    self.origin = origin
  }

  /// Every locale some string has, the source language first, the others sorted.
  public var locales: [String] {
    let others = Set(entries.values.flatMap(\.keys)).subtracting([sourceLanguage])
    return [sourceLanguage] + others.sorted()
  }

  /// What a lookup found.
  public struct Lookup: Hashable, Sendable {
    /// The entry, or nil when no language has the key.
    public var entry: Entry?
    /// The locale it came from.
    public var locale: String
    /// What fell back, for a warning (nil when the locale had the key).
    public var problem: String?

    /// A lookup's result.
    public init(entry: Entry?, locale: String, problem: String?) {
      self.entry = entry
      self.locale = locale
      self.problem = problem
    }
  }

  /// The entry for `key` in `locale` (nil: the source language): the locale itself, then its
  /// parents (`pt-BR`, `pt`), then the source language, with a problem naming what was
  /// missing. A key no language has is a problem too, and the lookup has no entry.
  public func lookup(_ key: String, locale: String?) -> Lookup {
    let wanted = locale.map(LocaleTag.normalized) ?? sourceLanguage
    guard let byLocale = entries[key] else {
      return Lookup(entry: nil, locale: wanted, problem: "\(origin) has no string '\(key.quotedInMessage)'")
    }
    for candidate in Self.chain(wanted) {
      if let entry = byLocale[candidate] { return Lookup(entry: entry, locale: candidate, problem: nil) }
    }
    let hasLocale = Self.chain(wanted).contains { locale in entries.values.contains { $0[locale] != nil } }
    let problem = hasLocale
      ? "\(origin): '\(key.quotedInMessage)' has no '\(wanted)' translation; using '\(sourceLanguage)'"
      : "\(origin) has no strings for the locale '\(wanted)'; using '\(sourceLanguage)'"
    if let entry = byLocale[sourceLanguage] { return Lookup(entry: entry, locale: sourceLanguage, problem: problem) }
    return Lookup(entry: .plain(key), locale: sourceLanguage, problem: problem)
  }

  /// A tag and its parents: `zh-Hans-CN`, `zh-Hans`, `zh`.
  static func chain(_ tag: String) -> [String] {
    let parts = tag.split(separator: "-").map(String.init)
    return (1...max(parts.count, 1)).reversed().map { parts.prefix($0).joined(separator: "-") }
  }
}

/// CLDR's plural categories.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}
