import TourCore

/// The layout rules of API.md section 3, stated as properties of a finished layout rather
/// than as the algorithm: whatever the mark, the screen and the view sizes, a layout must
/// satisfy every one of them. Each breach is one sentence naming the rule.
public enum LayoutInvariants {
  /// Breaches by `layout`, the layout of `mark` alone on `screen`, whose body wanted `bodySize`
  /// at the width it was offered and whose arrow is `arrowSize` (nil: no arrow view).
  public static func check(
    _ layout: MarkLayout, of mark: CoachMark, on screen: Screen, bodySize: Size, arrowSize: Size?
  ) -> [String] {
    var found: [String] = []
    let W = screen.size.width
    let H = screen.size.height
    let S = screen.safeArea
    let m = mark.horizontalMargin
    let body = layout.body
    let w = body.width
    let bh = body.height
    let tolerance = Tolerance(W, H, S.top, S.left, S.bottom, S.right, m, mark.maxWidth, bodySize.width, bodySize.height)
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { found.append(message()) }
    }
    let rects = [layout.frame, layout.body] + (layout.arrow.map { [$0] } ?? [])
    expect(rects.allSatisfy(\.isFinite), "a rect is not finite: frame \(layout.frame), body \(body)")
    guard found.isEmpty else { return found }

    // 1. Width and height.
    let cap = max(0, min(mark.maxWidth, W - S.left - S.right - 2 * m))
    expect(w >= 0 && tolerance.le(w, cap), "body width \(w) exceeds min(maxWidth, safe width - 2 margins) = \(cap)")
    expect(tolerance.eq(w, min(bodySize.width, cap)), "body width \(w), expected min(\(bodySize.width), \(cap))")
    expect(tolerance.eq(bh, bodySize.height), "body height \(bh), expected \(bodySize.height)")
    expect(layout.frame == (layout.arrow.map(body.union) ?? body), "frame \(layout.frame) is not body ∪ arrow")
    if layout.arrow != nil { expect(layout.arrowOrientation != nil, "an arrow without an orientation") }
    if layout.arrow == nil, arrowSize != nil, layout.arrowOrientation != nil {
      found.append("an arrow view and an orientation, but no arrow")
    }

    // 4. x: centred on the point of interest, pinned to the margin it crosses.
    let low = S.left + m
    let high = W - S.right - m
    let px = layout.pointOfInterest?.x ?? W / 2
    if tolerance.le(w, high - low) {
      expect(tolerance.le(low, body.minX) && tolerance.le(body.maxX, high), "body \(body) crosses the margins [\(low), \(high)]")
      let centred = px - w / 2
      if low <= centred, centred + w <= high {
        expect(tolerance.eq(body.minX, centred), "body x \(body.minX), expected \(centred): centred on \(px)")
      }
    }

    // 6. No cutout: centred on the screen, no arrow.
    guard let cutout = mark.cutoutPath else {
      expect(layout.cutout == nil && layout.pointOfInterest == nil, "a mark without a cutout got one in its layout")
      expect(layout.arrow == nil && layout.arrowOrientation == nil, "a mark without a cutout has an arrow")
      found += vertical(body, keptIn: screen, centredOn: H / 2, tolerance)
      return found
    }
    let C = cutout.bounds
    let p = mark.pointOfInterest ?? C.center
    expect(layout.cutout == cutout, "the layout's cutout is not the mark's")
    expect(layout.pointOfInterest == p, "point of interest \(String(describing: layout.pointOfInterest)), expected \(p)")

    let g = mark.gapBetweenCoachMarkAndCutoutPath
    let a = mark.gapBetweenBodyAndArrow
    let ah = arrowSize?.height ?? 0
    let h = arrowSize == nil ? bh : ah + bh - a
    func top(_ side: ArrowOrientation) -> Double { side == .top ? C.maxY + g : C.minY - g - h }
    func fits(_ side: ArrowOrientation) -> Bool { top(side) >= S.top && top(side) + h <= H - S.bottom }
    let natural: ArrowOrientation = C.minY > H / 2 ? .bottom : .top

    // 3. Shown over the cutout: only when asked to, or when neither side fits.
    guard let side = layout.arrowOrientation else {
      expect(layout.arrow == nil, "a mark over its cutout has an arrow")
      if !mark.isDisplayedOverCutoutPath {
        expect(mark.arrowOrientation == nil, "the preset side \(String(describing: mark.arrowOrientation)) was dropped")
        expect(!fits(.top) && !fits(.bottom), "shown over the cutout although a side fits")
      }
      found += vertical(body, keptIn: screen, centredOn: C.midY, tolerance)
      return found
    }
    expect(!mark.isDisplayedOverCutoutPath, "isDisplayedOverCutoutPath, but the mark is on side \(side)")
    if let preset = mark.arrowOrientation {
      expect(side == preset, "side \(side), but the mark presets \(preset)")
    } else {
      // 2, 3. The natural side when it fits, else the other one, which must then fit.
      expect(fits(side), "side \(side) does not fit between the safe area's top and bottom")
      if fits(natural) { expect(side == natural, "side \(side), but the natural side \(natural) fits") }
    }

    // 2, 5. Vertical placement and the arrow.
    let y = top(side)
    guard let arrow = layout.arrow, let arrowSize else {
      expect(tolerance.eq(body.minY, y), "body y \(body.minY), expected \(y) on side \(side)")
      return found
    }
    expect(arrow.size == arrowSize, "arrow size \(arrow.size), expected \(arrowSize)")
    let aw = arrowSize.width
    if side == .top {
      expect(tolerance.eq(arrow.minY, y), "arrow y \(arrow.minY), expected \(y) below the cutout")
      expect(tolerance.eq(body.minY, y + ah - a), "body y \(body.minY), expected \(y + ah - a) under the arrow")
    } else {
      expect(tolerance.eq(body.minY, y), "body y \(body.minY), expected \(y) above the cutout")
      expect(tolerance.eq(arrow.minY, body.maxY - a), "arrow y \(arrow.minY), expected \(body.maxY - a) under the body")
    }
    if tolerance.le(aw, w) {
      expect(
        tolerance.le(body.minX, arrow.minX) && tolerance.le(arrow.maxX, body.maxX),
        "arrow \(arrow) sticks out of the body \(body)")
      let centred = p.x - aw / 2
      if body.minX <= centred, centred + aw <= body.maxX {
        expect(tolerance.eq(arrow.minX, centred), "arrow x \(arrow.minX), expected \(centred): centred on \(p.x)")
      }
    }
    return found
  }

  /// A body with no side (no cutout, or over it): centred vertically on `centre`, then moved
  /// into the safe area when it fits there.
  private static func vertical(_ body: Rect, keptIn screen: Screen, centredOn centre: Double, _ tolerance: Tolerance)
    -> [String]
  {
    let top = screen.safeArea.top
    let bottom = screen.size.height - screen.safeArea.bottom
    var y = centre - body.height / 2
    if y + body.height > bottom { y = bottom - body.height }
    if y < top { y = top }
    return tolerance.eq(body.minY, y) ? [] : ["body y \(body.minY), expected \(y): centred on \(centre) within [\(top), \(bottom)]"]
  }
}
