extension ViewSizing {
  /// The sizes a mark's views give the layout: the body at the width offered (the last few
  /// widths asked are remembered: a layout tries several sides and a group many places, most
  /// at the same few widths, and wrapping the hint is most of the cost), the arrow on each side (the default arrow turns a quarter
  /// beside the body; a custom arrow is the size the script made it for its side), and the
  /// body's corner radius (0 for a body known only by its size).
  /// - Parameter maxHeight: the tallest a default body may be (the screen's safe area): its
  ///   hint is cut to fit, so that the mark stays on the screen.
  public func sizes(of views: MarkViews, maxHeight: Double? = nil) -> MarkSizes {
    let last = LastBodySize()
    let body = views.body
    let bodySize = { (width: Double) -> Size in
      if let known = last.values.first(where: { $0.width == width }) { return known.size }
      let laidOut = self.bodyLayout(of: body, maxWidth: width, maxHeight: maxHeight)
      let size = laidOut?.size ?? self.preferredSize(of: body, maxWidth: width, maxHeight: maxHeight)
      if last.values.count == 12 { last.values.removeFirst() }
      last.values.append((width, size, laidOut))
      return size
    }
    let radius: Double =
      switch body.kind {
      case .defaultBody(_, let style): style.cornerRadius ?? DefaultViewMetrics.bodyCornerRadius
      case .box(let style, _): style.cornerRadius
      case .plain, .defaultArrow, .skipButton, .text, .image: 0
      }
    var sizes: MarkSizes
    if let arrow = views.arrow {
      let size = preferredSize(of: arrow, maxWidth: .infinity)
      if case .defaultArrow = arrow.kind {
        sizes = MarkSizes(body: bodySize, arrow: size, cornerRadius: radius)
      } else {
        sizes = MarkSizes(body: bodySize, arrow: { _ in size }, cornerRadius: radius)
      }
    } else {
      sizes = MarkSizes(body: bodySize, arrow: { _ in nil }, cornerRadius: radius)
    }
    sizes.laidOutBody = { size in last.values.last(where: { $0.size == size })?.laidOut }
    return sizes
  }
}

/// The body sizes a mark computed last, with the widths they were for and, for a default
/// body, its text as laid out.
private final class LastBodySize {
  var values: [(width: Double, size: Size, laidOut: DefaultBodyLayout?)] = []
}
