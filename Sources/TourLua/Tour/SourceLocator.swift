/// Finds where a field is set in a script's source, so that messages about a field of the tour
/// table can name a line.
struct SourceLocator {
  private let lines: [Substring]

  init(_ source: String) {
    lines = source.textLines
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
    for (offset, line) in lines.enumerated() {
      var search = line.startIndex
      while let range = line[search...].range(of: key) {
        search = range.upperBound
        if range.lowerBound > line.startIndex {
          let before = line[line.index(before: range.lowerBound)]
          if before.isLetter || before.isNumber || before == "_" || before == "." { continue }
        }
        let after = line[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
        if after.hasPrefix("=") && !after.hasPrefix("==") { return offset + 1 }
      }
    }
    return nil
  }
}
