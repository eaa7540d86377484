/// Where the parts of a default body go, and how big the body is: one computation shared by
/// the layout (which needs the size) and the renderers (which draw the parts).
///
/// Instructions' body, with two rules of its own: the next label never squeezes the hint
/// below `DefaultViewMetrics.minimumHintWidth` or makes it break a word that the whole width
/// would hold (the label then goes below the hint, as with `bottomTrailing`); and an empty
/// hint takes no room (the body is the next label alone, without a separator).
public struct DefaultBodyLayout: Hashable, Sendable {
  public var size: Size
  /// The hint's frame, in the body's coordinates, and its wrapped lines.
  public var hint: Rect
  public var hintLines: [String]
  /// The hint's lines as fragments in their faces, when it has markup (`HintMarkup`).
  public var hintFragments: [[TextFragment]]?
  /// The next label's frame, when it is shown.
  public var next: Rect?
  /// The separator's frame, when it is shown.
  public var separator: Rect?
  /// How many lines of the hint are not shown: it was cut to fit the body's height, the last
  /// line shown ending with an ellipsis.
  public var hiddenLines = 0
  /// A rich bubble's title (`BubbleControls.title`) and its wrapped lines.
  public var title: Rect?
  public var titleLines: [String] = []
  /// The title's lines as fragments in their faces, when it has markup.
  public var titleFragments: [[TextFragment]]?
  /// A rich bubble's controls, in drawing order; empty for Instructions' body (whose next
  /// control is the whole body). A rich bubble's next control is among them, and `next` is nil.
  public var controls: [BubbleControl] = []

  /// Lays out a default body no wider than `maxWidth` (unless `width` forces a size) and no
  /// taller than `maxHeight` (unless `height` forces one): a hint that needs more lines than
  /// the height holds is cut to those that fit, the last ending with an ellipsis.
  public init(
    _ content: DefaultBodyContent, style: DefaultViewStyle = DefaultViewStyle(), maxWidth: Double,
    width: Double? = nil, height: Double? = nil, maxHeight: Double? = nil, direction: LayoutDirection, measurer: any TextMeasuring
  ) {
    typealias M = DefaultViewMetrics
    if let controls = content.controls {
      let arrangement = BubbleArrangement(
        content: content, controls: controls, hintSize: style.fontSize ?? M.hintFontSize, nextSize: style.nextFontSize ?? M.nextFontSize,
        measurer: measurer, direction: direction)
      self = arrangement.layout(limit: width ?? maxWidth, width: width, height: height, maxHeight: maxHeight)
      addLinks(hintSize: style.fontSize ?? M.hintFontSize, titleSize: style.nextFontSize ?? M.nextFontSize, measurer: measurer, direction: direction)
      return
    }
    let text = Text(content: content, style: style, limit: width ?? maxWidth, measurer: measurer, direction: direction)
    let position = content.nextLabelPosition
    let inner = text.limit - 2 * M.bodyHorizontalInset
    let limit = height ?? maxHeight
    // The hint cut to the lines that fit beside what else the body holds (`around`).
    func fitting(_ block: TextBlock, width: Double, around: Double) -> TextBlock {
      guard let limit, block.height + around > limit + 0.5 else { return block }
      // A millionth of a line of slack: a body drawn at the height it asked for keeps its lines.
      let lines = Int(((limit - around) / measurer.lineHeight(fontSize: text.hintSize) + 1e-6).rounded(.down))
      return block.truncated(toLines: lines, fontSize: text.hintSize, maxWidth: width, measurer: measurer, direction: direction)
    }
    let cornerAround = 3 * M.cornerMargin + text.nextHeight
    let besideAround = 2 * M.bodyVerticalInset
    let block: TextBlock
    if position.isCorner {
      block = fitting(text.block(width: inner), width: inner, around: cornerAround)
      self.init(text, corner: position, block: block, direction: direction, width: width, height: height)
    } else if content.showsNext, !content.hint.isEmpty {
      let beside = text.block(width: inner - text.besideExtra)
      // Drawn at the size it asked for, a body keeps the arrangement it was sized with: the
      // hint beside the label when that is what fits the height.
      let besideFits = height.map { beside.height + besideAround <= $0 + 0.5 } ?? false
      if !besideFits, let full = text.squeezed(beside) {
        let below: NextLabelPosition = position == .leading ? .bottomLeading : .bottomTrailing
        block = fitting(full, width: inner, around: cornerAround)
        self.init(text, corner: below, block: block, direction: direction, width: width, height: height)
      } else {
        block = fitting(beside, width: inner - text.besideExtra, around: besideAround)
        self.init(text, beside: position, block: block, direction: direction, width: width, height: height)
      }
    } else {
      // The hint alone, or the next label alone.
      block = fitting(text.block(width: inner), width: inner, around: besideAround)
      self.init(text, beside: position, block: block, direction: direction, width: width, height: height)
    }
    hiddenLines = block.hiddenLines
    if !hintLines.isEmpty { hintFragments = block.fragments }
    addLinks(hintSize: text.hintSize, titleSize: 0, measurer: measurer, direction: direction)
  }

  /// The links of the hint and the title, as controls after the others: a leading text's
  /// lines start on the right on a right-to-left screen.
  private mutating func addLinks(hintSize: Double, titleSize: Double, measurer: any TextMeasuring, direction: LayoutDirection) {
    let alignment: BoxStyle.Alignment = direction == .rightToLeft ? .trailing : .leading
    var links: [TextLink] = []
    if let fragments = titleFragments, let title {
      links += TextLink.links(in: fragments, frame: title, lineHeight: measurer.lineHeight(fontSize: titleSize), alignment: alignment)
    }
    if let fragments = hintFragments {
      links += TextLink.links(in: fragments, frame: hint, lineHeight: measurer.lineHeight(fontSize: hintSize), alignment: alignment)
    }
    controls += links.map { BubbleControl(kind: .link($0.id), frame: $0.frame, label: $0.text) }
  }

  /// A body of `size` with its hint, to which a rich bubble adds its title and controls.
  init(size: Size, hint: Rect, hintLines: [String]) {
    self.init(hint: hint, hintLines: hintLines, next: nil, separator: nil, size: size)
  }

  private init(hint: Rect, hintLines: [String], next: Rect?, separator: Rect?, size: Size) {
    self.size = size
    self.hint = hint
    self.hintLines = hintLines
    self.next = next
    self.separator = separator
  }

  /// The next label in a corner (the corner positions, and a hint the label would squeeze).
  /// Without a hint, the body is the label alone.
  private init(_ text: Text, corner position: NextLabelPosition, block: TextBlock, direction: LayoutDirection, width: Double?, height: Double?) {
    typealias M = DefaultViewMetrics
    let hasHint = !text.content.hint.isEmpty
    let natural = Size(
      width: max(hasHint ? block.width + 2 * M.bodyHorizontalInset : 0, text.nextWidth + 2 * M.cornerMargin),
      height: (hasHint ? 3 * M.cornerMargin + block.height : 2 * M.cornerMargin) + text.nextHeight)
    let size = Self.clamp(natural, width: width, height: height)
    let nextOnTop = position == .topLeading || position == .topTrailing
    var nextOnLeft = position == .topLeading || position == .bottomLeading
    if direction == .rightToLeft { nextOnLeft.toggle() }
    let nextX = nextOnLeft ? M.cornerMargin : size.width - M.cornerMargin - text.nextWidth
    let nextY = nextOnTop || !hasHint ? M.cornerMargin : size.height - M.cornerMargin - text.nextHeight
    let hintY = nextOnTop ? 2 * M.cornerMargin + text.nextHeight : M.cornerMargin
    self.init(
      hint: hasHint
        ? Rect(x: M.bodyHorizontalInset, y: hintY, width: size.width - 2 * M.bodyHorizontalInset, height: block.height) : .zero,
      hintLines: hasHint ? block.lines : [],
      next: text.content.showsNext ? Rect(x: nextX, y: nextY, width: text.nextWidth, height: text.nextHeight) : nil,
      separator: nil, size: size)
  }

  /// The next label beside the hint, a separator between them (`leading`, `trailing`); or
  /// the hint alone, or the label alone.
  private init(_ text: Text, beside position: NextLabelPosition, block: TextBlock, direction: LayoutDirection, width: Double?, height: Double?) {
    typealias M = DefaultViewMetrics
    let showsNext = text.content.showsNext
    let hasHint = !text.content.hint.isEmpty || !showsNext
    let extra = showsNext && hasHint ? text.besideExtra : (showsNext ? text.nextWidth : 0)
    let hintWidth = hasHint ? block.width : 0
    let hintHeight = hasHint ? block.height : 0
    let contentHeight = max(hintHeight, text.nextHeight)
    let natural = Size(width: hintWidth + 2 * M.bodyHorizontalInset + extra, height: contentHeight + 2 * M.bodyVerticalInset)
    let size = Self.clamp(natural, width: width, height: height)
    let rowTop = (size.height - contentHeight) / 2
    guard showsNext else {
      self.init(
        hint: Rect(x: M.bodyHorizontalInset, y: rowTop, width: size.width - 2 * M.bodyHorizontalInset, height: block.height),
        hintLines: block.lines, next: nil, separator: nil, size: size)
      return
    }
    let nextY = rowTop + (contentHeight - text.nextHeight) / 2
    guard hasHint else {
      let next = Rect(x: (size.width - text.nextWidth) / 2, y: nextY, width: text.nextWidth, height: text.nextHeight)
      self.init(hint: .zero, hintLines: [], next: next, separator: nil, size: size)
      return
    }
    let available = size.width - 2 * M.bodyHorizontalInset - extra
    var nextFirst = position == .leading
    if direction == .rightToLeft { nextFirst.toggle() }
    let hintX = nextFirst ? size.width - M.bodyHorizontalInset - available : M.bodyHorizontalInset
    let nextX = nextFirst ? M.bodyHorizontalInset : size.width - M.bodyHorizontalInset - text.nextWidth
    let separatorX =
      nextFirst ? M.bodyHorizontalInset + text.nextWidth + M.bodySpacing : M.bodyHorizontalInset + available + M.bodySpacing
    // Instructions' separator is the row less 10; a one-line row gets one as tall as the text.
    let separatorHeight = block.lines.count <= 1 ? contentHeight : max(contentHeight - 10, 0)
    self.init(
      hint: Rect(x: hintX, y: rowTop + (contentHeight - block.height) / 2, width: available, height: block.height),
      hintLines: block.lines, next: Rect(x: nextX, y: nextY, width: text.nextWidth, height: text.nextHeight),
      separator: Rect(x: separatorX, y: (size.height - separatorHeight) / 2, width: M.separatorWidth, height: separatorHeight),
      size: size)
  }

  private static func clamp(_ natural: Size, width: Double?, height: Double?) -> Size {
    let minimum = DefaultViewMetrics.minimumBodySize
    return Size(
      width: width ?? max(natural.width, minimum.width),
      height: height ?? max(natural.height, minimum.height))
  }

  /// The texts of a body and their measures.
  private struct Text {
    let content: DefaultBodyContent
    let hintSize: Double
    let nextWidth: Double
    let nextHeight: Double
    /// The widest the body may be.
    let limit: Double
    let measurer: any TextMeasuring
    let direction: LayoutDirection

    init(content: DefaultBodyContent, style: DefaultViewStyle, limit: Double, measurer: any TextMeasuring, direction: LayoutDirection) {
      self.content = content
      self.limit = limit
      self.measurer = measurer
      self.direction = direction
      hintSize = style.fontSize ?? DefaultViewMetrics.hintFontSize
      let nextSize = style.nextFontSize ?? DefaultViewMetrics.nextFontSize
      let next = content.showsNext ? content.next : nil
      nextWidth = next.map { measurer.width(of: $0, fontSize: nextSize, bold: false, direction: direction) } ?? 0
      nextHeight = content.showsNext ? measurer.lineHeight(fontSize: nextSize) : 0
    }

    /// What the next label and the separator take beside the hint.
    var besideExtra: Double { 2 * DefaultViewMetrics.bodySpacing + DefaultViewMetrics.separatorWidth + nextWidth }

    func block(width: Double) -> TextBlock {
      TextBlock(markup: content.hintText, fontSize: hintSize, maxWidth: width, measurer: measurer, direction: direction, images: content.images)
    }

    /// The hint on the body's whole width, when the label beside it squeezes it: the hint
    /// takes more than one line there and either gets less than the minimum width, or breaks
    /// a word that the whole width holds. Nil when it does not.
    func squeezed(_ beside: TextBlock) -> TextBlock? {
      guard beside.lines.count > 1 else { return nil }
      let besideWidth = limit - 2 * DefaultViewMetrics.bodyHorizontalInset - besideExtra
      let narrow = besideWidth < DefaultViewMetrics.minimumHintWidth
      guard narrow || beside.breaksWords else { return nil }
      let full = block(width: limit - 2 * DefaultViewMetrics.bodyHorizontalInset)
      return narrow || !full.breaksWords ? full : nil
    }
  }
}
