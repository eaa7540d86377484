import TourLua

/// A check's result as JUnit XML: a suite per tour file, with a test case for the tour and one
/// for each mark; a suite per app file, with a case for the app and one for each of its tours.
/// A case fails as the check does: with an error (and with a warning under `--strict`), one
/// `failure` listing each finding at that place; the findings that do not fail it (warnings
/// without `--strict`, what is to review or for information) are its `system-out`.
enum CheckJUnit {
  static func xml(_ result: CheckResult, strict: Bool) -> String {
    let failingSeverities: Set<CheckSeverity> = strict ? [.error, .warning] : [.error]
    var suites = ""
    var total = (tests: 0, failures: 0)
    for (file, marks) in result.marks.sortedByKey {
      let places = self.places(of: file, marks: marks, members: result.members[file])
      let findings = result.findings.filter { $0.file == file }
      var cases = ""
      var failures = 0
      for place in places {
        let here = findings.filter { self.place(of: $0, in: places) == place }
        let failing = here.filter { failingSeverities.contains($0.severity) }
        let others = here.filter { !failingSeverities.contains($0.severity) }
        if !failing.isEmpty { failures += 1 }
        cases += testCase(file: file, place: place, failing: failing, others: others, configurations: result.configurations)
      }
      total.tests += places.count
      total.failures += failures
      suites += "  <testsuite name=\"\(escape(file))\" tests=\"\(places.count)\" failures=\"\(failures)\">\n" + cases + "  </testsuite>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"tourhost check\" tests=\"\(total.tests)\" failures=\"\(total.failures)\">\n" + suites + "</testsuites>\n"
  }

  /// The cases of a file: `the tour`, `mark 1`, ... for a tour; `the app`, `tour onboarding`,
  /// ... for an app file.
  private static func places(of file: String, marks: Int, members: [String]?) -> [String] {
    if let members { return ["the app"] + members.map { "tour " + $0 } }
    return ["the tour"] + (marks > 0 ? (1...marks).map { "mark \($0)" } : [])
  }

  /// Where a finding belongs: its mark, or the first tour an app finding is about, else the
  /// whole tour or app.
  private static func place(of finding: CheckFinding, in places: [String]) -> String {
    if let mark = finding.mark, places.contains("mark \(mark)") { return "mark \(mark)" }
    if let tour = finding.element.split(separator: " ").first, places.contains("tour \(tour)") { return "tour \(tour)" }
    return places[0]
  }

  private static func testCase(file: String, place: String, failing: [CheckFinding], others: [CheckFinding], configurations: Int) -> String {
    let open = "    <testcase classname=\"\(escape(file))\" name=\"\(escape(place))\""
    guard !failing.isEmpty || !others.isEmpty else { return open + "/>\n" }
    func line(_ finding: CheckFinding) -> String {
      "\(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)] (\(finding.whereFound(of: configurations)))"
    }
    var out = open + ">\n"
    if let first = failing.first {
      let more = failing.count > 1 ? " (and \(failing.count - 1) more)" : ""
      let types = failing.map(\.rule.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      let message = first.severity.rawValue + ": " + first.message + more
      out += "      <failure type=\"\(escape(types.joined(separator: " ")))\" message=\"\(escape(message))\">"
      out += escape(failing.map(line).joined(separator: "\n")) + "</failure>\n"
    }
    if !others.isEmpty { out += "      <system-out>" + escape(others.map(line).joined(separator: "\n")) + "</system-out>\n" }
    return out + "    </testcase>\n"
  }

  private static func escape(_ text: String) -> String { CheckReport.markup(text) }
}
