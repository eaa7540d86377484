extension BubbleArrangement {
  /// The bubble no wider than `limit` (unless `width` forces a size) and no taller than
  /// `maxHeight` (unless `height` forces one): a hint that does not fit is cut to the lines
  /// that do, the last ending with an ellipsis.
  func layout(limit: Double, width: Double?, height: Double?, maxHeight: Double?) -> DefaultBodyLayout {
    let widest = max(limit - 2 * pad, 0)
    var inner = width.map { max($0 - 2 * pad, 0) } ?? naturalInner(maxInner: widest)
    var full = hintBlock(width: hintWidth(inner: inner))
    var rows = rows(inner: inner, hint: full)
    // Too tall at its natural width (a landscape phone at a large text size): as wide as it
    // may be, where its lines are fewest.
    if width == nil, let cap = maxHeight, rows.height > cap + 0.5, inner < widest {
      inner = widest
      full = hintBlock(width: hintWidth(inner: inner))
      rows = self.rows(inner: inner, hint: full)
    }
    let hintWidth = hintWidth(inner: inner)
    if let cap = height ?? maxHeight, let block = full, rows.height > cap + 0.5 {
      let lineHeight = measurer.lineHeight(fontSize: hintSize)
      let lines = Int(((block.height - (rows.height - cap)) / lineHeight + 1e-6).rounded(.down))
      let cut = block.truncated(
        toLines: lines, fontSize: hintSize, maxWidth: hintWidth, measurer: measurer, direction: direction)
      rows = self.rows(inner: inner, hint: cut)
    }
    let size = Size(width: width ?? inner + 2 * pad, height: height ?? rows.height)
    return rows.layout(size: size, mirrored: direction == .rightToLeft)
  }

  /// The rows at a width between the insets, with the hint as given.
  private func rows(inner: Double, hint: TextBlock?) -> BubbleRows {
    let bodyWidth = inner + 2 * pad
    var rows = BubbleRows(top: DefaultViewMetrics.bodyVerticalInset)
    if let close = controls.close {
      // No wider than the bubble, whatever the text size.
      let side = min(closeSide, bodyWidth)
      rows.controls.append(BubbleControl(kind: .close, frame: Rect(x: bodyWidth - side, y: 0, width: side, height: side), label: close))
    }
    if let image = controls.image {
      // The leading picture first, beside the close control, as wide as it is (or the row).
      let size = image.fitted(width: max(inner - closeReserve, 1))
      rows.controls.append(
        BubbleControl(kind: .image, frame: Rect(x: pad, y: rows.y, width: size.width, height: size.height), label: image.alt ?? ""))
      rows.y += size.height + M.rowSpacing
    }
    if let block = titleBlock(width: inner - closeReserve) {
      rows.title = (Rect(x: pad, y: rows.y, width: inner - closeReserve, height: block.height), block)
      // With a close control, the title's row is as tall as the close control's (below the
      // inset) wherever it is, under a picture or beside the close control: the hint keeps
      // one distance from the title's text.
      let row = controls.close == nil ? block.height : max(block.height, closeSide - DefaultViewMetrics.bodyVerticalInset)
      rows.y = max(rows.y + row, closeSide) + M.rowSpacing
    }
    if let hint {
      rows.hint = (Rect(x: pad, y: rows.y, width: hintWidth(inner: inner), height: hint.height), hint)
      rows.y += hint.height
      rows.y = (title == nil ? max(rows.y, closeSide) : rows.y) + M.rowSpacing
    } else if title == nil {
      rows.y = max(rows.y, closeSide + M.rowSpacing)
    }
    for action in controls.actions {
      var row = control(.action(action.id), action.title, bold: false, maxWidth: inner + 2 * M.controlPadding)
      row.frame = Rect(x: pad - M.controlPadding, y: rows.y, width: inner + 2 * M.controlPadding, height: row.frame.height)
      rows.add(row)
    }
    addControlRow(to: &rows, inner: inner)
    return rows
  }

  /// Back, the step and next: in one row when it holds them, else the step above, and next
  /// above back when one row does not hold those two.
  private func addControlRow(to rows: inout BubbleRows, inner: Double) {
    let bodyWidth = inner + 2 * pad
    let start = pad - M.controlPadding
    let end = bodyWidth - pad + M.controlPadding
    var backControl = back.map { control(.back, $0, bold: false, maxWidth: end - start) }
    var nextControl = next.map { control(.next, $0, bold: true, maxWidth: end - start) }
    let backWidth = backControl?.frame.width ?? 0
    let nextWidth = nextControl?.frame.width ?? 0
    let bothFit = backWidth + nextWidth + M.rowSpacing <= end - start
    let step = indicator(inner: inner)
    let hasRow = backControl != nil || nextControl != nil
    if let step {
      let size = step.size
      let x = (bodyWidth - size.width) / 2
      let backEnd = start + backWidth + M.rowSpacing
      let nextStart = end - nextWidth - M.rowSpacing
      let rowHeight = max(backControl?.frame.height ?? 0, nextControl?.frame.height ?? 0)
      if hasRow, bothFit, x >= backEnd, x + size.width <= nextStart, size.height <= rowHeight {
        rows.controls.append(step.control(at: Point(x: x, y: rows.y + (rowHeight - size.height) / 2)))
      } else {
        rows.controls.append(step.control(at: Point(x: x, y: rows.y)))
        rows.y += size.height + M.rowSpacing
        rows.endsWithControl = false
      }
    }
    guard hasRow else { return }
    // One row: both at its top; stacked: next, then back below it.
    let top = rows.y
    if var next = nextControl {
      next.frame.origin = Point(x: end - next.frame.width, y: top)
      nextControl = next
      rows.controls.append(next)
    }
    if var back = backControl {
      let below = nextControl.map { bothFit ? top : $0.frame.maxY + M.controlSpacing } ?? top
      back.frame.origin = Point(x: start, y: below)
      backControl = back
      rows.controls.append(back)
    }
    let bottom = max(backControl?.frame.maxY ?? 0, nextControl?.frame.maxY ?? 0)
    rows.y = bottom + M.controlSpacing
    rows.endsWithControl = true
  }
}

/// The rows of a bubble as they are placed, top to bottom.
struct BubbleRows {
  /// Where the next row goes.
  var y: Double
  var title: (frame: Rect, block: TextBlock)?
  var hint: (frame: Rect, block: TextBlock)?
  var controls: [BubbleControl] = []
  /// Whether the last row is a row of controls (whose frames have room inside).
  var endsWithControl = false

  init(top: Double) { y = top }

  /// The height the rows need, with the space below the last.
  var height: Double {
    endsWithControl
      ? y - BubbleMetrics.controlSpacing + BubbleMetrics.bottomInsetBelowControls
      : y - BubbleMetrics.rowSpacing + DefaultViewMetrics.bodyVerticalInset
  }

  /// A control on a row of its own, at its frame.
  mutating func add(_ control: BubbleControl) {
    controls.append(control)
    y = control.frame.maxY + BubbleMetrics.controlSpacing
    endsWithControl = true
  }

  /// The body's layout at `size`, mirrored for a right-to-left screen.
  func layout(size: Size, mirrored: Bool) -> DefaultBodyLayout {
    func place(_ rect: Rect) -> Rect { mirrored ? Rect(x: size.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) : rect }
    var layout = DefaultBodyLayout(size: size, hint: hint.map { place($0.frame) } ?? .zero, hintLines: hint?.block.lines ?? [])
    layout.hiddenLines = hint?.block.hiddenLines ?? 0
    layout.hintFragments = hint?.block.fragments
    layout.title = title.map { place($0.frame) }
    layout.titleLines = title?.block.lines ?? []
    layout.titleFragments = title?.block.fragments
    layout.controls = controls.map { BubbleControl(kind: $0.kind, frame: place($0.frame), label: $0.label, lines: $0.lines) }
    return layout
  }
}
