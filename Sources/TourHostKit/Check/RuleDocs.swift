/// The rules' descriptions as people and tools read them: the rules section of
/// docs/CHECKS.md (`tourhost check --list-rules --format markdown`), JSON, and a list for a
/// terminal. Made from `CheckRules.all`, never written by hand.
public enum RuleDocs {
  /// Where docs/CHECKS.md is published: each rule's heading is an anchor there (SARIF's
  /// `helpUri`).
  public static let checksPage = "https://github.com/tourhost/tourhost/blob/main/docs/CHECKS.md"

  /// The address of a rule's section.
  public static func helpURI(_ rule: CheckRule) -> String { "\(checksPage)#\(rule.rawValue)" }

  /// The formats `--list-rules` prints in.
  public enum Format: String, CaseIterable, Sendable {
    case text
    case markdown
    case json
  }

  public static func render(_ format: Format) -> String {
    switch format {
    case .text: text
    case .markdown: markdown
    case .json: JSONValue.array(RuleDescription.all.map(json)).prettyText + "\n"
    }
  }

  /// One line a rule: `mark-off-screen  error / warning  a mark leaves the screen ...`.
  static var text: String {
    let width = (RuleDescription.all.map(\.id.rawValue.count).max() ?? 0) + 2
    return RuleDescription.all.map { rule in
      rule.id.rawValue.padded(to: width) + rule.summary + " [" + rule.severity.description + "]"
    }.joined(separator: "\n") + "\n"
  }

  /// The rules section of docs/CHECKS.md: the frame the examples share, then a section a rule.
  static var markdown: String {
    var out = """
      Every example below is a tour's fields inside one frame, played in one configuration (`iphone \
      portrait L source light` unless it says): the frame's screen, the example's fields, then the \
      frame's value of each field the example leaves out:

      ```lua
      return {
        \(RuleExample.screen)
        -- the example's fields
      \(RuleExample.defaults.map { "  " + $0.lua }.joined(separator: "\n"))
      }
      ```

      An app rule's example is an app file and its tours (`a.lua`, ...), each tour its fields over \
      two screens, `home` and `cart`, each with the view `a`, and one mark on `a`.

      Each example's findings are exactly what the rule reports for it (one test runs them all).

      """
    for rule in RuleDescription.all { out += "\n" + section(rule) }
    return out
  }

  private static let scopeNames: [RuleDescription.Scope: String] = [
    .mark: "each shown mark", .run: "what happens while the tour plays", .tour: "the tour as written", .app: "an app file's tours together",
  ]

  private static func section(_ rule: RuleDescription) -> String {
    var out = "### `\(rule.id.rawValue)`\n\n\(capitalized(rule.summary)).\n\n"
    out += "- Severity: \(rule.severity)\n"
    out += "- Looks at: \(rule.scopes.compactMap { scopeNames[$0] }.joined(separator: "; "))\n"
    if let threshold = rule.threshold { out += "- Threshold: \(threshold)\n" }
    out +=
      "- Source: " + rule.sources.map { source in source.link.map { "[\(source.title)](\($0))" } ?? source.title }.joined(separator: "; ") + "\n\n"
    out += capitalized(rule.finds) + ".\n"
    for (title, examples) in [("Found", rule.triggering), ("For review", rule.review), ("Not found", rule.passing)] where !examples.isEmpty {
      out += "\n\(title):\n"
      for example in examples { out += "\n" + exampleText(example) }
    }
    return out
  }

  private static func exampleText(_ example: RuleExample) -> String {
    if example.isApp {
      var out = "```lua\n-- app.lua\n" + example.appScript
      for tour in example.tours { out += "-- \(tour.id).lua: \(tour.fields.isEmpty ? "(the app frame alone)" : tour.fields)\n" }
      return out + "```\n" + (example.findings.isEmpty ? "" : "\n" + example.findings.map { "- `\($0)`\n" }.joined())
    }
    var out = "```lua\n" + (example.fields.isEmpty ? "-- (the frame alone)" : example.fields) + "\n```\n"
    for file in example.files { out += "\nwith `\(file.name)`: `\(file.text)`\n" }
    for picture in example.pictures { out += "\nwith `\(picture)`: a PNG of one pixel\n" }
    var played: [String] = []
    if example.configuration != RuleExample.phone { played.append("in `\(example.configuration)`") }
    if example.profile != .apple { played.append("with `--profile \(example.profile.rawValue)`") }
    if example.withFaults { played.append("with `--faults`") }
    if !played.isEmpty { out += "\n(played \(played.joined(separator: " ")))\n" }
    if !example.findings.isEmpty { out += "\n" + example.findings.map { "- `\($0)`\n" }.joined() }
    return out
  }

  private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  static func json(_ rule: RuleDescription) -> JSONValue {
    func examples(_ list: [RuleExample]) -> JSONValue {
      .array(
        list.map { example in
          .object(
            [
              ("fields", .string(example.fields)), ("files", .object(example.files.map { ($0.name, .string($0.text)) })),
              ("configuration", .string(example.configuration)), ("profile", .string(example.profile.rawValue)),
              ("findings", .array(example.findings.map { .string($0) })),
            ] + (example.isApp ? [("tours", .object(example.tours.map { ($0.id, .string($0.fields)) }))] : []))
        })
    }
    return .object([
      ("id", .string(rule.id.rawValue)), ("severity", .string(rule.severity.description)), ("summary", .string(rule.summary)),
      ("finds", .string(rule.finds)),
      ("threshold", rule.threshold.map { .string($0) } ?? .null),
      ("sources", .array(rule.sources.map { .object([("title", .string($0.title)), ("link", $0.link.map { .string($0) } ?? .null)]) })),
      ("scopes", .array(rule.scopes.map { .string($0.rawValue) })), ("helpUri", .string(helpURI(rule.id))),
      ("triggering", examples(rule.triggering)), ("passing", examples(rule.passing)), ("review", examples(rule.review)),
    ])
  }
}
