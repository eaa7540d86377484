/// Lays out custom views (`rect`, `text`, `image`): a box stacks its children vertically or
/// horizontally inside its padding, `spacing` apart, aligned across the stack; text wraps to
/// the width it gets; a preferred width or height wins over the computed one.
public struct ViewTreeLayout: Sendable {
  public var measurer: any TextMeasuring
  public var direction: LayoutDirection

  public init(measurer: any TextMeasuring, direction: LayoutDirection) {
    self.measurer = measurer
    self.direction = direction
  }

  /// The view laid out at the origin, no wider than `maxWidth` unless it asks to be.
  public func layout(_ view: ViewSpec, maxWidth: Double) -> LaidOutView {
    switch view.kind {
    case .text(let text, let style):
      let block = TextBlock(
        text, fontSize: style.size, maxWidth: view.width ?? maxWidth, measurer: measurer, bold: style.weight == .bold,
        direction: direction)
      let size = Size(width: view.width ?? min(block.width, maxWidth), height: view.height ?? block.height)
      return LaidOutView(
        frame: Rect(origin: .zero, size: size),
        content: .text(lines: block.lines, lineHeight: measurer.lineHeight(fontSize: style.size), style))
    case .image(let name):
      return LaidOutView(frame: Rect(x: 0, y: 0, width: view.width ?? 24, height: view.height ?? 24), content: .image(name))
    case .box(let style, let children):
      return box(style, children, width: view.width, height: view.height, maxWidth: maxWidth)
    default:
      // Default views inside a custom tree are drawn as boxes of their preferred size.
      let size = ViewSizing(measurer: measurer, direction: direction).preferredSize(of: view, maxWidth: maxWidth)
      return LaidOutView(frame: Rect(origin: .zero, size: size), content: .box(BoxStyle()))
    }
  }

  private func box(_ style: BoxStyle, _ specs: [ViewSpec], width: Double?, height: Double?, maxWidth: Double) -> LaidOutView {
    let insets = style.padding
    let inner = max((width ?? maxWidth) - insets.left - insets.right, 0)
    var children: [LaidOutView] = []
    var used = 0.0
    for spec in specs {
      let room = style.axis == .vertical ? inner : max(inner - used, 0)
      let child = layout(spec, maxWidth: room)
      children.append(child)
      used += (style.axis == .vertical ? child.frame.height : child.frame.width) + style.spacing
    }
    let gaps = style.spacing * Double(max(children.count - 1, 0))
    let along = children.reduce(0) { $0 + (style.axis == .vertical ? $1.frame.height : $1.frame.width) } + gaps
    let across = children.map { style.axis == .vertical ? $0.frame.width : $0.frame.height }.max() ?? 0
    let size = Size(
      width: width ?? ((style.axis == .vertical ? across : along) + insets.left + insets.right),
      height: height ?? ((style.axis == .vertical ? along : across) + insets.top + insets.bottom))
    var cursor = style.axis == .vertical ? insets.top : insets.left
    var placed: [LaidOutView] = []
    for child in children {
      let frame = child.frame
      let x: Double
      let y: Double
      if style.axis == .vertical {
        x = cross(style.alignment, child: frame.width, low: insets.left, high: size.width - insets.right, flips: true)
        y = cursor
        cursor += frame.height + style.spacing
      } else {
        x = direction == .rightToLeft ? size.width - cursor - frame.width : cursor
        y = cross(style.alignment, child: frame.height, low: insets.top, high: size.height - insets.bottom, flips: false)
        cursor += frame.width + style.spacing
      }
      placed.append(child.offsetBy(dx: x, dy: y))
    }
    return LaidOutView(frame: Rect(origin: .zero, size: size), content: .box(style), children: placed)
  }

  /// Where a child goes across the stack, between `low` and `high`. Across a vertical stack
  /// (`flips`), leading is the right side in right-to-left; across a horizontal one it is the top.
  private func cross(_ alignment: BoxStyle.Alignment, child: Double, low: Double, high: Double, flips: Bool) -> Double {
    var alignment = alignment
    if flips, direction == .rightToLeft, alignment != .center {
      alignment = alignment == .leading ? .trailing : .leading
    }
    switch alignment {
    case .leading: return low
    case .center: return low + (high - low - child) / 2
    case .trailing: return high - child
    }
  }
}
