extension ViewNodes {
  /// A rich bubble's title and controls (`BubbleControls`), drawn in `frame`, the body's: the
  /// title in bold; back, next and actions as labels centred in their frames (next in bold);
  /// close as a cross named for a screen reader; the dots; the progress text.
  func bubbleNodes(_ content: DefaultBodyContent, _ parts: DefaultBodyLayout, style: DefaultViewStyle, color: RGBAColor, in frame: Rect)
    -> (title: SceneNode?, controls: [SceneNode])
  {
    let size = nextSize(style)
    let hintSize = style.fontSize ?? DefaultViewMetrics.hintFontSize
    var title: SceneNode?
    if let frame = parts.title.map({ $0.offsetBy(dx: frame.minX, dy: frame.minY) }) {
      title = text(
        parts.titleLines, size: size, color: color, frame: frame, bold: true, role: "heading", source: content.controls?.titleText,
        fragments: parts.titleFragments, pictures: content.images)
    }
    // A link is drawn as the text's own words.
    let controls = parts.controls.filter(\.kind.isBubbleControl).map { control in
      node(of: control.offsetBy(dx: frame.minX, dy: frame.minY), content: content, size: size, hintSize: hintSize, color: color)
    }
    return (title, controls)
  }

  private func node(of control: BubbleControl, content: DefaultBodyContent, size: Double, hintSize: Double, color: RGBAColor) -> SceneNode {
    let step = content.controls?.step
    switch control.kind {
    case .back: return label(control, size: size, bold: false, color: color)
    case .next: return label(control, size: size, bold: true, color: color)
    case .action:
      // An outline says it is a button: the text colour at the faint dots' alpha.
      var node = label(control, size: size, bold: false, color: color)
      let outline = SceneNode(
        frame: control.frame.insetBy(dx: BubbleMetrics.controlSpacing, dy: BubbleMetrics.controlSpacing / 2),
        content: .box(fill: nil, border: faint(color), borderWidth: 1, cornerRadius: DefaultViewMetrics.bodyCornerRadius), role: "outline")
      node.children.insert(outline, at: 0)
      return node
    case .close:
      var cross = control
      cross.lines = [BubbleMetrics.closeGlyph]
      return label(cross, size: size * BubbleMetrics.closeScale, bold: false, color: color)
    case .progress:
      let lines = control.lines.isEmpty ? [control.label] : control.lines
      var node = text(
        lines, size: hintSize, color: color, frame: control.frame, alignment: .center, role: "progress", source: MarkupText(control.label))
      if case .text(var drawn) = node.content {
        drawn.progress = control.label
        node.content = .text(drawn)
      }
      return node
    case .dots: return dots(control, current: step?.current ?? 0, color: color)
    case .image:
      let image = content.controls?.image
      // Decorative: "" (not read); no alt text given: nil.
      let alt = image.flatMap { $0.isDecorative ? "" : $0.alt.flatMap { $0.isEmpty ? nil : $0 } }
      return SceneNode(frame: control.frame, content: .picture(file: image?.file ?? "", uri: image?.dataURI ?? "", alt: alt), role: "image")
    case .link: return SceneNode(frame: control.frame, content: .group)
    }
  }

  /// A control's lines (its label, when they are none) centred in its frame; the node's frame
  /// is the control's, its role the control's. A screen reader reads its label.
  private func label(_ control: BubbleControl, size: Double, bold: Bool, color: RGBAColor) -> SceneNode {
    let frame = control.frame
    let lines = control.lines.isEmpty ? [control.label] : control.lines
    let height = measurer.lineHeight(fontSize: size) * Double(lines.count)
    let box = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
    let label = text(lines, size: size, color: color, frame: box, alignment: .center, bold: bold, source: MarkupText(control.label))
    return SceneNode(frame: frame, content: .group, children: [label], role: control.kind.sceneRole)
  }

  /// One circle per step, the current one in the text colour, the others fainter; the first
  /// step on the leading side.
  private func dots(_ control: BubbleControl, current: Int, color: RGBAColor) -> SceneNode {
    let diameter = control.frame.height
    let count = Int(((control.frame.width / diameter + 1) / 2).rounded())
    let currentOffset = direction == .rightToLeft ? count - current : current - 1
    let faint = faint(color)
    let circles = (0..<count).map { offset in
      SceneNode(
        frame: Rect(x: control.frame.minX + Double(2 * offset) * diameter, y: control.frame.minY, width: diameter, height: diameter),
        content: .box(fill: offset == currentOffset ? color : faint, border: nil, borderWidth: 0, cornerRadius: diameter / 2))
    }
    return SceneNode(frame: control.frame, content: .group, children: circles, role: "dots")
  }

  /// `color` at the faint dots' alpha (the other steps' dots, an action's outline).
  private func faint(_ color: RGBAColor) -> RGBAColor {
    var faint = color
    faint.alpha = BubbleMetrics.faintDotAlpha
    return faint
  }
}
