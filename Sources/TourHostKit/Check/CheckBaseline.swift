import FoundationEssentials
import TourImport

/// A check's known findings, as Android Lint keeps them: `--update-baseline FILE` writes
/// today's findings (fingerprint, rule, file, message and configurations); `--baseline FILE`
/// then hides a known finding only as it was: one that got worse (its message changed: a
/// larger overflow, a lower ratio) or spread to configurations it was not in is reported, with
/// what it was. It says how many it hid and which known ones are fixed.
public enum CheckBaseline {
  /// Why a baseline could not be read or written.
  public struct BaselineError: Error, CustomStringConvertible {
    public let description: String
  }

  public static func write(_ result: CheckResult, to path: String) throws {
    let entries = result.findings.map { finding -> JSONValue in
      .object([
        ("fingerprint", .string(finding.fingerprint)), ("rule", .string(finding.rule.rawValue)), ("file", .string(finding.file)),
        ("message", .string(finding.message)), ("configurations", .array(finding.configurations.map { .string($0) })),
      ])
    }
    let text = JSONValue.object([("tourhostBaseline", .number(1, decimals: 0)), ("findings", .array(entries))]).prettyText + "\n"
    try FileOutput.replace(path, with: text, writing: "the baseline")
  }

  public static func apply(file path: String, to result: inout CheckResult) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BaselineError(description: "cannot read the baseline \(path)")
    }
    var reader = JSONReader([UInt8](data))
    guard let root = try? reader.document().fields, let entries = root["findings"]?.items?.compactMap(\.fields) else {
      throw BaselineError(description: "\(path) is not a tourhost baseline (written by --update-baseline)")
    }
    struct Known {
      let description: String
      let message: String
      /// nil for a baseline written before configurations were kept.
      let configurations: Set<String>?
    }
    let known = Dictionary(
      entries.compactMap { entry -> (String, Known)? in
        guard let fingerprint = entry["fingerprint"]?.string else { return nil }
        let message = entry["message"]?.string ?? ""
        return (
          fingerprint,
          Known(
            description: "\(entry["rule"]?.string ?? "?"): \(message)", message: message,
            configurations: entry["configurations"]?.items.map { Set($0.compactMap(\.string)) })
        )
      }, uniquingKeysWith: { a, _ in a })
    let found = Set(result.findings.map(\.fingerprint))
    var kept: [CheckFinding] = []
    var hidden = 0
    for var finding in result.findings {
      guard let entry = known[finding.fingerprint] else {
        kept.append(finding)
        continue
      }
      let now = Set(finding.configurations)
      let came = entry.configurations.map { now.subtracting($0).sorted() } ?? []
      let went = entry.configurations.map { $0.subtracting(now).sorted() } ?? []
      guard finding.message != entry.message || !came.isEmpty else {
        hidden += 1
        continue
      }
      // Worse than the baseline knows it: reported, with what it was.
      var changes: [String] = []
      if finding.message != entry.message { changes.append("it was '\(entry.message)'") }
      if !came.isEmpty, went.isEmpty {
        changes.append("it is in \(came.count) configuration\(came.count == 1 ? "" : "s") more: \(named(came))")
      } else if !came.isEmpty {
        // As many configurations or fewer, but not the same ones: it moved, not grew.
        changes.append("it moved to \(named(came)), from \(named(went))")
      }
      finding.message += " (changed since the baseline: \(changes.joined(separator: "; ")))"
      kept.append(finding)
    }
    result.findings = kept
    result.hidden = hidden
    result.fixed = known.filter { !found.contains($0.key) }.map(\.value.description).sorted()
  }

  /// Configurations by name: the first three, then how many more.
  private static func named(_ configurations: [String]) -> String {
    configurations.prefix(3).joined(separator: "; ") + (configurations.count > 3 ? " and \(configurations.count - 3) more" : "")
  }
}
