extension TextBlock {
  /// The block cut to its first `count` lines (at least one) when it has more, the last one
  /// ending with an ellipsis that fits the block's width and `maxWidth` (characters are
  /// dropped from its end to make room, as UIKit's tail truncation does). `hiddenLines` says
  /// how many lines are not shown. The block keeps its width: laid out again at that width
  /// (to be drawn), it wraps and is cut the same way.
  public func truncated(
    toLines count: Int, fontSize: Double, maxWidth: Double, measurer: any TextMeasuring, bold: Bool = false,
    direction: LayoutDirection = .leftToRight
  ) -> TextBlock {
    let count = max(count, 1)
    guard lines.count > count else { return self }
    var block = self
    if let fragments {
      block.truncateFragments(
        fragments, toLines: count, fontSize: fontSize, limit: min(maxWidth, self.width), measurer: measurer, direction: direction)
      return block
    }
    var last = lines[count - 1]
    func width(_ text: String) -> Double { measurer.width(of: text, fontSize: fontSize, bold: bold, direction: direction) }
    let limit = min(maxWidth, self.width)
    while !last.isEmpty, width(last.trimmingTrailingSpaces + Self.ellipsis) > limit + 1e-6 { last.removeLast() }
    block.lines = Array(lines.prefix(count - 1)) + [last.trimmingTrailingSpaces + Self.ellipsis]
    block.hiddenLines = lines.count - count
    block.height = Double(count) * measurer.lineHeight(fontSize: fontSize)
    return block
  }

  /// A rich block cut to `count` lines: the last line's fragments lose characters from their
  /// end until they and the ellipsis (in the last fragment's face) fit `limit`.
  private mutating func truncateFragments(
    _ all: [[TextFragment]], toLines count: Int, fontSize: Double, limit: Double, measurer: any TextMeasuring, direction: LayoutDirection
  ) {
    var last = all[count - 1].map { StyledWrapper.Part(text: $0.text, face: $0.face, link: $0.link, image: $0.image) }
    // Pictures keep the widths they were laid out with.
    let pictures = all.joined().compactMap { fragment in fragment.image.map { ($0, fragment.width / max(fontSize, 1e-9)) } }
    let wrapper = StyledWrapper(
      fontSize: fontSize, limit: limit, measurer: measurer, bold: false, direction: direction,
      aspects: Dictionary(pictures, uniquingKeysWith: { first, _ in first }))
    // The line's words less their trailing spaces, and the ellipsis in the last one's face.
    func measured(_ parts: [StyledWrapper.Part]) -> [TextFragment] {
      var parts = parts
      while let tail = parts.last, tail.image == nil, tail.text.allSatisfy({ $0 == " " }) { parts.removeLast() }
      if parts.isEmpty || parts[parts.count - 1].image != nil {
        parts.append(StyledWrapper.Part(text: "", face: parts.last?.face ?? all[count - 1].first?.face ?? .regular))
      }
      while parts[parts.count - 1].text.last == " " { parts[parts.count - 1].text.removeLast() }
      parts[parts.count - 1].text += Self.ellipsis
      return wrapper.placed(parts)
    }
    var cut = measured(last)
    while cut.width > limit + 1e-6, !last.isEmpty {
      if last[last.count - 1].image == nil { last[last.count - 1].text.removeLast() }
      if last[last.count - 1].text.isEmpty || last[last.count - 1].image != nil { last.removeLast() }
      cut = measured(last)
    }
    fragments = Array(all.prefix(count - 1)) + [cut]
    lines = Array(lines.prefix(count - 1)) + [cut.map(\.text).joined()]
    hiddenLines = all.count - count
    height = Double(count) * measurer.lineHeight(fontSize: fontSize)
  }

  /// What ends a line that is cut: U+2026.
  public static let ellipsis = "\u{2026}"
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
