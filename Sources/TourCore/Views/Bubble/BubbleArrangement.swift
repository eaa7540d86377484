/// Where the parts of a rich bubble go (`BubbleControls`): top to bottom, the title (bold,
/// beside the close control in the top trailing corner), the hint, a row for each action, the
/// dots or the progress when the control row has no room for them, and the control row: back
/// on the leading side, next on the trailing one, the dots or progress between them. Back and
/// next stack (next above) when one row does not hold both. Laid out left to right, then
/// mirrored for a right-to-left screen.
struct BubbleArrangement {
  typealias M = BubbleMetrics
  let content: DefaultBodyContent
  let controls: BubbleControls
  let hintSize: Double
  let nextSize: Double
  let measurer: any TextMeasuring
  let direction: LayoutDirection

  /// Space left and right of the text (Instructions' body inset).
  var pad: Double { DefaultViewMetrics.bodyHorizontalInset }
  var controlHeight: Double {
    max(M.minimumControl, measurer.lineHeight(fontSize: nextSize) + 2 * M.controlVerticalPadding)
  }
  var closeSide: Double {
    controls.close == nil ? 0 : max(M.minimumControl, measurer.lineHeight(fontSize: nextSize * M.closeScale))
  }
  /// How much narrower the top text is, beside the close control.
  var closeReserve: Double { controls.close == nil ? 0 : closeSide - pad + M.rowSpacing }
  var title: String? { controls.title.flatMap { $0.isEmpty ? nil : $0 } }
  var back: String? { controls.back.flatMap { $0.isEmpty ? nil : $0 } }
  var next: String? { content.showsNext ? content.next : nil }

  func controlWidth(_ label: String, bold: Bool) -> Double {
    max(M.minimumControl, measurer.width(of: label, fontSize: nextSize, bold: bold, direction: direction) + 2 * M.controlPadding)
  }

  /// A control of `kind` at the origin, as wide as its label wants and at most `maxWidth`
  /// (its label wrapped to fit, the control as tall as its lines).
  func control(_ kind: BubbleControl.Kind, _ label: String, bold: Bool, maxWidth: Double) -> BubbleControl {
    let width = min(controlWidth(label, bold: bold), maxWidth)
    guard controlWidth(label, bold: bold) > maxWidth + 1e-6 else {
      return BubbleControl(kind: kind, frame: Rect(x: 0, y: 0, width: width, height: controlHeight), label: label)
    }
    let block = TextBlock(
      label, fontSize: nextSize, maxWidth: max(width - 2 * M.controlPadding, 0), measurer: measurer, bold: bold, direction: direction)
    let height = max(controlHeight, block.height + 2 * M.controlVerticalPadding)
    return BubbleControl(kind: kind, frame: Rect(x: 0, y: 0, width: width, height: height), label: label, lines: block.lines)
  }

  func titleBlock(width: Double) -> TextBlock? {
    guard title != nil, let text = controls.titleText else { return nil }
    return TextBlock(markup: text, fontSize: nextSize, maxWidth: width, measurer: measurer, bold: true, direction: direction, images: content.images)
  }

  func hintBlock(width: Double) -> TextBlock? {
    content.hint.isEmpty
      ? nil
      : TextBlock(
        markup: content.hintText, fontSize: hintSize, maxWidth: width, measurer: measurer, direction: direction, images: content.images)
  }

  /// How wide the hint may be: beside the close control when there is no title.
  func hintWidth(inner: Double) -> Double { title == nil ? inner - closeReserve : inner }

  /// The text between the insets as wide as the widest part wants, at least the bubble's
  /// own minimum, at most `maxInner`.
  func naturalInner(maxInner: Double) -> Double {
    var widest = M.minimumWidth - 2 * pad
    if let image = controls.image { widest = max(widest, image.size.width + closeReserve) }
    if let block = titleBlock(width: maxInner - closeReserve) { widest = max(widest, block.width + closeReserve) }
    if let block = hintBlock(width: hintWidth(inner: maxInner)) {
      widest = max(widest, block.width + maxInner - hintWidth(inner: maxInner))
    }
    for action in controls.actions { widest = max(widest, controlWidth(action.title, bold: false) - 2 * M.controlPadding) }
    let ends = (back.map { controlWidth($0, bold: false) } ?? 0) + (next.map { controlWidth($0, bold: true) } ?? 0)
    let middle = indicator(inner: maxInner).map { $0.size.width + 2 * M.rowSpacing } ?? M.rowSpacing
    widest = max(widest, ends + middle - 2 * M.controlPadding)
    return min(widest, maxInner)
  }

  /// What stands for the step: the dots, or the progress text (also when there are too many
  /// steps for the dots to fit `inner`).
  func indicator(inner: Double) -> BubbleIndicator? {
    if controls.showsDots, let step = controls.step, step.total > 1 {
      let spans = Double(2 * step.total - 1)
      let diameter = min(nextSize * M.dotScale, (inner + 2 * M.controlPadding) / spans)
      if diameter >= M.minimumDot { return .dots(step, diameter: diameter) }
      let text = content.progress ?? "\(step.current) / \(step.total)"
      return progress(text, inner: inner)
    }
    guard let text = content.progress, !text.isEmpty else { return nil }
    return progress(text, inner: inner)
  }

  /// The progress text, wrapped to the bubble's width between its controls' paddings (a
  /// character wider than that, at a text size no screen holds, is cut at its edge).
  private func progress(_ text: String, inner: Double) -> BubbleIndicator {
    let room = inner + 2 * M.controlPadding
    let block = TextBlock(text, fontSize: hintSize, maxWidth: room, measurer: measurer, direction: direction)
    return .progress(text, size: Size(width: min(block.width, room), height: block.height), lines: block.lines)
  }
}

/// What stands for the step in a bubble.
enum BubbleIndicator {
  case dots(BubbleStep, diameter: Double)
  case progress(String, size: Size, lines: [String])

  var size: Size {
    switch self {
    case .dots(let step, let diameter): Size(width: Double(2 * step.total - 1) * diameter, height: diameter)
    case .progress(_, let size, _): size
    }
  }

  func control(at origin: Point) -> BubbleControl {
    switch self {
    case .dots(let step, _):
      BubbleControl(kind: .dots, frame: Rect(origin: origin, size: size), label: "\(step.current) / \(step.total)")
    case .progress(let text, _, let lines):
      BubbleControl(kind: .progress, frame: Rect(origin: origin, size: size), label: text, lines: lines.count > 1 ? lines : [])
    }
  }
}
