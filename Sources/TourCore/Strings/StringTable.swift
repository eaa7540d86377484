/// A tour's strings in every language it has: read from an app's own files (an Xcode String
/// Catalog, Android `strings.xml` folders, or Lua tables per locale), looked up by key for
/// the current locale with the source language to fall back on.
public struct StringTable: Hashable, Sendable {
  /// The language the strings were written in (`en`), which every other falls back to.
  public var sourceLanguage: String
  /// Key → locale tag → entry.
  public var entries: [String: [String: Entry]]
  /// Where the strings came from, for messages (`Localizable.xcstrings`).
  public var origin: String
  /// Keys that are not translated: the same in every language (Android's
  /// `translatable="false"` and `donottranslate.xml`, `tools:ignore="MissingTranslation"`, a
  /// catalog's `shouldTranslate: false`). A locale without them is not missing them.
  public var untranslated: Set<String>
  /// What the files' reader found wrong but read on (`res/values-ru/strings.xml:4: <plurals
  /// ...> has no item of quantity 'other' ...`): warnings the loader gives once.
  public var fileWarnings: [String] = []
  /// Apple's rule for String Catalogs and `.stringsdict`: a `zero` form that is there is used
  /// for 0 in every language (Android uses `zero` only where the language's rules have it).
  public var zeroFormForZero = false
  /// The translations a strings file marks as not done, by key then locale (`""`: the key as a
  /// whole): Xcode's `new` and `needs_review` states of a catalog's string units, and `stale`
  /// for a key Xcode no longer finds in the app's code.
  public var states: [String: [String: TranslationState]] = [:]
  /// The file that marks a locale's states when it is not `origin`: an XLIFF file imported for
  /// that locale (`importStates`).
  public var stateSources: [String: String] = [:]

  /// Strings in `sourceLanguage`, by key and locale, read from `origin`.
  public init(sourceLanguage: String, entries: [String: [String: Entry]] = [:], origin: String, untranslated: Set<String> = []) {
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    self.origin = origin
    self.untranslated = untranslated
  }

  /// Every locale some string has, the source language first, the others sorted.
  public var locales: [String] {
    let others = Set(entries.values.flatMap(\.keys)).subtracting([sourceLanguage])
    return [sourceLanguage] + others.sorted()
  }

  /// Whether `locale` (or a language it falls back to, `pt` for `pt-BR`) is one of the strings'.
  public func hasLanguage(_ locale: String) -> Bool {
    let known = Set(locales)
    return Self.localeChain(LocaleTag.normalized(locale)).contains { known.contains($0) }
  }

  /// For a locale the strings do not have: `xx-YY is not a language of Localizable.xcstrings
  /// (en, de, ar, ja); using en`; nil when they have it or it is a pseudo-locale.
  public func unknownLanguageWarning(_ locale: String) -> String? {
    guard PseudoLocale(tag: locale) == nil, !hasLanguage(locale) else { return nil }
    return "\(locale) is not a language of \(origin) (\(locales.joined(separator: ", "))); using \(sourceLanguage)"
  }

  /// For a locale of the strings whose language CLDR has no plural rules for, when the strings
  /// have plural forms: `tlh has no plural rules in CLDR; every count takes the 'other' form`;
  /// else nil (a locale the strings do not have falls back to a language that has rules).
  public func pluralRulesWarning(_ locale: String) -> String? {
    guard !PluralRules.isKnown(locale), PseudoLocale(tag: locale) == nil, hasLanguage(locale) else { return nil }
    let hasPlurals = entries.values.contains { $0.values.contains(where: \.hasPluralForms) }
    return hasPlurals ? "\(locale) has no plural rules in CLDR; every count takes the 'other' form" : nil
  }

  /// What a lookup found.
  public struct Lookup: Hashable, Sendable {
    /// The entry, or nil when no language has the key.
    public var entry: Entry?
    /// The locale it came from.
    public var locale: String
    /// What fell back, for a warning (nil when the locale had the key).
    public var problem: String?
    /// Whether a `zero` form is used for 0 whatever the language (`StringTable.zeroFormForZero`).
    public var zeroFormForZero = false

    /// A lookup's result.
    public init(entry: Entry?, locale: String, problem: String?, zeroFormForZero: Bool = false) {
      self.entry = entry
      self.locale = locale
      self.problem = problem
      self.zeroFormForZero = zeroFormForZero
    }
  }

  /// Takes `locale`'s states from `file` (an XLIFF file a translation tool exported): what it
  /// marks as not done, in place of what the strings file marks for that locale.
  public mutating func importStates(_ marked: [String: TranslationState], locale: String, file: String) {
    for key in Array(states.keys) where states[key]?[locale] != nil {
      states[key]?[locale] = nil
      if states[key]?.isEmpty == true { states[key] = nil }
    }
    for (key, state) in marked { states[key, default: [:]][locale] = state }
    stateSources[locale] = file
  }

  /// The entry for `key` in `locale` (nil: the source language): the locale itself, then its
  /// parents (`pt-BR`, `pt`), then the source language, with a problem naming what was
  /// missing or not read. A key no language has is a problem too, and the lookup has no entry.
  /// A locale the strings do not have at all is no problem of each key's: the loader says it
  /// once (`unknownLanguageWarning`). A reference to another string (Android's `@string/name`,
  /// alone or as a list's item) is that string in the same locale, as Android resolves it for
  /// the configuration.
  public func lookup(_ key: String, locale: String?) -> Lookup {
    var found = entryLookup(key, locale: locale)
    if let entry = found.entry { found.entry = resolvingReferences(entry, locale: locale, depth: 0) }
    if case .unread(let what)? = found.entry {
      // A reference that leads nowhere the strings have: the key is shown, as for a source
      // string tourhost does not read.
      found.entry = .plain(key)
      found.problem = "\(origin): '\(key.quotedInMessage)' in '\(found.locale)' was not read (\(what)); showing the key"
    }
    found.zeroFormForZero = zeroFormForZero
    return found
  }

  /// The most references followed from one string (a cycle is refused when the strings load).
  static let deepestReference = 32

  private func resolvingReferences(_ entry: Entry, locale: String?, depth: Int) -> Entry {
    switch entry {
    case .reference(let target):
      guard depth < Self.deepestReference, let resolved = entryLookup(target, locale: locale).entry else {
        return .unread("@string/\(target) is not in \(origin)")
      }
      if case .unread = resolved { return resolved }
      return resolvingReferences(resolved, locale: locale, depth: depth + 1)
    case .list(let items):
      return .list(items.map { resolvingReferences($0, locale: locale, depth: depth + 1) })
    default:
      return entry
    }
  }

  private func entryLookup(_ key: String, locale: String?) -> Lookup {
    let wanted = locale.map(LocaleTag.normalized) ?? sourceLanguage
    guard let byLocale = entries[key] else {
      let suggestion = Spelling.closest(to: key, among: entries.keys.sorted()).map { "; did you mean '\($0.quotedInMessage)'?" } ?? ""
      return Lookup(entry: nil, locale: wanted, problem: "\(origin) has no string '\(key.quotedInMessage)'\(suggestion)")
    }
    var unread: (locale: String, what: String)?
    for candidate in Self.localeChain(wanted) {
      switch byLocale[candidate] {
      case .unread(let what)?: unread = unread ?? (candidate, what)
      case let entry?: return Lookup(entry: entry, locale: candidate, problem: unread.map { notRead(key, $0.locale, $0.what) })
      case nil: break
      }
    }
    let problem: String?
    if let unread {
      problem = notRead(key, unread.locale, unread.what)
    } else if untranslated.contains(key) || !hasLanguage(wanted) {
      problem = nil  // a language the strings do not have at all is said once, by unknownLanguageWarning
    } else {
      problem = "\(origin): '\(key.quotedInMessage)' has no '\(wanted)' translation; using '\(sourceLanguage)'"
    }
    if let entry = byLocale[sourceLanguage], !entry.isUnread { return Lookup(entry: entry, locale: sourceLanguage, problem: problem) }
    if byLocale[sourceLanguage] == nil {
      let missing = "\(origin): '\(key.quotedInMessage)' has no string in the source language '\(sourceLanguage)'; the key is shown"
      return Lookup(entry: .plain(key), locale: sourceLanguage, problem: missing)
    }
    let sourceProblem = byLocale[sourceLanguage].flatMap { entry -> String? in
      if case .unread(let what) = entry {
        return "\(origin): '\(key.quotedInMessage)' in '\(sourceLanguage)' was not read (\(what)); showing the key"
      }
      return nil
    }
    return Lookup(entry: .plain(key), locale: sourceLanguage, problem: sourceProblem ?? problem)
  }

  private func notRead(_ key: String, _ locale: String, _ what: String) -> String {
    "\(origin): '\(key.quotedInMessage)' in '\(locale)' was not read (\(what)); using '\(sourceLanguage)'"
  }

  /// A tag and its parents, the locales a lookup in `tag` may take a string from:
  /// `zh-Hans-CN`, `zh-Hans`, `zh`.
  public static func localeChain(_ tag: String) -> [String] {
    let parts = tag.split(separator: "-").map(String.init)
    return (1...max(parts.count, 1)).reversed().map { parts.prefix($0).joined(separator: "-") }
  }
}

extension StringTable.Entry {
  /// Whether the entry is one tourhost did not read.
  public var isUnread: Bool {
    if case .unread = self { return true }
    return false
  }

  /// Whether the entry chooses a form by a count (plural forms, or substitutions that have them).
  public var hasPluralForms: Bool {
    switch self {
    case .plural, .substitutions: true
    case .device(let variants): variants.values.contains(where: \.hasPluralForms)
    default: false
    }
  }
}

/// How far a translation is, as a strings file marks it (Xcode's String Catalog states).
public enum TranslationState: String, Hashable, Sendable {
  /// Not translated yet: the unit holds the source text, or nothing a translator wrote.
  case new
  /// Translated, but the source changed since, or a translator asked for a review.
  case needsReview = "needs_review"
  /// The key is no longer in the app's code (Xcode's `extractionState: stale`).
  case stale
}

/// CLDR's plural categories.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}
