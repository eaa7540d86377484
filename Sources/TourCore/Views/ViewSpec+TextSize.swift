extension ViewSpec {
  /// The view with its text sizes multiplied by `scale` (the user's text size, as
  /// `UIFontMetrics` scales the body style): the default views' hint, next label and skip
  /// title (their defaults too), and custom text unless it says `scales = false`.
  public func scalingText(by scale: Double) -> ViewSpec {
    guard scale != 1 else { return self }
    var view = self
    switch kind {
    case .defaultBody(let content, var style):
      style.fontSize = (style.fontSize ?? DefaultViewMetrics.hintFontSize) * scale
      style.nextFontSize = (style.nextFontSize ?? DefaultViewMetrics.nextFontSize) * scale
      view.kind = .defaultBody(content, style)
    case .skipButton(let title, var style):
      style.fontSize = (style.fontSize ?? DefaultViewMetrics.skipFontSize) * scale
      view.kind = .skipButton(title: title, style)
    case .text(let text, var style) where style.scales:
      style.size *= scale
      view.kind = .text(text, style)
    case .box(let style, let children):
      view.kind = .box(style, children.map { $0.scalingText(by: scale) })
    case .plain, .defaultArrow, .text, .image:
      break
    }
    return view
  }
}
