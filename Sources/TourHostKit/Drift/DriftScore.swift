/// How alike a candidate of the new build is to the target of the old one, attribute by
/// attribute, each from 0 to 1, weighed into one score.
///
/// The weights: the identifier 0.35 (what the tour names; a renamed view keeps some of its
/// words more often than not), the role 0.20 (a button stays a button), the ancestor path
/// 0.15, the text 0.15 (translated, it is the weakest witness alone) and the neighbours 0.15
/// (the ids of the four siblings on each side). The threshold, 0.6, asks for more than agreement on place and
/// role (the role, ancestors and neighbours together are 0.5): a candidate must also share
/// part of the name or the text, so that a sibling of the same type in the same place is never
/// taken for the target. A runner-up of the same role within 0.1 of the best makes the verdict
/// `ambiguous`, never `renamed`.
public struct DriftScore: Hashable, Sendable {
  public var identifier: Double
  public var role: Double
  public var ancestors: Double
  public var text: Double
  public var neighbours: Double

  /// The attributes' weights, in the order they are printed.
  public static let weights: [(name: String, weight: Double)] = [
    ("identifier", 0.35), ("role", 0.20), ("ancestors", 0.15), ("text", 0.15), ("neighbours", 0.15),
  ]
  /// The least score of a candidate taken for a renamed target.
  public static let threshold = 0.6
  /// How close a runner-up of the same role may come before the verdict is `ambiguous`.
  public static let margin = 0.1

  /// Each attribute's value, in the weights' order.
  public var values: [Double] { [identifier, role, ancestors, text, neighbours] }

  /// The weighed sum, rounded to 0.01.
  public var total: Double {
    let sum = zip(Self.weights, values).reduce(0) { $0 + $1.0.weight * $1.1 }
    return (sum * 100).rounded() / 100
  }

  /// Each attribute's share of the total (its weight times its value), rounded to 0.01.
  public var shares: [(name: String, share: Double)] {
    zip(Self.weights, values).map { ($0.name, (($0.weight * $1) * 100).rounded() / 100) }
  }

  /// How alike `candidate` is to `target`.
  static func of(_ candidate: DriftElement, against target: DriftElement) -> DriftScore {
    DriftScore(
      identifier: Similarity.names(candidate.id, target.id),
      role: candidate.type == target.type ? 1 : 0,
      ancestors: Similarity.paths(candidate.ancestors, target.ancestors),
      text: Similarity.texts(candidate.label, target.label),
      neighbours: Similarity.sets(candidate.siblings, target.siblings))
  }
}

/// Similarities from 0 to 1.
enum Similarity {
  /// Two ids: the larger of their words' overlap (`cartButton` and `cart_button` share both)
  /// and their spelling's (one minus the edit distance over the longer length).
  static func names(_ a: String, _ b: String) -> Double {
    if a == b { return 1 }
    return max(sets(Set(words(a)), Set(words(b))), spelling(a.lowercased(), b.lowercased()))
  }

  /// Two texts: 1 when equal, else their words' overlap; 0 when either has none.
  static func texts(_ a: String?, _ b: String?) -> Double {
    guard let a, let b, !a.isEmpty, !b.isEmpty else { return 0 }
    return a == b ? 1 : sets(Set(words(a)), Set(words(b)))
  }

  /// Two ancestor paths: the share of the longer one's ids they hold in common, from the top.
  static func paths(_ a: [String], _ b: [String]) -> Double {
    let longest = max(a.count, b.count)
    guard longest > 0 else { return 1 }
    let common = zip(a, b).prefix { $0 == $1 }.count
    return Double(common) / Double(longest)
  }

  /// Jaccard's index of two sets; 1 for two empty sets.
  static func sets(_ a: Set<String>, _ b: Set<String>) -> Double {
    let union = a.union(b).count
    return union == 0 ? 1 : Double(a.intersection(b).count) / Double(union)
  }

  /// The words of an id or a text, lowercased: split at case changes, digits and anything not
  /// a letter.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousLower = false
    for character in text {
      if !character.isLetter {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousLower = false
        continue
      }
      if character.isUppercase, previousLower, !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previousLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// One minus the edit distance over the longer length (ids are short: at most 128
  /// characters of each are compared).
  static func spelling(_ a: String, _ b: String) -> Double {
    let x = Array(a.prefix(128))
    let y = Array(b.prefix(128))
    let longest = max(x.count, y.count)
    guard longest > 0 else { return 1 }
    var previous = Array(0...y.count)
    for i in 1...max(x.count, 1) where !x.isEmpty {
      var row = [i] + Array(repeating: 0, count: y.count)
      for j in stride(from: 1, through: y.count, by: 1) {
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      previous = row
    }
    return 1 - Double(previous[y.count]) / Double(longest)
  }
}
