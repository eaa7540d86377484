/// Turns views into scene nodes at their frames, in the colours of an appearance, measuring
/// text as the layout did.
package struct ViewNodes: Sendable {
  package var palette: DefaultPalette
  package var measurer: any TextMeasuring
  package var direction: LayoutDirection
  /// How much the user's text size scales every text (1 at Large), as the layout scaled it.
  package var textScale: Double

  package init(palette: DefaultPalette, measurer: any TextMeasuring, direction: LayoutDirection, textScale: Double = 1) {
    self.palette = palette
    self.measurer = measurer
    self.direction = direction
    self.textScale = textScale
  }

  /// A mark's body; a default body's text as the layout sized it (`laidOut`, when it is for
  /// this frame's size), else laid out for the frame.
  package func body(_ view: ViewSpec, frame: Rect, highlighted: Bool, laidOut: DefaultBodyLayout? = nil) -> SceneNode {
    let scaled = view.scalingText(by: textScale)
    let text = laidOut.flatMap { $0.size == frame.size ? $0 : nil } ?? bodyText(scaled, frame: frame)
    return drawBody(scaled, frame: frame, highlighted: highlighted, text: text)
  }

  /// A default body (its text already scaled) laid out for `frame`.
  private func bodyText(_ scaled: ViewSpec, frame: Rect) -> DefaultBodyLayout? {
    ViewSizing(measurer: measurer, direction: direction).bodyLayout(of: scaled, maxWidth: frame.width, width: frame.width, height: frame.height)
  }

  /// A mark's arrow, pointing at the cutout from the side `orientation` says.
  package func arrow(_ view: ViewSpec, frame: Rect, orientation: ArrowOrientation, highlighted: Bool) -> SceneNode {
    drawArrow(view.scalingText(by: textScale), frame: frame, orientation: orientation, highlighted: highlighted)
  }

  /// The skip view.
  package func skip(_ view: ViewSpec, frame: Rect) -> SceneNode { drawSkip(view.scalingText(by: textScale), frame: frame) }

  /// Any view at a frame: custom trees as laid out, default views in their default look.
  package func custom(_ view: ViewSpec, frame: Rect, role: String? = nil) -> SceneNode {
    drawCustom(view.scalingText(by: textScale), frame: frame, role: role)
  }

  private func drawBody(_ view: ViewSpec, frame: Rect, highlighted: Bool, text laidOut: DefaultBodyLayout?) -> SceneNode {
    switch view.kind {
    case .defaultBody(let content, let style):
      guard let parts = laidOut else { return SceneNode(frame: frame, content: .group, children: [], role: "body") }
      let color = style.textColor ?? palette.text
      var children = [background(style, frame: frame, highlighted: highlighted)]
      let hintSize = style.fontSize ?? DefaultViewMetrics.hintFontSize
      let bubble = bubbleNodes(content, parts, style: style, color: color, in: frame)
      // The leading picture first: it is read where it stands, above the title.
      children += bubble.controls.filter { $0.role == "image" }
      if let title = bubble.title { children.append(title) }
      var hint = text(
        parts.hintLines, size: hintSize, color: color, frame: parts.hint.offsetBy(dx: frame.minX, dy: frame.minY), role: "hint",
        source: content.hintText, fragments: parts.hintFragments, pictures: content.images)
      if case .text(var drawn) = hint.content {
        drawn.progress = content.progress
        drawn.hiddenLines = parts.hiddenLines
        hint.content = .text(drawn)
      }
      children.append(hint)
      if let next = parts.next, let label = content.next {
        children.append(
          text([label], size: nextSize(style), color: color, frame: next.offsetBy(dx: frame.minX, dy: frame.minY), alignment: .center, role: "next"))
      }
      children += bubble.controls.filter { $0.role != "image" }
      if let separator = parts.separator {
        children.append(
          SceneNode(
            frame: separator.offsetBy(dx: frame.minX, dy: frame.minY),
            content: .box(fill: color, border: nil, borderWidth: 0, cornerRadius: 0), role: "separator"))
      }
      return SceneNode(frame: frame, content: .group, children: children, role: "body")
    case .plain, .defaultArrow, .skipButton:
      return SceneNode(
        frame: frame, content: .group, children: [background(DefaultViewStyle(), frame: frame, highlighted: highlighted)], role: "body")
    case .box, .text, .image:
      return drawCustom(view, frame: frame, role: "body")
    }
  }

  func nextSize(_ style: DefaultViewStyle) -> Double { style.nextFontSize ?? DefaultViewMetrics.nextFontSize }

  private func drawArrow(_ view: ViewSpec, frame: Rect, orientation: ArrowOrientation, highlighted: Bool) -> SceneNode {
    switch view.kind {
    case .box, .text, .image:
      return drawCustom(view, frame: frame, role: "arrow")
    case .defaultArrow(let style):
      return arrowNode(style, frame: frame, orientation: orientation, highlighted: highlighted)
    default:
      return arrowNode(DefaultViewStyle(), frame: frame, orientation: orientation, highlighted: highlighted)
    }
  }

  private func drawSkip(_ view: ViewSpec, frame: Rect) -> SceneNode {
    guard case .skipButton(let title, let style) = view.kind else { return drawCustom(view, frame: frame, role: "skip") }
    let size = SkipButtonTitle.fontSize(title, style: style, width: frame.width, measurer: measurer, direction: direction)
    let lineHeight = measurer.lineHeight(fontSize: size)
    let label = Rect(x: frame.minX, y: frame.midY - lineHeight / 2, width: frame.width, height: lineHeight)
    return SceneNode(
      frame: frame, content: .group,
      children: [
        background(style, frame: frame, highlighted: false),
        text([title], size: size, color: style.textColor ?? palette.text, frame: label, alignment: .center, role: "title"),
      ], role: "skip")
  }

  private func drawCustom(_ view: ViewSpec, frame: Rect, role: String? = nil) -> SceneNode {
    switch view.kind {
    case .box, .text, .image:
      var root = ViewTreeLayout(measurer: measurer, direction: direction).layout(view, maxWidth: frame.width)
      root.frame.size = frame.size
      var node = convert(root.offsetBy(dx: frame.minX, dy: frame.minY))
      node.role = role
      return node
    case .skipButton:
      return drawSkip(view, frame: frame)
    case .defaultArrow:
      return drawArrow(view, frame: frame, orientation: .top, highlighted: false)
    case .plain, .defaultBody:
      var node = drawBody(view, frame: frame, highlighted: false, text: bodyText(view, frame: frame))
      node.role = role
      return node
    }
  }

  private func convert(_ view: LaidOutView) -> SceneNode {
    let children = view.children.map(convert)
    switch view.content {
    case .box(let style):
      return SceneNode(
        frame: view.frame,
        content: .box(fill: style.fill, border: style.border, borderWidth: style.borderWidth, cornerRadius: style.cornerRadius),
        children: children)
    case .text(let lines, _, let style):
      return text(
        lines, size: style.size, color: style.color ?? palette.text, frame: view.frame, alignment: style.alignment, bold: style.weight == .bold)
    case .image(let name):
      return SceneNode(frame: view.frame, content: .image(name: name), children: children)
    }
  }

  /// Instructions' default background: the border colour on the whole frame (radius 8) and the
  /// inner colour inset by (1, 1, 2, 1) (radius 7.5).
  private func background(_ style: DefaultViewStyle, frame: Rect, highlighted: Bool) -> SceneNode {
    let radius = style.cornerRadius ?? DefaultViewMetrics.bodyCornerRadius
    let border = highlighted ? style.highlightedBorderColor ?? style.borderColor ?? palette.border : style.borderColor ?? palette.border
    let inner = highlighted ? style.highlightedInnerColor ?? palette.highlightedInner : style.innerColor ?? palette.inner
    let insetFrame = Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(frame.width - 2, 0), height: max(frame.height - 3, 0))
    return SceneNode(
      frame: frame, content: .box(fill: border, border: nil, borderWidth: 0, cornerRadius: radius),
      children: [SceneNode(frame: insetFrame, content: .box(fill: inner, border: nil, borderWidth: 0, cornerRadius: max(radius - 0.5, 0)))],
      role: "background")
  }

  private func arrowNode(_ style: DefaultViewStyle, frame: Rect, orientation: ArrowOrientation, highlighted: Bool) -> SceneNode {
    let border = highlighted ? style.highlightedBorderColor ?? style.borderColor ?? palette.border : style.borderColor ?? palette.border
    let inner = highlighted ? style.highlightedInnerColor ?? palette.highlightedInner : style.innerColor ?? palette.inner
    return SceneNode(frame: frame, content: .arrow(orientation, fill: inner, border: border), role: "arrow")
  }

  func text(
    _ lines: [String], size: Double, color: RGBAColor, frame: Rect, alignment: BoxStyle.Alignment = .leading, bold: Bool = false,
    role: String? = nil, source: MarkupText? = nil, fragments: [[TextFragment]]? = nil, pictures: [String: BubbleImage] = [:]
  ) -> SceneNode {
    var alignment = alignment
    if direction == .rightToLeft, alignment != .center { alignment = alignment == .leading ? .trailing : .leading }
    let widths =
      fragments.map { $0.map(\.width) }
      ?? lines.map { measurer.width(of: $0, fontSize: size, bold: bold, direction: direction) }
    var content = SceneNode.TextContent(
      lines: lines, widths: widths, fontSize: size, bold: bold, color: color, lineHeight: measurer.lineHeight(fontSize: size),
      ascent: measurer.ascent(fontSize: size), alignment: alignment, direction: direction,
      source: fragments == nil ? source?.source : source?.plainText)
    content.fragments = fragments
    content.pictures = pictures.mapValues(\.dataURI)
    return SceneNode(frame: frame, content: .text(content), role: role)
  }
}
