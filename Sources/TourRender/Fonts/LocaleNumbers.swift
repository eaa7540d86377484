import CTextOnDemand
import FoundationEssentials
import TourCore

/// How a locale writes numbers, by the system's ICU: the digits of its default numbering
/// system (Arabic-Indic in `ar`, Devanagari in `mr`, ASCII in `ar-MA`) and its decimal
/// separator, as Android's `String.format(Locale, ...)` and Apple's localized formats write
/// `%d` and `%f`. Each locale is asked of ICU once.
public enum LocaleNumbers {
  private static let lock = ThreadLock()
  nonisolated(unsafe) private static var cache: [String: NumberSymbols] = [:]

  /// The symbols of `locale` (a BCP 47 tag); ASCII and `.` when ICU cannot say.
  public static func symbols(for locale: String) -> NumberSymbols {
    if let known = lock.withLock({ cache[locale] }) { return known }
    var digits = [UInt32](repeating: 0, count: 10)
    var decimal = [UInt32](repeating: 0, count: 8)
    var length: Int32 = 0
    var symbols = NumberSymbols.plain
    let status = locale.withCString { tourhost_number_symbols($0, &digits, &decimal, Int32(decimal.count), &length) }
    let scalars = digits.compactMap(Unicode.Scalar.init)
    if status == 0, scalars.count == 10 {
      var separator = ""
      separator.unicodeScalars.append(contentsOf: decimal.prefix(Int(length)).compactMap(Unicode.Scalar.init))
      symbols = NumberSymbols(digits: scalars, decimalSeparator: separator.isEmpty ? "." : separator)
    }
    // A tour asks for a handful of locales; a hostile one cannot grow the cache past this.
    lock.withLock { if cache.count < 1_000 { cache[locale] = symbols } }
    return symbols
  }
}
