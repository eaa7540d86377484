import Foundation
import Testing
import TourCore

/// CLDR's plural rules for every locale ICU has, tested against ICU itself: CLDR's samples of
/// every category of every locale (as ICU 72, with CLDR 42, keeps them) and numbers written
/// with visible fraction digits (`1.0`, `1.00`), each with the category ICU selects for it
/// (`Fixtures/icu-plurals.tsv`, made with the rules by scripts/generate-plurals).
@Suite("CLDR plural rules")
struct CLDRPluralTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("every sample of every category of every locale: ICU's category")
  func samples() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("Tests/TourCoreTests/Strings/Fixtures/icu-plurals.tsv"), encoding: .utf8)
    var locales: Set<String> = []
    var differences: [String] = []
    var checked = 0
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t").map(String.init)
      let operands = try #require(PluralOperands(written: fields[1]), "\(line)")
      let category = PluralRules.category(of: operands, locale: fields[0]).rawValue
      if category != fields[2] { differences.append("\(fields[0]) \(fields[1]): \(category), ICU \(fields[2])") }
      locales.insert(fields[0])
      checked += 1
    }
    #expect(differences == [])
    #expect(locales.count == 219)
    #expect(checked == 11_353)
    #expect(locales.allSatisfy(PluralRules.isKnown))
  }

  @Test("the generated rules and samples are the system ICU's (scripts/generate-plurals --check)")
  func generatedFilesAreCurrent() throws {
    let script = Process()
    script.executableURL = Self.root.appendingPathComponent("scripts/generate-plurals")
    script.arguments = ["--check"]
    try script.run()
    script.waitUntilExit()
    #expect(script.terminationStatus == 0)
  }

  @Test("the languages round 3 found wrong, and exact millions")
  func roundThreeFindings() {
    func categories(_ locale: String, _ counts: [Double]) -> String {
      counts.map { PluralRules.category(of: $0, locale: locale).rawValue }.joined(separator: " ")
    }
    let counts: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 11, 19, 20, 21, 22, 31, 101, 102, 119, 203, 1.5]
    #expect(categories("lt", counts) == "other one few few few few few few few other other other one few one one few other few many")
    #expect(categories("ro", counts) == "few one few few few few few few few few few other other other other few few few few few")
    for locale in ["pt", "es", "it", "fr"] {
      #expect(PluralRules.category(of: 1_000_000, locale: locale) == .many, "\(locale)")
      #expect(PluralRules.category(of: PluralOperands(written: "1.2c6")!, locale: locale) == .many, "\(locale)")
    }
    #expect(PluralRules.category(of: 1_000_000, locale: "pt-PT") == .many)
    #expect(PluralRules.category(of: 1, locale: "pt-PT") == .one)
    #expect(PluralRules.category(of: 0, locale: "pt-PT") == .other)
    #expect(PluralRules.category(of: 0, locale: "pt") == .one)
    // Visible fraction digits: English says "1.0 items".
    #expect(PluralRules.category(of: PluralOperands(written: "1.0")!, locale: "en") == .other)
    #expect(PluralRules.category(of: PluralOperands(written: "1")!, locale: "en") == .one)
  }

  @Test("operands as UTS #35 defines them")
  func operands() {
    let cases: [(String, PluralOperands?)] = [
      ("1.50", PluralOperands(written: "1.50")), ("1.2c3", PluralOperands(written: "1.2c3")), ("0.0001", PluralOperands(written: "0.0001")),
    ]
    let described = cases.map { text, o in o.map { "\(text): n=\($0.n) i=\($0.i) v=\($0.v) w=\($0.w) f=\($0.f) t=\($0.t) c=\($0.c)" } ?? "nil" }
    #expect(
      described == [
        "1.50: n=1.5 i=1 v=2 w=1 f=50 t=5 c=0", "1.2c3: n=1200.0 i=1200 v=0 w=0 f=0 t=0 c=3", "0.0001: n=0.0001 i=0 v=4 w=4 f=1 t=1 c=0",
      ])
    #expect(PluralOperands(written: "abc") == nil)
    #expect(PluralOperands(written: "1.") == nil)
    #expect(PluralOperands(2.5) == PluralOperands(written: "2.5"))
  }

  @Test("a language CLDR does not know takes the root rule")
  func unknownLanguage() {
    #expect(!PluralRules.isKnown("tlh"))
    #expect(PluralRules.category(of: 1, locale: "tlh") == .other)
    #expect(PluralRules.isKnown("en-GB"))
  }
}
