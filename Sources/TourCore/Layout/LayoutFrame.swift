/// The room a mark has on a screen, and the places it can take there: centred (no cutout),
/// over its cutout, or on one side of it. The rules of API.md section 3, one place each.
struct LayoutFrame {
  let mark: CoachMark
  let screen: Screen
  /// The safe area's edges.
  let top: Double
  let bottom: Double
  /// Where a body may go horizontally: the safe area less the margins (the safe area alone
  /// when the margins leave no width).
  let low: Double
  let high: Double

  init(mark: CoachMark, screen: Screen, notes: inout [LayoutNote]) {
    self.mark = mark
    self.screen = screen
    let S = screen.safeArea
    top = S.top
    bottom = screen.size.height - S.bottom
    let left = S.left
    let right = screen.size.width - S.right
    // A negative margin counts as none: the mark stays in the safe area.
    let m = max(mark.horizontalMargin, 0)
    if right - left - 2 * m > 0 {
      low = left + m
      high = right - m
    } else {
      notes.append(.noWidth(margin: m, screenWidth: screen.size.width))
      (low, high) = right > left ? (left, right) : (0, screen.size.width)
    }
  }

  /// The widest a body may be above or below its cutout, or without one.
  var cap: Double { max(0, min(mark.maxWidth, high - low)) }

  /// The body's size when offered `width`: never wider than that.
  func body(_ sizes: MarkSizes, width: Double) -> Size {
    let preferred = sizes.body(width)
    return Size(width: min(preferred.width, width), height: preferred.height)
  }

  /// x of a body `w` wide centred on `px`, pinned to the side it would cross.
  func x(width w: Double, centredOn px: Double) -> Double {
    let x = px - w / 2
    if x < low { return low }
    if x + w > high { return max(high - w, low) }
    return x
  }

  /// y of something `height` tall placed at `y` and moved into the safe area; taller than
  /// the safe area, it is centred on it and kept on the screen (a note says so).
  func keptInSafeArea(_ y: Double, height: Double, notes: inout [LayoutNote]) -> Double {
    if height <= bottom - top { return min(max(y, top), bottom - height) }
    notes.append(.tooTall(height: height, safeHeight: max(bottom - top, 0)))
    guard height <= screen.size.height else { return 0 }
    return min(max((top + bottom) / 2 - height / 2, 0), screen.size.height - height)
  }

  /// A mark without a cutout: centred on the screen, no arrow.
  func centred(sizes: MarkSizes, notes: inout [LayoutNote]) -> MarkLayout {
    let size = body(sizes, width: cap)
    let body = Rect(
      x: x(width: size.width, centredOn: screen.size.width / 2),
      y: keptInSafeArea((screen.size.height - size.height) / 2, height: size.height, notes: &notes),
      width: size.width, height: size.height)
    return MarkLayout(cutout: nil, pointOfInterest: nil, arrowOrientation: nil, frame: body, body: body, arrow: nil)
  }

  /// A mark over its cutout: centred on the cutout's middle, no arrow.
  func over(_ target: LayoutTarget, sizes: MarkSizes, notes: inout [LayoutNote]) -> MarkLayout {
    let size = body(sizes, width: cap)
    let C = target.cutout.bounds
    let body = Rect(
      x: x(width: size.width, centredOn: target.pointOfInterest.x),
      y: keptInSafeArea(C.midY - size.height / 2, height: size.height, notes: &notes),
      width: size.width, height: size.height)
    return MarkLayout(
      cutout: target.cutout, pointOfInterest: target.pointOfInterest, arrowOrientation: nil, frame: body, body: body, arrow: nil)
  }

  /// The mark on `side` of its cutout, or nil when it does not fit there. `width` offers the
  /// body less than the widest it may be, above or below the cutout.
  func beside(_ target: LayoutTarget, on side: ArrowOrientation, sizes: MarkSizes, width: Double? = nil) -> MarkLayout? {
    side.isVertical ? vertical(target, on: side, sizes: sizes, width: width ?? cap) : horizontal(target, on: side, sizes: sizes)
  }

  /// Above (`.bottom`) or below (`.top`) the cutout, the gap apart; a cutout in the unsafe area
  /// (under the status bar) keeps the mark on its side, moved into the safe area.
  private func vertical(_ target: LayoutTarget, on side: ArrowOrientation, sizes: MarkSizes, width: Double) -> MarkLayout? {
    let C = target.cutout.bounds
    let p = target.pointOfInterest
    let g = mark.gapBetweenCoachMarkAndCutoutPath
    let size = body(sizes, width: width)
    let arrowSize = sizes.arrow(side)
    let a = Self.overlap(mark, arrow: arrowSize?.height, body: size.height)
    let h = arrowSize.map { $0.height + size.height - a } ?? size.height
    let y: Double
    if side == .top {
      y = max(C.maxY + g, top)
      guard y + h <= bottom else { return nil }
    } else {
      y = min(C.minY - g - h, bottom - h)
      guard y >= top else { return nil }
    }
    // A body narrower than its arrow is centred under it: the two are placed as one.
    let extent = max(size.width, arrowSize?.width ?? 0)
    guard extent <= high - low else { return nil }
    var left = x(width: extent, centredOn: p.x) + (extent - size.width) / 2
    if let arrowSize { left = movedForArrow(left, width: size.width, arrow: arrowSize.width, on: p.x, corner: sizes.cornerRadius) }
    let body0 = Rect(x: left, y: 0, width: size.width, height: size.height)
    guard let arrowSize else {
      let body = body0.offsetBy(dx: 0, dy: y)
      return MarkLayout(cutout: target.cutout, pointOfInterest: p, arrowOrientation: side, frame: body, body: body, arrow: nil)
    }
    let arrowX = Self.along(p.x, length: arrowSize.width, from: body0.minX, to: body0.maxX, corner: sizes.cornerRadius)
    let body: Rect
    let arrow: Rect
    if side == .top {
      arrow = Rect(x: arrowX, y: y, width: arrowSize.width, height: arrowSize.height)
      body = body0.offsetBy(dx: 0, dy: y + arrowSize.height - a)
    } else {
      body = body0.offsetBy(dx: 0, dy: y)
      arrow = Rect(x: arrowX, y: body.maxY - a, width: arrowSize.width, height: arrowSize.height)
    }
    return MarkLayout(
      cutout: target.cutout, pointOfInterest: p, arrowOrientation: side, frame: body.union(arrow), body: body, arrow: arrow)
  }

  /// Right of the cutout (`.left`: the arrow on the body's left edge) or left of it
  /// (`.right`), the gap apart, centred on the point of interest and pinned into the safe
  /// area. It fits when the room there offers the body at least `readableWidth` (or its whole
  /// width, when it is narrower), and the body is no wider and no taller than that room.
  private func horizontal(_ target: LayoutTarget, on side: ArrowOrientation, sizes: MarkSizes) -> MarkLayout? {
    let C = target.cutout.bounds
    let p = target.pointOfInterest
    let g = mark.gapBetweenCoachMarkAndCutoutPath
    let arrowSize = sizes.arrow(side)
    let a = Self.overlap(mark, arrow: arrowSize?.width, body: .infinity)
    let arrowWidth = arrowSize.map { $0.width - a } ?? 0
    // The mark's edge on the cutout's side, moved into the safe area when the cutout is not.
    let edge = side == .left ? max(C.maxX + g, screen.safeArea.left) : min(C.minX - g, screen.size.width - screen.safeArea.right)
    let room = min(mark.maxWidth, (side == .left ? high - edge : edge - low) - arrowWidth)
    guard room > 0 else { return nil }
    // Narrower than above or below, the body is no shorter: too tall there, too tall here.
    guard sizes.body(cap).height <= bottom - top else { return nil }
    // A body that is narrower than `readableWidth` anyway needs only its own width.
    if room < CoachMarkLayout.readableWidth, sizes.body(CoachMarkLayout.readableWidth).width > room { return nil }
    let preferred = sizes.body(room)
    guard preferred.width <= room, preferred.width >= a, preferred.height <= bottom - top else { return nil }
    let w = preferred.width
    let bh = preferred.height
    // A body shorter than its arrow is centred beside it: the two are placed as one.
    let extent = max(bh, arrowSize?.height ?? 0)
    guard extent <= bottom - top else { return nil }
    let y = min(max(p.y - extent / 2, top), bottom - extent) + (extent - bh) / 2
    let bodyX = side == .left ? edge + arrowWidth : edge - arrowWidth - w
    let body = Rect(x: bodyX, y: y, width: w, height: bh)
    guard let arrowSize else {
      return MarkLayout(cutout: target.cutout, pointOfInterest: p, arrowOrientation: side, frame: body, body: body, arrow: nil)
    }
    let arrowY = Self.along(p.y, length: arrowSize.height, from: body.minY, to: body.maxY, corner: sizes.cornerRadius)
    let arrowX = side == .left ? edge : body.maxX - a
    let arrow = Rect(x: arrowX, y: arrowY, width: arrowSize.width, height: arrowSize.height)
    return MarkLayout(
      cutout: target.cutout, pointOfInterest: p, arrowOrientation: side, frame: body.union(arrow), body: body, arrow: arrow)
  }

  /// x of a body pinned to a margin, moved into that margin by up to its corner radius (never
  /// out of the safe area), so that its arrow, kept off the corner, stays on the point of
  /// interest as it would on a square body.
  private func movedForArrow(_ x: Double, width w: Double, arrow aw: Double, on px: Double, corner r: Double) -> Double {
    guard r > 0, w >= aw + 2 * r else { return x }
    let wanted = px - aw / 2
    if wanted > x + w - r - aw {
      return x + max(0, min(wanted - (x + w - r - aw), r, screen.size.width - screen.safeArea.right - (x + w)))
    }
    if wanted < x + r {
      return x - max(0, min(x + r - wanted, r, x - screen.safeArea.left))
    }
    return x
  }

  /// How far the arrow overlaps the body: `gapBetweenBodyAndArrow` (negative: a gap between
  /// them), at most the arrow's and the body's depth, so that the arrow never passes the body.
  static func overlap(_ mark: CoachMark, arrow depth: Double?, body: Double) -> Double {
    guard let depth else { return 0 }
    return min(mark.gapBetweenBodyAndArrow, depth, body)
  }

  /// Where an arrow `length` long goes along a body edge from `start` to `end`: centred on
  /// `centre`, kept off the corners of radius `corner` (when the edge is long enough to have
  /// room between them), and within the edge; on an edge shorter than the arrow, centred on it.
  static func along(_ centre: Double, length: Double, from start: Double, to end: Double, corner: Double) -> Double {
    guard end - start >= length else { return start + (end - start - length) / 2 }
    let inset = end - start >= length + 2 * corner ? corner : 0
    return max(start + inset, min(centre - length / 2, end - inset - length))
  }
}
