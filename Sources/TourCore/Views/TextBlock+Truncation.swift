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
    var last = lines[count - 1]
    func width(_ text: String) -> Double { measurer.width(of: text, fontSize: fontSize, bold: bold, direction: direction) }
    let limit = min(maxWidth, self.width)
    while !last.isEmpty, width(last.trimmingTrailingSpaces + Self.ellipsis) > limit + 1e-6 { last.removeLast() }
    block.lines = Array(lines.prefix(count - 1)) + [last.trimmingTrailingSpaces + Self.ellipsis]
    block.hiddenLines = lines.count - count
    block.height = Double(count) * measurer.lineHeight(fontSize: fontSize)
    return block
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
