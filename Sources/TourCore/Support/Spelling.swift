/// Finds a close spelling for names that do not match, for "did you mean" hints.
public enum Spelling {
  /// The candidate closest to `word` by edit distance, when it differs only in letter case
  /// or is a few edits away (none for names of 2 characters, 1 up to 5, else 2), and is not
  /// `word` itself. Ties go to the first candidate.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let allowed = word.count <= 2 ? 0 : (word.count <= 5 ? 1 : 2)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance =
        candidate.lowercased() == word.lowercased() ? 0 : editDistance(word, candidate)
      if distance <= allowed, best == nil || distance < best!.distance {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The edit distance between two strings, in characters: insertions, deletions,
  /// substitutions and swaps of two neighbours each count 1 (optimal string alignment).
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
