import FoundationEssentials

/// The plural category of a count in a language, by CLDR's cardinal plural rules for every
/// locale CLDR has (`CLDRPluralData.swift`, generated from CLDR's `plurals.xml` by
/// scripts/generate-plurals), read once into `PluralRule`s. A locale is looked up whole
/// (`pt-PT` has its own rules), then by its language; a language CLDR does not know takes the
/// root rule (every count `other`), and `isKnown` says so, for the warning.
public enum PluralRules {
  /// The category `count` takes in the language of `locale`.
  public static func category(of count: Double, locale: String) -> PluralCategory {
    category(of: PluralOperands(count), locale: locale)
  }

  /// The category of a number as written (`1.50`, `1.2c6`).
  public static func category(of operands: PluralOperands, locale: String) -> PluralCategory {
    for (category, rule) in rules(for: locale) where rule.holds(for: operands) { return category }
    return .other
  }

  /// Whether CLDR has plural rules for the language of `locale`.
  public static func isKnown(_ locale: String) -> Bool { ruleSet(for: locale) != nil }

  /// The rules of `locale`, in CLDR's order of categories (none: the root rule).
  static func rules(for locale: String) -> [(PluralCategory, PluralRule)] { ruleSet(for: locale) ?? [] }

  /// CLDR's rules for the whole locale (`pt-PT` is `pt_PT` there), else for its language;
  /// nil when CLDR has neither.
  private static func ruleSet(for locale: String) -> [(PluralCategory, PluralRule)]? {
    table[locale.replacing("-", with: "_")] ?? table[LocaleTag.language(of: locale).lowercased()]
  }

  /// Every CLDR locale's rules, read once.
  private static let table: [String: [(PluralCategory, PluralRule)]] = {
    var table: [String: [(PluralCategory, PluralRule)]] = [:]
    for set in cldrRuleSets {
      let rules = set.rules.compactMap { category, text in PluralRule(text).map { (category, $0) } }
      for locale in set.locales.split(separator: " ") { table[String(locale)] = rules }
    }
    return table
  }()
}
