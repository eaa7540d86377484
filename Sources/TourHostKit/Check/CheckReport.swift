import FoundationEssentials
import TourCore
import TourLua

/// The formats `tourhost check` writes a result in (docs/CHECKS.md shows each).
public enum CheckFormat: String, CaseIterable, Sendable {
  case text
  case json
  case sarif
  case junit
  case github
}

/// A check's result as text in a format.
public enum CheckReport {
  /// The result in `format`; `strict`: warnings fail, as they fail the check (JUnit's
  /// failures follow the exit status).
  public static func render(_ result: CheckResult, as format: CheckFormat, strict: Bool = false) -> String {
    switch format {
    case .text: text(result)
    case .json: JSONValue.object(json(result)).prettyText + "\n"
    case .sarif: sarif(result)
    case .junit: CheckJUnit.xml(result, strict: strict)
    case .github: github(result)
    }
  }

  /// `1 error`, `2 errors`.
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  /// How many findings are errors, warnings, and the rest (to review, for information).
  static func tally(_ result: CheckResult) -> (errors: Int, warnings: Int, others: Int) {
    let errors = result.findings.filter { $0.severity == .error }.count
    let warnings = result.findings.filter { $0.severity == .warning }.count
    return (errors, warnings, result.findings.count - errors - warnings)
  }

  /// Text for XML and HTML: `& < > "` as entities.
  /// `text` escaped for XML and HTML, its control characters shown (XML 1.0 has no place for them).
  static func markup(_ text: String) -> String {
    ControlCharacters.shown(text, keepsLines: true).replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;")
      .replacingEvery(">", with: "&gt;")
      .replacingEvery("\"", with: "&quot;")
  }

  /// Android Lint's style: `file:line: severity: message [rule]`, then where it fails. Text a
  /// script made is shown without its control characters (a terminal reads this).
  /// `in 528 configurations of 4 tours and 1 app file`: what a summary counts.
  static func scope(_ result: CheckResult) -> String {
    let apps = result.marks.keys.filter { ScriptDoor.kind(of: $0) == .app }.count
    let tours = "in \(count(result.configurations, "configuration")) of \(count(result.marks.count - apps, "tour"))"
    return apps > 0 ? tours + " and \(count(apps, "app file"))" : tours
  }

  static func text(_ result: CheckResult) -> String {
    ControlCharacters.shown(plainText(result), keepsLines: true)
  }

  private static func plainText(_ result: CheckResult) -> String {
    var out = ""
    for finding in result.findings {
      out += finding.headline + "\n"
      if finding.configurations.isEmpty {
        out += ScriptDoor.kind(of: finding.file) == .app ? "    in the app as written\n" : "    in the tour as written, whatever the configuration\n"
        continue
      }
      let shown = finding.configurations.prefix(3).joined(separator: "; ")
      let more = finding.configurations.count > 3 ? "; and \(finding.configurations.count - 3) more" : ""
      out += "    in \(finding.configurations.count) of \(result.configurations) configurations: \(shown)\(more)\n"
    }
    for (file, ignored) in result.suppressions.sortedByKey {
      out += "\(file): check ignores \(ignored.joined(separator: ", ")) (check = { ignore = ... })\n"
    }
    for note in result.notes { out += note + "\n" }
    for fixed in result.fixed { out += "fixed since the baseline: \(fixed)\n" }
    let (errors, warnings, others) = tally(result)
    var summary = "\(count(errors, "error")), \(count(warnings, "warning"))"
    if others > 0 { summary += ", \(others) to review or for information" }
    summary += " " + scope(result)
    if result.hidden > 0 || !result.fixed.isEmpty {
      summary += "; the baseline hid \(result.hidden), and \(result.fixed.count) of its findings are fixed"
    }
    return out + summary + "\n"
  }

  static func json(_ result: CheckResult) -> [(String, JSONValue)] {
    let findings = result.findings.map { finding -> JSONValue in
      .object([
        ("rule", .string(finding.rule.rawValue)), ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
        ("tour", .string(finding.tour)), ("file", .string(finding.file)), ("line", finding.line.map { .number(Double($0), decimals: 0) } ?? .null),
        ("mark", finding.mark.map { .number(Double($0), decimals: 0) } ?? .null), ("element", .string(finding.element)),
        ("configurations", .array(finding.configurations.map { .string($0) })), ("fingerprint", .string(finding.fingerprint)),
      ])
    }
    return [
      ("configurations", .number(Double(result.configurations), decimals: 0)), ("findings", .array(findings)),
      ("suppressed", .object(result.suppressions.sortedByKey.map { file, ignored in (file, .array(ignored.map { .string($0) })) })),
      ("hiddenByBaseline", .number(Double(result.hidden), decimals: 0)), ("fixed", .array(result.fixed.map { .string($0) })),
      ("notes", .array(result.notes.map { .string($0) })),
    ] + (result.part.map { [("part", $0.json)] } ?? [])
  }

  /// SARIF 2.1.0, one run, the rules in the driver, each result at its script line with a
  /// partial fingerprint so that alerts stay the same from run to run.
  static func sarif(_ result: CheckResult) -> String {
    let rules = RuleDescription.all.map { rule -> JSONValue in
      .object([
        ("id", .string(rule.id.rawValue)), ("shortDescription", .object([("text", .string(rule.summary))])),
        ("fullDescription", .object([("text", .string(rule.summary + " (" + rule.id.source + ")"))])),
        ("help", .object([("text", .string(rule.finds))])), ("helpUri", .string(RuleDocs.helpURI(rule.id))),
      ])
    }
    let results = result.findings.map { sarifResult($0, configurations: result.configurations) }
    let document: JSONValue = .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            (
              "tool",
              .object([
                (
                  "driver",
                  .object([
                    ("name", .string("tourhost check")), ("version", .string(TourhostVersion.current)), ("rules", .array(rules)),
                  ])
                )
              ])
            ),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
    return document.prettyText + "\n"
  }

  /// One SARIF result: the finding's rule, level, message, place and fingerprint.
  private static func sarifResult(_ finding: CheckFinding, configurations: Int) -> JSONValue {
    let level: String =
      switch finding.severity {
      case .error: "error"
      case .warning: "warning"
      case .info: "note"
      case .review: "none"
      }
    var region: [(String, JSONValue)] = []
    if let line = finding.line { region.append(("startLine", .number(Double(line), decimals: 0))) }
    let location: JSONValue = .object([
      (
        "physicalLocation",
        .object([("artifactLocation", .object([("uri", .string(finding.file))]))] + (region.isEmpty ? [] : [("region", .object(region))]))
      )
    ])
    var fields: [(String, JSONValue)] = [
      ("ruleId", .string(finding.rule.rawValue)), ("ruleIndex", .number(Double(CheckRule.allCases.firstIndex(of: finding.rule) ?? 0), decimals: 0)),
      ("level", .string(level)),
    ]
    if finding.severity == .review { fields.append(("kind", .string("review"))) }
    fields += [
      ("message", .object([("text", .string(finding.message + " (\(finding.whereFound(of: configurations)))"))])),
      ("locations", .array([location])), ("partialFingerprints", .object([("tourhostFinding/v1", .string(finding.fingerprint))])),
      ("properties", .object([("configurations", .array(finding.configurations.map { .string($0) }))])),
    ]
    return .object(fields)
  }

  /// GitHub Actions' workflow commands: `::error file=...,line=...,title=...::message`.
  static func github(_ result: CheckResult) -> String {
    func data(_ text: String) -> String {
      ControlCharacters.shown(
        text.replacingEvery("%", with: "%25").replacingEvery("\r", with: "%0D").replacingEvery("\n", with: "%0A"))
    }
    func property(_ text: String) -> String { data(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C") }
    return result.findings.map { finding in
      let command: String =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .review: "notice"
        }
      var properties = ["file=\(property(finding.file))"]
      if let line = finding.line { properties.append("line=\(line)") }
      properties.append("title=\(property(finding.rule.rawValue))")
      return "::\(command) \(properties.joined(separator: ","))::\(data(finding.message + " (\(finding.whereFound(of: result.configurations)))"))\n"
    }.joined()
  }
}
