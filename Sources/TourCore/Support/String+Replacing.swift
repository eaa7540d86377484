extension StringProtocol {
  /// The text with every `target` replaced by `replacement`, matched scalar by scalar as
  /// Foundation's `replacingOccurrences(of:with:)` matches (so `"\n"` is found in `"\r\n"`,
  /// which Swift reads as one character), from the start, without overlaps.
  public func replacingEvery(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
    parts(separatedBy: target).joined(separator: String(replacement))
  }

  /// The text cut at every `separator`, matched scalar by scalar as Foundation's
  /// `components(separatedBy:)` matches (`"a\r\nb"` cut at `"\n"` is `["a\r", "b"]`), empty
  /// parts kept.
  public func parts(separatedBy separator: some StringProtocol) -> [String] {
    let needle = Array(separator.unicodeScalars)
    let scalars = Array(unicodeScalars)
    guard let first = needle.first else { return [String(self)] }
    var parts: [String] = []
    var part = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == first, index + needle.count <= scalars.count,
        scalars[index..<(index + needle.count)].elementsEqual(needle)
      {
        parts.append(String(part))
        part = String.UnicodeScalarView()
        index += needle.count
      } else {
        part.append(scalars[index])
        index += 1
      }
    }
    parts.append(String(part))
    return parts
  }
}
