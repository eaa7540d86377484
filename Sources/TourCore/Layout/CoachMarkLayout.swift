/// Places a coach mark: the algorithm of API.md section 3, as a pure function.
///
/// 1. Width: w = min(bw, maxWidth, W − S.left − S.right − 2m); height ah + bh − a with an
///    arrow, bh without.
/// 2. Side: the preset orientation, else `.bottom` when the cutout's top is below H/2.
/// 3. Never off screen: a computed side that does not fit between the safe area's top and
///    bottom flips when the other side fits; otherwise (or with `isDisplayedOverCutoutPath`)
///    the mark is shown over the cutout, without an arrow, and kept inside the safe area.
/// 4. x: centred on the point of interest, pinned to the margin it would cross.
/// 5. The arrow: centred on the point of interest, kept within the body.
/// 6. No cutout: centred on the screen, no arrow.
public enum CoachMarkLayout {
  /// Lays out `mark` on `screen`.
  /// - Parameters:
  ///   - bodySize: the body's preferred size when it may be at most the given width wide.
  ///   - arrowSize: the arrow's preferred size, or nil for a mark without an arrow.
  public static func layout(
    _ mark: CoachMark, on screen: Screen, bodySize: (Double) -> Size, arrowSize: Size?
  ) -> MarkLayout {
    let W = screen.size.width
    let H = screen.size.height
    let S = screen.safeArea
    let m = mark.horizontalMargin
    let cap = max(0, min(mark.maxWidth, W - S.left - S.right - 2 * m))
    let preferred = bodySize(cap)
    let w = min(preferred.width, cap)
    let bh = preferred.height

    func x(centredOn px: Double) -> Double {
      let low = S.left + m
      let high = W - S.right - m
      let x = px - w / 2
      if x < low { return low }
      if x + w > high { return high - w }
      return x
    }
    func keptInSafeArea(_ y: Double, height: Double) -> Double {
      var y = y
      if y + height > H - S.bottom { y = H - S.bottom - height }
      if y < S.top { y = S.top }
      return y
    }

    guard let cutout = mark.cutoutPath else {
      let body = Rect(
        x: x(centredOn: W / 2), y: keptInSafeArea((H - bh) / 2, height: bh), width: w, height: bh)
      return MarkLayout(
        cutout: nil, pointOfInterest: nil, arrowOrientation: nil, frame: body, body: body,
        arrow: nil)
    }

    let C = cutout.bounds
    let p = mark.pointOfInterest ?? C.center
    let g = mark.gapBetweenCoachMarkAndCutoutPath
    let a = mark.gapBetweenBodyAndArrow
    let h = arrowSize.map { $0.height + bh - a } ?? bh
    func top(for side: ArrowOrientation) -> Double {
      side == .top ? C.maxY + g : C.minY - g - h
    }
    func fits(_ side: ArrowOrientation) -> Bool {
      let y = top(for: side)
      return y >= S.top && y + h <= H - S.bottom
    }

    var side = mark.arrowOrientation ?? (C.minY > H / 2 ? .bottom : .top)
    var over = mark.isDisplayedOverCutoutPath
    if !over, mark.arrowOrientation == nil, !fits(side) {
      if fits(side.opposite) { side = side.opposite } else { over = true }
    }
    let left = x(centredOn: p.x)

    if over {
      let body = Rect(
        x: left, y: keptInSafeArea(C.midY - bh / 2, height: bh), width: w, height: bh)
      return MarkLayout(
        cutout: cutout, pointOfInterest: p, arrowOrientation: nil, frame: body, body: body,
        arrow: nil)
    }

    let y = top(for: side)
    guard let arrowSize else {
      let body = Rect(x: left, y: y, width: w, height: bh)
      return MarkLayout(
        cutout: cutout, pointOfInterest: p, arrowOrientation: side, frame: body, body: body,
        arrow: nil)
    }
    let (aw, ah) = (arrowSize.width, arrowSize.height)
    let arrowX = max(left, min(p.x - aw / 2, left + w - aw))
    let body: Rect
    let arrow: Rect
    if side == .top {
      arrow = Rect(x: arrowX, y: y, width: aw, height: ah)
      body = Rect(x: left, y: y + ah - a, width: w, height: bh)
    } else {
      body = Rect(x: left, y: y, width: w, height: bh)
      arrow = Rect(x: arrowX, y: body.maxY - a, width: aw, height: ah)
    }
    return MarkLayout(
      cutout: cutout, pointOfInterest: p, arrowOrientation: side, frame: body.union(arrow),
      body: body, arrow: arrow)
  }
}
