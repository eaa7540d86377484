import Foundation
import TestSupport
import Testing
import TourHostKit

/// Every example of every rule's description (`RuleDescription`), played as it says: one test
/// for all of them, so a rule's documentation cannot say what its code does not do.
@Suite("tourhost check: every rule's examples")
struct CheckRuleExampleTests {
  /// One example of one rule.
  struct Case: CustomTestStringConvertible, Sendable {
    let rule: CheckRule
    let kind: String
    let number: Int
    let example: RuleExample
    var testDescription: String { "\(rule.rawValue) \(kind) \(number)" }
  }

  static let cases: [Case] = RuleDescription.all.flatMap { rule in
    [("found", rule.triggering), ("for review", rule.review), ("not found", rule.passing)].flatMap { kind, examples in
      examples.enumerated().map { Case(rule: rule.id, kind: kind, number: $0.offset + 1, example: $0.element) }
    }
  }

  @Test("the rule finds exactly what its description says, with that severity and message", arguments: cases)
  func example(_ item: Case) throws {
    let folder = TemporaryDirectory()
    for file in item.example.files { folder.write(file.name, file.text) }
    for picture in item.example.pictures { folder.write(picture, data: RuleExample.pixel) }
    for tour in item.example.tours { folder.write("\(tour.id).lua", RuleExample.appTour(tour.id, tour.fields)) }
    let script = item.example.isApp ? folder.write("app.lua", item.example.appScript) : folder.write("tour.lua", item.example.script)
    let matrix = try #require(item.example.matrix, "an unknown configuration '\(item.example.configuration)'")
    var options = CheckOptions(tours: [script.path], matrix: matrix, profile: item.example.profile)
    options.faults = item.example.withFaults ? TargetFault.standard : nil
    let result = try CheckRunner.run(options)
    // Messages name the script by its path (shortened with "..." when long): here, tour.lua.
    let found = result.findings.filter { $0.rule == item.rule }.map {
      "\($0.severity.rawValue): \($0.message)".replacing(/[^ ']*\/tour\.lua/, with: "tour.lua")
    }
    #expect(found == item.example.findings)
    if item.kind == "for review" { #expect(result.findings.filter { $0.rule == item.rule }.allSatisfy { $0.severity == .review }) }
  }

  @Test("every rule has examples it finds (or leaves for review) and examples it does not find")
  func everyRuleHasExamples() {
    for rule in RuleDescription.all {
      #expect(!(rule.triggering + rule.review).isEmpty, "\(rule.id) finds nothing in its examples")
      #expect(!rule.passing.isEmpty, "\(rule.id) has no example it passes")
      #expect((rule.triggering + rule.review).allSatisfy { !$0.findings.isEmpty }, "\(rule.id) has an example that finds nothing")
      #expect(rule.passing.allSatisfy { $0.findings.isEmpty })
    }
    #expect(Set(CheckRule.allCases).count == CheckRule.allCases.count)
  }
}

/// docs/CHECKS.md's rules are the descriptions', and SARIF's links land on them.
@Suite("tourhost check: the rules' documentation")
struct CheckRuleDocsTests {
  static let page = TourhostBinary.packageRoot.appendingPathComponent("docs/CHECKS.md")

  @Test("docs/CHECKS.md's rules section is made from the descriptions (TOURHOST_UPDATE_DOCS=1 rewrites it)")
  func generated() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let start = "<!-- rules: made from the rules' descriptions -->\n"
    let end = "<!-- end of rules -->"
    let head = try #require(text.range(of: start))
    let tail = try #require(text.range(of: end))
    let made = RuleDocs.render(.markdown)
    if ProcessInfo.processInfo.environment["TOURHOST_UPDATE_DOCS"] != nil {
      try (text[..<head.upperBound] + made + text[tail.lowerBound...]).write(to: Self.page, atomically: true, encoding: .utf8)
    } else {
      #expect(String(text[head.upperBound..<tail.lowerBound]) == made)
    }
    // The command prints the same.
    let listed = try TourhostBinary.run(["check", "--list-rules", "--format", "markdown"])
    #expect(listed.status == 0)
    #expect(listed.stdout == made)
  }

  /// GitHub's anchor for a heading: lower case, punctuation but `-` and `_` dropped, spaces
  /// as `-`.
  static func anchor(_ heading: String) -> String {
    String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
  }

  @Test("every rule in a SARIF report links to its own heading of docs/CHECKS.md")
  func helpLinksResolve() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", RuleExample("numberOfCoachMarks = 1,").script)
    let result = try TourhostBinary.run(
      ["check", "tour.lua", "--devices", "iphone", "--orientations", "portrait", "--text-sizes", "L", "--format", "sarif"], in: folder.url)
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let driver = try #require(((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == CheckRule.allCases.map(\.rawValue))
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let anchors = Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor(String($0.drop { $0 == "#" }.dropFirst())) })
    for rule in rules {
      let link = try #require(rule["helpUri"] as? String)
      let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
      #expect(parts.first?.hasSuffix("/docs/CHECKS.md") == true, "\(link)")
      #expect(parts.count == 2 && anchors.contains(parts[1]), "\(link) lands on no heading")
      #expect(parts.last == rule["id"] as? String)
    }
  }
}
