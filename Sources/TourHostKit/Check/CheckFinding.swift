import TourCore
import TourLua

/// What a rule found in one configuration, before grouping.
struct RawFinding: Hashable {
  var rule: CheckRule
  var severity: CheckSeverity
  var message: String
  /// The mark's index, or nil for the tour as a whole.
  var mark: Int?
  /// What in the mark: `body`, `next`, `skip`, `hint`, `arrow`, `target`, a string key.
  var element: String
  /// The script line it is about (the mark's coachMarkAt or coachMarkViewsAt), when known.
  var line: Int?
  /// What to outline in its picture, in screen points.
  var frame: Rect?
  /// The picture of the configuration it was found in (SVG), when the check keeps pictures.
  var picture: String?
}

/// A finding grouped: one per rule, tour, mark and element, with every configuration it fails
/// in (its message is the one of the first, in the matrix's order).
public struct CheckFinding: Hashable, Sendable {
  /// The rule that found it.
  public var rule: CheckRule
  /// Its worst severity over its configurations.
  public var severity: CheckSeverity
  /// What is wrong, with the measured and the required value.
  public var message: String
  /// The tour's id.
  public var tour: String
  /// The tour's script, as messages name it.
  public var file: String
  /// The script line it is about, when known.
  public var line: Int?
  /// The mark, or nil for the tour as a whole (the skip view, the strings).
  public var mark: Int?
  /// What in the mark: `body`, `next`, `skip`, `hint`, `arrow`, `target`, a string key.
  public var element: String
  /// The configurations it fails in, in the matrix's order (`iphone-se portrait L source light`);
  /// none for a finding about the tour as written (its strings, its settings), whatever the
  /// configuration.
  public var configurations: [String]
  /// What the picture outlines, and the picture (SVG) of its first configuration of its worst
  /// severity, when the check keeps pictures (`--report`).
  public var frame: Rect?
  public var picture: String?

  /// `tour.lua:12: warning: ... [rule]`: its first line in the text report.
  public var headline: String {
    let place = line.map { "\(file):\($0)" } ?? file
    return "\(place): \(severity.rawValue): \(message) [\(rule.rawValue)]"
  }

  /// Where it holds, for a message: `in 3 of 240 configurations`, or `in the tour as written`.
  public func whereFound(of total: Int) -> String {
    guard configurations.isEmpty else { return "in \(configurations.count) of \(total) configurations" }
    return ScriptDoor.kind(of: file) == .app ? "in the app as written" : "in the tour as written"
  }

  /// A stable fingerprint of what it is about (rule, tour, mark, element), for baselines
  /// and SARIF's `partialFingerprints`: the same finding keeps it from run to run.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(rule.rawValue)|\(tour)|\(mark.map(String.init) ?? "-")|\(element)".utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16).leftPadded(16)
  }
}

extension String {
  fileprivate func leftPadded(_ length: Int) -> String { count >= length ? self : String(repeating: "0", count: length - count) + self }
}
