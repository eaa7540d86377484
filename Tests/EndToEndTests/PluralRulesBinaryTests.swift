import Foundation
import TestSupport
import Testing

/// Plural forms chosen by CLDR's rules for every language (R2 of round3-findings): through the
/// built binary, a Lua string table's forms for Romanian, Lithuanian and Portuguese counts, and
/// the one warning for a language CLDR has no rules for.
@Suite("Plural rules through the binary")
struct PluralRulesBinaryTests {
  func run(locale: String, forms: String, counts: [Double]) throws -> [String] {
    let folder = TemporaryDirectory()
    folder.write("lang/en.lua", #"return { items = { one = "%d item", other = "%d items" } }"#)
    folder.write("lang/\(locale).lua", "return { items = { \(forms) } }")
    let logs = counts.map { "tour.log(tour.t(\"items\", \($0)))" }.joined(separator: " ")
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "strings = \"lang\",\n  didShow = function(ctl, index) \(logs) end,"))
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--locale", locale], in: folder.url)
    #expect(result.status == 0)
    return result.lines.filter { $0.contains(#""event":"log""#) || $0.contains(#""event":"warning""#) }
      .map { line in
        let message = line.components(separatedBy: #""message":""#).last ?? ""
        return String(message.dropLast(2)).replacingOccurrences(of: "\\'", with: "'")
      }
  }

  @Test("Romanian, Lithuanian and Portuguese forms as CLDR chooses them")
  func languages() throws {
    #expect(
      try run(locale: "ro", forms: #"one = "%d one", few = "%d few", other = "%d other""#, counts: [1, 2, 19, 20, 101, 119])
        == ["1 one", "2 few", "19 few", "20 other", "101 few", "119 few"])
    #expect(
      try run(locale: "lt", forms: #"one = "%d one", few = "%d few", many = "%d many", other = "%d other""#, counts: [1, 2, 9, 10, 21, 22])
        == ["1 one", "2 few", "9 few", "10 other", "21 one", "22 few"])
    #expect(
      try run(locale: "pt", forms: #"one = "%d one", many = "%d many", other = "%d other""#, counts: [0, 1, 2, 1_000_000])
        == ["0 one", "1 one", "2 other", "1000000 many"])
  }

  @Test("a language CLDR does not know: one warning, and the other form")
  func unknownLanguage() throws {
    let said = try run(locale: "tlh", forms: #"one = "%d one", other = "%d other""#, counts: [1, 2])
    #expect(said == ["tour.lua:17: tlh has no plural rules in CLDR; every count takes the 'other' form", "1 other", "2 other"])
  }
}
