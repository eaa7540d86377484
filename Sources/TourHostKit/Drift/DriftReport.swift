import FoundationEssentials
import TourCore

/// What `tourhost drift` says: one line or record a target, in text, JSON or SARIF.
public enum DriftReport {
  /// The verdicts of `targets` between `old` and `new`, each build's screens by name (one
  /// capture's under `""`). A mark of a tour of several screens is looked for on its screen's
  /// capture; any other on the one capture, else on the capture of the old build that has its
  /// key path (the first by name).
  public static func verdicts(_ targets: [DriftTarget], old: [String: Screen], new: [String: Screen]) -> [DriftVerdict] {
    // Each screen's views are listed once, whatever number of targets it has.
    var listed: [String: [DriftElement]] = [:]
    func elements(_ screens: [String: Screen], _ build: String, _ name: String) -> [DriftElement]? {
      if let known = listed[build + "/" + name] { return known }
      guard let screen = screens[name] else { return nil }
      let all = DriftElement.all(of: screen)
      listed[build + "/" + name] = all
      return all
    }
    return targets.map { target in
      let name =
        target.screen.flatMap { old[$0] == nil ? nil : $0 }
        ?? (old.count == 1 ? old.keys.first : old.keys.sorted().first { old[$0]?.path(forKeyPath: target.keyPath) != nil })
      guard let name, let before = elements(old, "old", name), let after = elements(new, "new", name) else {
        let screen = target.screen.map { "its screen '\($0)'" } ?? "'\(target.keyPath)'"
        return DriftVerdict(target: target, kind: .gone, detail: "no capture of \(screen) in both builds")
      }
      return DriftVerdict.of(target, before: before, after: after)
    }
  }

  /// One line a target: `tour.lua:8: mark 2 'bar.buy': renamed to 'purchase' (score 0.74 = ...)`.
  public static func text(_ verdicts: [DriftVerdict]) -> String {
    let lines = verdicts.map { verdict -> String in
      let target = verdict.target
      let place = target.line.map { "\(target.file):\($0)" } ?? target.file
      var line = "\(place): mark \(target.mark) '\(target.keyPath)': \(verdict.kind.rawValue)"
      if verdict.kind == .renamed, let to = verdict.to { line += " to '\(to)'" }
      if verdict.kind != .found { line += ": \(verdict.detail)" }
      if let score = verdict.score, verdict.kind == .renamed || verdict.kind == .gone || verdict.kind == .ambiguous {
        line +=
          " (score \(MarkContext.f(score.total)) = " + score.shares.map { "\($0.name) \(MarkContext.f($0.share))" }.joined(separator: " + ") + ")"
      }
      return line
    }
    let counts = DriftVerdict.Kind.allCases.compactMap { kind -> String? in
      let count = verdicts.filter { $0.kind == kind }.count
      return count == 0 ? nil : "\(count) \(kind.rawValue)"
    }
    let summary = "\(verdicts.count) target\(verdicts.count == 1 ? "" : "s"): " + (counts.isEmpty ? "none" : counts.joined(separator: ", "))
    return (lines + [summary]).joined(separator: "\n") + "\n"
  }

  /// One record a (tour, mark, target): `verdict`, `score`, `to` and the breakdown.
  public static func json(_ verdicts: [DriftVerdict]) -> String {
    JSONValue.array(verdicts.map(record)).prettyText + "\n"
  }

  static func record(_ verdict: DriftVerdict) -> JSONValue {
    let target = verdict.target
    var fields: [(String, JSONValue)] = [
      ("tour", .string(target.tour)), ("file", .string(target.file)), ("mark", .number(Double(target.mark), decimals: 0)),
      ("target", .string(target.keyPath)), ("verdict", .string(verdict.kind.rawValue)),
      ("score", verdict.score.map { .number($0.total, decimals: 2) } ?? .null), ("to", verdict.to.map(JSONValue.string) ?? .null),
      ("detail", .string(verdict.detail)),
    ]
    if let score = verdict.score {
      fields.append(("breakdown", .object(score.shares.map { ($0.name, .number($0.share, decimals: 2)) })))
    }
    if let line = target.line { fields.append(("line", .number(Double(line), decimals: 0))) }
    return .object(fields)
  }

  /// SARIF 2.1.0: one result a target that is not `found`, its verdict as the rule.
  public static func sarif(_ verdicts: [DriftVerdict]) -> String {
    let rules = DriftVerdict.Kind.allCases.map { kind -> JSONValue in
      .object([("id", .string(kind.rawValue)), ("shortDescription", .object([("text", .string("a target \(kind.rawValue) between builds"))]))])
    }
    let results = verdicts.filter { $0.kind != .found }.map { verdict -> JSONValue in
      let level = verdict.kind.fails ? "error" : verdict.kind == .moved ? "note" : "warning"
      var region: [(String, JSONValue)] = []
      if let line = verdict.target.line { region.append(("startLine", .number(Double(line), decimals: 0))) }
      let location: JSONValue = .object([
        (
          "physicalLocation",
          .object([("artifactLocation", .object([("uri", .string(verdict.target.file))]))] + (region.isEmpty ? [] : [("region", .object(region))]))
        )
      ])
      return .object([
        ("ruleId", .string(verdict.kind.rawValue)), ("level", .string(level)),
        ("message", .object([("text", .string("mark \(verdict.target.mark) '\(verdict.target.keyPath)': \(verdict.detail)"))])),
        ("locations", .array([location])), ("properties", record(verdict)),
      ])
    }
    let driver: JSONValue = .object([
      ("name", .string("tourhost drift")), ("version", .string(TourhostVersion.current)), ("rules", .array(rules)),
    ])
    let document: JSONValue = .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
      ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
    ])
    return document.prettyText + "\n"
  }
}
