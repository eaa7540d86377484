import Foundation

/// A check's known findings, as Android Lint keeps them: `--update-baseline FILE` writes the
/// fingerprints of today's findings (with their rule and message, for people); `--baseline
/// FILE` then reports only the others, and says how many it hid and which known ones are fixed.
public enum CheckBaseline {
  /// Why a baseline could not be read or written.
  public struct BaselineError: Error, CustomStringConvertible {
    public let description: String
  }

  public static func write(_ result: CheckResult, to path: String) throws {
    let entries = result.findings.map { finding -> JSONValue in
      .object([
        ("fingerprint", .string(finding.fingerprint)), ("rule", .string(finding.rule.rawValue)), ("file", .string(finding.file)),
        ("message", .string(finding.message)),
      ])
    }
    let text = JSONValue.object([("tourhostBaseline", .number(1, decimals: 0)), ("findings", .array(entries))]).prettyText + "\n"
    try FileOutput.replace(path, with: text, writing: "the baseline")
  }

  public static func apply(file path: String, to result: inout CheckResult) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BaselineError(description: "cannot read the baseline \(path)")
    }
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let entries = root["findings"] as? [[String: Any]] else {
      throw BaselineError(description: "\(path) is not a tourhost baseline (written by --update-baseline)")
    }
    let known = Dictionary(entries.compactMap { entry in
      (entry["fingerprint"] as? String).map { ($0, "\(entry["rule"] as? String ?? "?"): \(entry["message"] as? String ?? "")") }
    }, uniquingKeysWith: { a, _ in a })
    let found = Set(result.findings.map(\.fingerprint))
    result.hidden = result.findings.filter { known[$0.fingerprint] != nil }.count
    result.findings.removeAll { known[$0.fingerprint] != nil }
    result.fixed = known.filter { !found.contains($0.key) }.map(\.value).sorted()
  }
}
