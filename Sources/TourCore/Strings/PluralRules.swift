import Foundation

/// The plural category of a count in a language, by CLDR's plural rules (cardinals) for the
/// languages apps are most often translated into; other languages use English's rule. The
/// operands are CLDR's: `n` the number, `i` its integer digits, `v` how many fraction digits
/// it shows.
public enum PluralRules {
  /// The category `count` takes in the language of `locale`.
  public static func category(of count: Double, locale: String) -> PluralCategory {
    let n = abs(count)
    let i = Int(min(n, 1e15))
    let v = n == n.rounded(.towardZero) ? 0 : fractionDigits(n)
    let i10 = i % 10
    let i100 = i % 100
    switch LocaleTag.language(of: locale) {
    case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km", "yue", "bo", "dz", "jv", "su":
      return .other
    case "ar":
      if n == 0 { return .zero }
      if n == 1 { return .one }
      if n == 2 { return .two }
      if v == 0, (3...10).contains(i100) { return .few }
      if v == 0, (11...99).contains(i100) { return .many }
      return .other
    case "he", "iw":
      if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
      if i == 2, v == 0 { return .two }
      return .other
    case "fr":
      if i == 0 || i == 1 { return .one }
      if v == 0, i != 0, i % 1_000_000 == 0 { return .many }
      return .other
    case "pt":
      if locale.hasPrefix("pt-PT") || locale.hasPrefix("pt_PT") { return i == 1 && v == 0 ? .one : .other }
      return i == 0 || i == 1 ? .one : .other
    case "ru", "uk", "be":
      guard v == 0 else { return .other }
      if i10 == 1, i100 != 11 { return .one }
      if (2...4).contains(i10), !(12...14).contains(i100) { return .few }
      return .many
    case "pl":
      guard v == 0 else { return .other }
      if i == 1 { return .one }
      if (2...4).contains(i10), !(12...14).contains(i100) { return .few }
      return .many
    case "cs", "sk":
      if v != 0 { return .many }
      if i == 1 { return .one }
      return (2...4).contains(i) ? .few : .other
    case "es", "el", "hu", "tr", "bg", "ka", "kk", "az", "uz", "ta", "te", "ml", "mn", "ne":
      return n == 1 ? .one : .other
    default:
      return i == 1 && v == 0 ? .one : .other
    }
  }

  /// The fraction digits of a number as it is shown (1.5 → 1, 1.25 → 2).
  private static func fractionDigits(_ n: Double) -> Int {
    let text = String(n)
    guard let dot = text.firstIndex(of: "."), !text.contains("e") else { return 0 }
    return text[text.index(after: dot)...].count
  }
}
