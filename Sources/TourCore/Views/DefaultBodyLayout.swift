/// Where the parts of a default body go, and how big the body is: one computation shared by
/// the layout (which needs the size) and the renderers (which draw the parts).
public struct DefaultBodyLayout: Hashable, Sendable {
  public var size: Size
  /// The hint's frame, in the body's coordinates, and its wrapped lines.
  public var hint: Rect
  public var hintLines: [String]
  /// The next label's frame, when it is shown.
  public var next: Rect?
  /// The separator's frame, when it is shown.
  public var separator: Rect?

  /// Lays out a default body no wider than `maxWidth` (unless `width` forces a size).
  public init(
    _ content: DefaultBodyContent, style: DefaultViewStyle = DefaultViewStyle(), maxWidth: Double,
    width: Double? = nil, height: Double? = nil, direction: LayoutDirection, measurer: any TextMeasuring
  ) {
    typealias M = DefaultViewMetrics
    let hintSize = style.fontSize ?? M.hintFontSize
    let nextSize = style.nextFontSize ?? M.nextFontSize
    let nextWidth = content.showsNext ? measurer.width(of: content.next!, fontSize: nextSize) : 0
    let nextHeight = content.showsNext ? measurer.lineHeight(fontSize: nextSize) : 0
    let limit = width ?? maxWidth
    if content.nextLabelPosition.isCorner {
      let block = TextBlock(
        content.hint, fontSize: hintSize, maxWidth: limit - 2 * M.bodyHorizontalInset,
        measurer: measurer)
      let natural = Size(
        width: max(block.width + 2 * M.bodyHorizontalInset, nextWidth + 2 * M.cornerMargin),
        height: 3 * M.cornerMargin + nextHeight + block.height)
      let size = Self.clamp(natural, width: width, height: height)
      self.size = size
      self.hintLines = block.lines
      self.separator = nil
      let position = content.nextLabelPosition
      let nextOnTop = position == .topLeading || position == .topTrailing
      var nextOnLeft = position == .topLeading || position == .bottomLeading
      if direction == .rightToLeft { nextOnLeft.toggle() }
      let nextX = nextOnLeft ? M.cornerMargin : size.width - M.cornerMargin - nextWidth
      let nextY = nextOnTop ? M.cornerMargin : size.height - M.cornerMargin - nextHeight
      let hintY = nextOnTop ? 2 * M.cornerMargin + nextHeight : M.cornerMargin
      self.next =
        content.showsNext ? Rect(x: nextX, y: nextY, width: nextWidth, height: nextHeight) : nil
      self.hint = Rect(
        x: M.bodyHorizontalInset, y: hintY,
        width: size.width - 2 * M.bodyHorizontalInset, height: block.height)
      return
    }
    let extra = content.showsNext ? 2 * M.bodySpacing + M.separatorWidth + nextWidth : 0
    let block = TextBlock(
      content.hint, fontSize: hintSize, maxWidth: limit - 2 * M.bodyHorizontalInset - extra,
      measurer: measurer)
    let contentHeight = max(block.height, nextHeight)
    let natural = Size(
      width: block.width + 2 * M.bodyHorizontalInset + extra,
      height: contentHeight + 2 * M.bodyVerticalInset)
    let size = Self.clamp(natural, width: width, height: height)
    self.size = size
    self.hintLines = block.lines
    let hintWidth = size.width - 2 * M.bodyHorizontalInset - extra
    let rowTop = (size.height - contentHeight) / 2
    var nextFirst = content.nextLabelPosition == .leading
    if direction == .rightToLeft { nextFirst.toggle() }
    guard content.showsNext else {
      self.hint = Rect(x: M.bodyHorizontalInset, y: rowTop, width: hintWidth, height: block.height)
      self.next = nil
      self.separator = nil
      return
    }
    let hintX = nextFirst ? size.width - M.bodyHorizontalInset - hintWidth : M.bodyHorizontalInset
    let nextX = nextFirst ? M.bodyHorizontalInset : size.width - M.bodyHorizontalInset - nextWidth
    let separatorX =
      nextFirst
      ? M.bodyHorizontalInset + nextWidth + M.bodySpacing
      : M.bodyHorizontalInset + hintWidth + M.bodySpacing
    let separatorHeight = max(contentHeight - 10, 0)
    self.hint = Rect(
      x: hintX, y: rowTop + (contentHeight - block.height) / 2, width: hintWidth,
      height: block.height)
    self.next = Rect(
      x: nextX, y: rowTop + (contentHeight - nextHeight) / 2, width: nextWidth, height: nextHeight)
    self.separator = Rect(
      x: separatorX, y: (size.height - separatorHeight) / 2, width: M.separatorWidth,
      height: separatorHeight)
  }

  private static func clamp(_ natural: Size, width: Double?, height: Double?) -> Size {
    let minimum = DefaultViewMetrics.minimumBodySize
    return Size(
      width: width ?? max(natural.width, minimum.width),
      height: height ?? max(natural.height, minimum.height))
  }
}
