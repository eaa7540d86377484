import TourCore

/// What became of one target between two builds.
public struct DriftVerdict: Sendable {
  /// The closed set of verdicts.
  public enum Kind: String, CaseIterable, Sendable {
    /// The same identifier, once, where it was.
    case found
    /// The same identifier, once, with other bounds, under other ancestors, or on another screen.
    case moved
    /// The identifier is gone and one candidate scores above the threshold.
    case renamed
    /// The identifier matches more than one view, or a runner-up of the same role scores within
    /// 0.1 of the best.
    case ambiguous
    /// No candidate scores above the threshold.
    case gone
    /// Found, but only by a text that will be translated (the capture gives it no identifier).
    case labelOnly = "label-only"

    /// Whether the verdict fails the command (exit 1).
    public var fails: Bool { self == .gone || self == .ambiguous }
  }

  public var target: DriftTarget
  public var kind: Kind
  /// The best candidate's score (1 for the same identifier), and each attribute's share.
  public var score: DriftScore?
  /// The identifier proposed (renamed), or found; its key path in the new build.
  public var to: String?
  /// What changed, in words (`bounds [20,600,100,44] → [20,640,100,44]`), or why.
  public var detail: String

  /// The verdict for `target`, found among `before` (its screen's views in the old build) and
  /// looked for among `after`.
  static func of(_ target: DriftTarget, before: [DriftElement], after: [DriftElement]) -> DriftVerdict {
    let id = target.keyPath.split(separator: ".").last.map(String.init) ?? target.keyPath
    guard let was = before.first(where: { $0.keyPath == target.keyPath }) ?? before.first(where: { $0.id == id }) else {
      return DriftVerdict(target: target, kind: .gone, detail: "'\(target.keyPath)' is not in the old build's capture either")
    }
    // The same view: at its key path, else by its identifier under other ancestors. An
    // identifier that names more views than it did (`cart` twice, or `add` and `add_2`, a
    // capture's repeated identifier) makes it ambiguous: a tour that names it by its id finds
    // two.
    func named(_ elements: [DriftElement]) -> [DriftElement] {
      elements.filter { $0.id == was.id || $0.id.hasPrefix(was.id + "_") && Int($0.id.dropFirst(was.id.count + 1)) != nil }
    }
    let here = after.first { $0.keyPath == was.keyPath }
    // A view the old build had at its own key path is another view, never the target moved or
    // renamed (a sibling of the same kind stays itself).
    let known = Set(before.map(\.keyPath))
    let newcomers = after.filter { !known.contains($0.keyPath) }
    let elsewhere = newcomers.filter { $0.id == was.id }
    // A list's rows are followed by their text first: a row added to the list is no ambiguity.
    if let repeated = repeatedIdentifier(target, was: was, before: before, after: after) { return repeated }
    let namesNow = named(after)
    if namesNow.count > 1, namesNow.count > named(before).count {
      return DriftVerdict(
        target: target, kind: .ambiguous, to: nil,
        detail: "its identifier '\(was.id)' now names \(namesNow.count) views: " + namesNow.map(\.keyPath).joined(separator: ", "))
    }
    if let now = here ?? elsewhere.first { return sameIdentifier(target, was: was, now: now) }
    return candidates(target, was: was, among: newcomers)
  }

  /// A target whose identifier several siblings share (a list's rows: `title`, `title_2`, ...,
  /// numbered in order) is the row with its text: its number moves when a row comes before it.
  /// The one row of its ancestors with its text is where it went (found or moved); none, or
  /// several, is `ambiguous`. Nil for an identifier of one view.
  private static func repeatedIdentifier(_ target: DriftTarget, was: DriftElement, before: [DriftElement], after: [DriftElement])
    -> DriftVerdict?
  {
    let digits = was.id.reversed().prefix { $0.isASCII && $0.isNumber }.count
    let base = digits > 0 && was.id.dropLast(digits).hasSuffix("_") ? String(was.id.dropLast(digits + 1)) : was.id
    func rows(_ elements: [DriftElement]) -> [DriftElement] {
      elements.filter { element in
        element.ancestors == was.ancestors
          && (element.id == base || element.id.hasPrefix(base + "_") && Int(element.id.dropFirst(base.count + 1)) != nil)
      }
    }
    guard rows(before).count > 1, let text = was.label else { return nil }
    let same = rows(after).filter { $0.label == text }
    guard same.count == 1, let now = same.first else {
      let names = rows(after).map { "'\($0.keyPath)'" }.joined(separator: ", ")
      return DriftVerdict(
        target: target, kind: .ambiguous, to: nil,
        detail: "its identifier '\(base)' names several rows (\(names)), and \(same.isEmpty ? "none has" : "\(same.count) have") its text '\(text)'")
    }
    return sameIdentifier(target, was: was, now: now)
  }

  private static func sameIdentifier(_ target: DriftTarget, was: DriftElement, now: DriftElement) -> DriftVerdict {
    let full = DriftScore(identifier: 1, role: 1, ancestors: 1, text: 1, neighbours: 1)
    var changes: [String] = []
    if was.keyPath != now.keyPath { changes.append("path \(was.keyPath) → \(now.keyPath)") }
    if let a = was.frame, let b = now.frame, !a.isClose(to: b) { changes.append("bounds \(a.shown) → \(b.shown)") }
    if was.idIsText {
      return DriftVerdict(target: target, kind: .labelOnly, score: full, to: now.keyPath, detail: "found by its text '\(was.label ?? "")' only")
    }
    if changes.isEmpty { return DriftVerdict(target: target, kind: .found, score: full, to: now.keyPath, detail: "unchanged") }
    return DriftVerdict(target: target, kind: .moved, score: full, to: now.keyPath, detail: changes.joined(separator: "; "))
  }

  private static func candidates(_ target: DriftTarget, was: DriftElement, among after: [DriftElement]) -> DriftVerdict {
    let scored = after.map { (element: $0, score: DriftScore.of($0, against: was)) }.sorted {
      ($0.score.total, $1.element.keyPath) > ($1.score.total, $0.element.keyPath)
    }
    guard let best = scored.first, best.score.total >= DriftScore.threshold else {
      let nearest = scored.first.map { " (the nearest, '\($0.element.keyPath)', scores \(MarkContext.f($0.score.total)))" } ?? ""
      return DriftVerdict(
        target: target, kind: .gone, score: scored.first?.score, to: nil,
        detail: "'\(was.id)' is gone and no view scores \(MarkContext.f(DriftScore.threshold)) or more\(nearest)")
    }
    if let rival = scored.dropFirst().first(where: { $0.element.type == best.element.type }),
      best.score.total - rival.score.total < DriftScore.margin
    {
      return DriftVerdict(
        target: target, kind: .ambiguous, score: best.score, to: nil,
        detail:
          "'\(best.element.keyPath)' (\(MarkContext.f(best.score.total))) and '\(rival.element.keyPath)' (\(MarkContext.f(rival.score.total))) are as alike"
      )
    }
    return DriftVerdict(
      target: target, kind: .renamed, score: best.score, to: best.element.id, detail: "'\(was.id)' is now '\(best.element.keyPath)'")
  }
}

extension Rect {
  /// Within half a point of `other` on each edge.
  fileprivate func isClose(to other: Rect) -> Bool {
    abs(minX - other.minX) < 0.5 && abs(minY - other.minY) < 0.5 && abs(width - other.width) < 0.5 && abs(height - other.height) < 0.5
  }

  /// `[x,y,w,h]`, each to 0.01.
  var shown: String { "[" + [minX, minY, width, height].map(MarkContext.f).joined(separator: ",") + "]" }
}
