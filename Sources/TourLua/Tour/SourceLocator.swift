import FoundationEssentials
import TourCore

/// Finds where a field is set in a script's source, so that messages about a field of the tour
/// table can name a line. One locator a script text, shared and remembering its answers: a
/// check loads one script hundreds of times, on several threads.
final class SourceLocator: @unchecked Sendable {
  private let lines: [Substring]
  private let lock = ThreadLock()
  private var assignments: [String: Int?] = [:]
  private var literals: [(line: Int, view: String, screen: String?)]?

  private init(_ source: String) {
    lines = source.textLines
  }

  /// The locator of `source`: the one made for the same text lately, else a new one.
  static func of(_ source: String) -> SourceLocator {
    recent.lock.lock()
    defer { recent.lock.unlock() }
    if let known = recent.locators.first(where: { $0.source == source }) { return known.locator }
    let locator = SourceLocator(source)
    if recent.locators.count == 8 { recent.locators.removeFirst() }
    recent.locators.append((source, locator))
    return locator
  }

  /// The locators made last, with their texts.
  private static let recent = Recent()

  private final class Recent: @unchecked Sendable {
    let lock = ThreadLock()
    var locators: [(source: String, locator: SourceLocator)] = []
  }

  /// The views a script names by a string literal (`view = "tabBar.profile"`), each with its
  /// line and the screen named on the same line (`screen = "cart"`), leaving out the marks that
  /// wait for a view the app adds later (`wait =` on the line).
  var literalViews: [(line: Int, view: String, screen: String?)] {
    lock.lock()
    defer { lock.unlock() }
    if let literals { return literals }
    let found = findLiteralViews()
    literals = found
    return found
  }

  /// The keys of the strings the script names by a literal: `tour.t("key", ...)` and
  /// `titleKey = "key"` (a skip view's title), in order, each once.
  var stringKeys: [String] {
    var keys: [String] = []
    var seen: Set<String> = []
    for line in lines {
      for call in line.byteAlignedRanges(of: "tour.t(") {
        let rest = line[call.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: quote), !body[..<end].contains("\\") else { continue }
        if seen.insert(String(body[..<end])).inserted { keys.append(String(body[..<end])) }
      }
      if let key = Self.literal(after: "titleKey", in: line), seen.insert(key).inserted { keys.append(key) }
    }
    return keys
  }

  private func findLiteralViews() -> [(line: Int, view: String, screen: String?)] {
    var found: [(Int, String, String?)] = []
    for (offset, line) in lines.enumerated() where line.byteAlignedRanges(of: "wait").isEmpty {
      guard let view = Self.literal(after: "view", in: line) else { continue }
      found.append((offset + 1, view, Self.literal(after: "screen", in: line)))
    }
    return found
  }

  /// The string literal assigned to `key` in `line` (`key = "x"` or `key = 'x'`), if any.
  private static func literal(after key: String, in line: Substring) -> String? {
    for value in assignedValues(of: key, in: line) {
      guard let quote = value.first, quote == "\"" || quote == "'" else { continue }
      let body = value.dropFirst()
      guard let end = body.firstIndex(of: quote), !body[..<end].contains("\\") else { continue }
      // The whole value, not the start of an expression (`"row" .. index`).
      let after = body[body.index(after: end)...].drop { $0 == " " || $0 == "\t" }
      guard after.first.map({ [",", "}", ")", ";"].contains($0) }) ?? true || after.hasPrefix("--") else { continue }
      return String(body[..<end])
    }
    return nil
  }

  /// What follows each `key =` of `line` (`key` not preceded by a name character or a dot,
  /// `=` not `==`), from the first character after the blanks.
  private static func assignedValues(of key: String, in line: Substring) -> [Substring] {
    var values: [Substring] = []
    // Found on the bytes: a line may be a list of megabytes.
    for range in line.byteAlignedRanges(of: key) {
      if range.lowerBound > line.startIndex {
        let before = line[line.index(before: range.lowerBound)]
        if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
      }
      let rest = line[range.upperBound...].drop { $0 == " " || $0 == "\t" }
      guard rest.first == "=", !rest.dropFirst().hasPrefix("=") else { continue }
      values.append(rest.dropFirst().drop { $0 == " " || $0 == "\t" })
    }
    return values
  }

  /// The line of the script's last `return` at the start of a line (where the tour table
  /// usually begins), or nil.
  var tableLine: Int? {
    lines.lastIndex { $0.hasPrefix("return") && !$0.dropFirst(6).hasPrefix("_") && !($0.dropFirst(6).first?.isLetter ?? false) }
      .map { $0 + 1 }
  }

  /// The first line (1-based) that assigns `key` (`key =` not preceded by a name character or
  /// a dot), or nil.
  func line(assigning key: String) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    if let known = assignments[key] { return known }
    let line = lines.firstIndex { !Self.assignedValues(of: key, in: $0).isEmpty }.map { $0 + 1 }
    assignments[key] = line
    return line
  }
}
