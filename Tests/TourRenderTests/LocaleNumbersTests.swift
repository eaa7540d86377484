import Testing
import TourCore
import TourRender

/// Numbers as the platforms write them for a locale, by the system's ICU: the digits of the
/// locale's default numbering system and its decimal separator.
@Suite("A locale's numbers")
struct LocaleNumbersTests {
  func written(_ format: String, _ number: Double, _ locale: String) throws -> String {
    try StringFormat.fill(format, with: [.number(number)], numbers: LocaleNumbers.symbols(for: locale))
  }

  @Test("%d and %f in each locale's digits and decimal separator; %@ and %s as the number is")
  func formats() throws {
    #expect(try written("%d", 5, "ar") == "٥")
    #expect(try written("%1$lld / %1$.2f", 1234, "ar") == "١٢٣٤ / ١٢٣٤٫٠٠")
    #expect(try written("%.2f", 2.5, "de") == "2,50")
    #expect(try written("%.2f", 2.5, "ru") == "2,50")
    #expect(try written("%d", 1234, "de") == "1234")  // no grouping, as both platforms by default
    #expect(try written("%d", 42, "fa") == "۴۲")
    #expect(try written("%d", 42, "mr") == "४२")
    #expect(try written("%.1f", 2.5, "ar-MA") == "2,5")  // Morocco writes Arabic with Western digits
    #expect(try written("%.2f", 2.5, "en") == "2.50")
    #expect(try StringFormat.fill("%1$@ %1$s", with: [.number(5)], numbers: LocaleNumbers.symbols(for: "ar")) == "5 5")
    #expect(LocaleNumbers.symbols(for: "not a tag at all") == .plain)
  }
}
