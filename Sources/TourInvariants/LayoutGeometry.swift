import TourCore

extension LayoutInvariants {
  /// The measures a placement is checked against, worked out again from API.md section 3.
  struct Geometry {
    let screen: Screen
    let mark: CoachMark
    let layout: MarkLayout
    let tolerance: Tolerance
    /// The safe area.
    let safe: Rect
    /// Where a body may go across: the safe area less the margins (a negative margin counts as
    /// none; margins that leave no width are dropped).
    let low: Double
    let high: Double

    init(screen: Screen, mark: CoachMark, layout: MarkLayout) {
      self.screen = screen
      self.mark = mark
      self.layout = layout
      let S = screen.safeArea
      safe = Rect(x: S.left, y: S.top, width: screen.size.width - S.left - S.right, height: screen.size.height - S.top - S.bottom)
      let m = max(mark.horizontalMargin, 0)
      (low, high) =
        safe.width - 2 * m > 0 ? (safe.minX + m, safe.maxX - m) : (safe.width > 0 ? (safe.minX, safe.maxX) : (0, screen.size.width))
      tolerance = Tolerance(
        screen.size.width, screen.size.height, S.top, S.left, S.bottom, S.right, mark.horizontalMargin, mark.maxWidth,
        layout.frame.maxX, layout.frame.maxY)
    }

    /// How far the arrow overlaps the body: `gapBetweenBodyAndArrow`, between 0 and the arrow's
    /// depth.
    func overlap(_ depth: Double, _ body: Double) -> Double { min(mark.gapBetweenBodyAndArrow, depth, body) }

    /// The widest a body may be above or below its cutout, or without one.
    var cap: Double { max(0, min(mark.maxWidth, high - low)) }

    func contains(_ frame: Rect, in area: Rect) -> Bool {
      tolerance.le(area.minX, frame.minX) && tolerance.le(frame.maxX, area.maxX) && tolerance.le(area.minY, frame.minY)
        && tolerance.le(frame.maxY, area.maxY)
    }

    /// Whether the mark fits above (`.bottom`) or below (`.top`) its cutout, with room to spare
    /// beyond rounding: the body as wide as it may be there, moved into the safe area when the
    /// cutout is not in it.
    func verticalFits(_ side: ArrowOrientation, sizes: MarkSizes) -> Bool {
      guard side.isVertical, let C = mark.cutoutPath?.bounds else { return false }
      let size = sizes.body(cap)
      let bh = size.height
      let arrow = sizes.arrow(side)
      guard tolerance.clearlyLE(max(min(size.width, cap), arrow?.width ?? 0), high - low) else { return false }
      let h = arrow.map { $0.height + bh - overlap($0.height, bh) } ?? bh
      let g = mark.gapBetweenCoachMarkAndCutoutPath
      if side == .top { return tolerance.clearlyLE(max(C.maxY + g, safe.minY) + h, safe.maxY) }
      return tolerance.clearlyLE(safe.minY, min(C.minY - g - h, safe.maxY - h))
    }

    /// The tip touches the cutout's edge on its side, the gap apart; a cutout in the unsafe
    /// area has the mark at the safe area's edge instead.
    func arrowTouches(_ tip: Point, side: ArrowOrientation) -> [String] {
      guard let C = mark.cutoutPath?.bounds else { return [] }
      let g = mark.gapBetweenCoachMarkAndCutoutPath
      let expected: Double
      let actual: Double
      switch side {
      case .top: (expected, actual) = (max(C.maxY + g, safe.minY), tip.y)
      case .bottom: (expected, actual) = (min(C.minY - g, safe.maxY), tip.y)
      case .left: (expected, actual) = (max(C.maxX + g, safe.minX), tip.x)
      case .right: (expected, actual) = (min(C.minX - g, safe.maxX), tip.x)
      }
      return tolerance.eq(actual, expected)
        ? [] : ["the arrow's tip is at \(actual), not at \(expected): the cutout's edge, the gap apart (side \(side))"]
    }

    /// The arrow sits on the body's edge facing the cutout, overlapping it by the gap between
    /// them, off the rounded corners when the edge has room, and centred on the point of
    /// interest as far as that allows.
    func arrowOnEdge(_ arrow: Rect, side: ArrowOrientation, p: Point, corner: Double) -> [String] {
      let body = layout.body
      let a = side.isVertical ? overlap(arrow.height, body.height) : overlap(arrow.width, body.width)
      var found: [String] = []
      let attached: Bool =
        switch side {
        case .top: tolerance.eq(arrow.maxY, body.minY + a)
        case .bottom: tolerance.eq(arrow.minY, body.maxY - a)
        case .left: tolerance.eq(arrow.maxX, body.minX + a)
        case .right: tolerance.eq(arrow.minX, body.maxX - a)
        }
      if !attached { found.append("the arrow \(arrow) is not on the body's edge facing side \(side) (body \(body))") }
      let (start, end, length, centre, position) =
        side.isVertical
        ? (body.minX, body.maxX, arrow.width, p.x, arrow.minX) : (body.minY, body.maxY, arrow.height, p.y, arrow.minY)
      let inset = end - start >= length + 2 * corner ? corner : 0
      let expected =
        end - start < length ? start + (end - start - length) / 2 : max(start + inset, min(centre - length / 2, end - inset - length))
      if !tolerance.eq(position, expected) {
        found.append("the arrow starts at \(position) along the body, not at \(expected): centred on \(centre), off the corners (radius \(corner))")
      }
      return found
    }
  }
}
