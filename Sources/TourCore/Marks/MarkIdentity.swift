/// What a step is, as a hot reload follows it through a save: the name the script gives it
/// (the mark field `id`), else what it points at (its view's key path, or its cutout's
/// bounds, on its screen) and what it says (its hint, or the first text of its views).
///
/// A save that deletes or inserts a step before the one on show moves that step to another
/// index; the host finds it there by its identity instead of keeping the number.
public struct MarkIdentity: Hashable, Sendable {
  /// The step's name, when the script gives one: then only the name counts.
  public var id: String?
  /// What the mark points at: `screen/keyPath`, `screen/frame x y w h`, or `screen/none`.
  public var target: String
  /// What the mark says: its hint as written (or its body's first text); empty for none.
  public var text: String

  public init(id: String?, target: String, text: String) {
    self.id = id
    self.target = target
    self.text = text
  }

  /// The identity of `mark` as the data source made it, with the views it got (nil: not asked).
  public init(mark: CoachMark, views: MarkViews?) {
    id = mark.stepID
    let screen = mark.screenName ?? ""
    if let anchor = mark.anchor {
      target = "\(screen)/\(anchor.keyPath)"
    } else if let bounds = mark.cutoutPath?.bounds {
      let numbers = [bounds.x, bounds.y, bounds.width, bounds.height].map { ($0 * 2).rounded() / 2 }
      target = "\(screen)/frame " + numbers.map { "\($0)" }.joined(separator: " ")
    } else {
      target = "\(screen)/none"
    }
    text = views.flatMap { Self.firstText(of: $0.body) } ?? ""
  }

  /// The best score a match can have: the same id, or the same target and text.
  public static let bestScore = 3

  /// How well `candidate` is this step: 3 for the same id (with an id, nothing else counts);
  /// without one, 2 for the same target and 1 for the same text (an empty text matches
  /// nothing). 0: not this step.
  public func score(_ candidate: MarkIdentity) -> Int {
    if let id { return candidate.id == id ? Self.bestScore : 0 }
    return (candidate.target == target ? 2 : 0) + (!text.isEmpty && candidate.text == text ? 1 : 0)
  }

  /// Where this step is among a version's `count` marks: the index whose identity
  /// (`identity(index)`, nil when that mark cannot be made) scores best, the nearest to
  /// `near` among equals; nil when none scores. Asks about `limit` marks at most, nearest
  /// first, and stops at a best score.
  public func find(count: Int, near: Int, limit: Int, identity: (Int) -> MarkIdentity?) -> Int? {
    guard count > 0 else { return nil }
    let start = min(max(near, 1), count)
    var best: (index: Int, score: Int)?
    var asked = 0
    var distance = 0
    while asked < limit, distance < count {
      for index in distance == 0 ? [start] : [start + distance, start - distance] where (1...count).contains(index) {
        guard asked < limit else { break }
        asked += 1
        guard let candidate = identity(index) else { continue }
        let score = score(candidate)
        if score > (best?.score ?? 0) { best = (index, score) }
        if score == Self.bestScore { return index }
      }
      distance += 1
    }
    return best?.index
  }

  /// The first text a body shows: a default body's hint (or its title), a text, or the first
  /// text inside a box.
  private static func firstText(of view: ViewSpec) -> String? {
    switch view.kind {
    case .defaultBody(let content, _):
      if !content.hint.isEmpty { return content.hint }
      return content.controls?.title
    case .text(let text, _): return text
    case .skipButton(let title, _): return title
    case .box(_, let children):
      for child in children { if let text = firstText(of: child), !text.isEmpty { return text } }
      return nil
    case .plain, .defaultArrow, .image: return nil
    }
  }
}
