import TourCore
import TourHostKit
import TourPreview

/// The checks of the configuration on show, run after each save (and each change of a
/// picker): `tourhost check`'s rules on the script as it is now, played once, in that one
/// configuration, in a run of its own on the calling thread (`BackgroundChecks`' only); their
/// findings in `check`'s words, errors first, for the page.
struct LiveChecks {
  let options: InteractiveOptions

  /// The findings for the script seen in `environment`; a tour that does not load has none
  /// (its error is the banner's).
  func findings(seenIn environment: TourEnvironment) -> [PreviewStatus.Finding] {
    var check = CheckOptions(tours: [options.script], matrix: .seen(environment), configuration: options.configuration, text: options.text)
    check.keepsPictures = false
    check.threads = 1
    guard let result = try? CheckRunner.run(check) else { return [] }
    // Errors first, then warnings, then the rest; check's order within each.
    let rank = { (finding: CheckFinding) in finding.severity == .error ? 0 : finding.severity == .warning ? 1 : 2 }
    let ordered = result.findings.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    return ordered.map { finding in
      PreviewStatus.Finding(
        rule: finding.rule.rawValue, severity: finding.severity.rawValue, mark: finding.mark, text: finding.headline,
        frame: finding.frame.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? [])
    }
  }
}
