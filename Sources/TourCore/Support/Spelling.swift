/// Finds a close spelling for names that do not match, for "did you mean" hints.
public enum Spelling {
  /// The candidate closest to `word`, when it differs only in letter case, is a few edits
  /// away (none for names of 2 characters, 1 up to 5, 2 up to 11, then one more for every 6
  /// characters: a long name cut short is still found), or begins with most of `word`
  /// (`childs` finds `children`, `gapBetweenCoachMarkAndCutout` finds
  /// `gapBetweenCoachMarkAndCutoutPath`); never `word` itself. The fewest edits win; ties go
  /// to the first candidate.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    // No name a person types is this long: nothing is close to it (and counting the
    // characters of a megabyte string a script made up is not free).
    guard word.utf8.count <= 1000 else { return nil }
    let length = word.count
    let allowed = length <= 2 ? 0 : (length <= 5 ? 1 : (length <= 11 ? 2 : length / 6))
    let lowered = word.lowercased()
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let other = candidate.lowercased()
      // At least the difference in length apart, and too short to share most of the word:
      // no need to count the edits (a name 10,000 characters long is not compared letter by
      // letter with every candidate; the bridge fuzzer found that slow).
      let otherLength = other.count
      if abs(otherLength - length) > allowed, otherLength * 5 < length * 4 { continue }
      let distance = other == lowered ? 0 : editDistance(word, candidate)
      let shared = zip(lowered, other).prefix { $0 == $1 }.count
      let sharesStem = length >= 4 && shared >= 4 && shared * 5 >= length * 4
      guard distance <= allowed || sharesStem else { continue }
      if distance < best?.distance ?? .max { best = (candidate, distance) }
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
    // Three rows of the table are enough: the one before last (for swaps), the last, this one.
    var before = [Int](repeating: 0, count: b.count + 1)
    var last = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(last[j] + 1, row[j - 1] + 1, last[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], before[j - 2] + 1)
        }
      }
      (before, last, row) = (last, row, before)
    }
    return last[b.count]
  }
}
