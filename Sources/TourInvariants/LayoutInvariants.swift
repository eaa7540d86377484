import TourCore

/// The promises of API.md section 3, stated as properties of a finished layout rather than as
/// the algorithm: whatever the mark, the screen and the view sizes, a placement must keep every
/// one of them, or carry the note that says which it gave up on. Each breach is one sentence.
public enum LayoutInvariants {
  /// Breaches by `placement`, the placement of `mark` alone on `screen` with views of `sizes`.
  public static func check(_ placement: CoachMarkLayout.Placement, of mark: CoachMark, on screen: Screen, sizes: MarkSizes)
    -> [String]
  {
    let layout = placement.layout
    var found = Breaches()
    let rects = [layout.frame, layout.body] + (layout.arrow.map { [$0] } ?? [])
    found.expect(rects.allSatisfy(\.isFinite), "a rect is not finite: frame \(layout.frame), body \(layout.body)")
    guard found.list.isEmpty else { return found.list }
    let geometry = Geometry(screen: screen, mark: mark, layout: layout)
    found.expect(layout.frame == (layout.arrow.map(layout.body.union) ?? layout.body), "frame \(layout.frame) is not body ∪ arrow")
    found.expect((layout.arrow == nil) || layout.arrowOrientation != nil, "an arrow without a side")
    checkRoom(placement, of: mark, on: screen, sizes: sizes, geometry, &found)
    checkSide(placement, of: mark, on: screen, sizes: sizes, geometry, &found)
    return found.list
  }

  /// 1. Inside the safe area, else on the screen with a note; the body's size.
  private static func checkRoom(
    _ placement: CoachMarkLayout.Placement, of mark: CoachMark, on screen: Screen, sizes: MarkSizes, _ geometry: Geometry,
    _ found: inout Breaches
  ) {
    let (layout, notes, tolerance) = (placement.layout, placement.notes, geometry.tolerance)
    let tooTall = notes.contains { if case .tooTall = $0 { true } else { false } }
    let noWidth = notes.contains { if case .noWidth = $0 { true } else { false } }
    if !geometry.contains(layout.frame, in: geometry.safe) {
      found.expect(tooTall || noWidth, "frame \(layout.frame) leaves the safe area \(geometry.safe) and no note says why")
      if layout.frame.height <= screen.size.height, layout.frame.width <= screen.size.width {
        found.expect(geometry.contains(layout.frame, in: screen.bounds), "frame \(layout.frame) leaves the screen")
      }
    }
    if tooTall {
      found.expect(tolerance.le(geometry.safe.height, layout.body.height), "a tooTall note for a body \(layout.body.height) tall")
    }
    // The body's size: never wider than maxWidth; above, below, over or without a cutout, what
    // it wants at the widest it may be there.
    found.expect(
      tolerance.le(layout.body.width, max(mark.maxWidth, 0)), "body width \(layout.body.width) exceeds maxWidth \(mark.maxWidth)")
    if layout.arrowOrientation?.isVertical ?? true {
      let wanted = sizes.body(geometry.cap)
      found.expect(
        tolerance.eq(layout.body.height, wanted.height), "body height \(layout.body.height), but the body wants \(wanted.height) at \(geometry.cap)")
      found.expect(
        tolerance.eq(layout.body.width, min(wanted.width, geometry.cap)),
        "body width \(layout.body.width), but the body wants \(wanted.width) at \(geometry.cap)")
    }
  }

  /// Where the mark is against its cutout: centred without one, over it only when asked or
  /// with a note, on the side it was given or with a note, and (2, 3) its arrow touching the
  /// cutout the gap apart and off the body's corners.
  private static func checkSide(
    _ placement: CoachMarkLayout.Placement, of mark: CoachMark, on screen: Screen, sizes: MarkSizes, _ geometry: Geometry,
    _ found: inout Breaches
  ) {
    let (layout, notes) = (placement.layout, placement.notes)
    // No cutout (or one off the screen): centred, no arrow.
    guard let cutout = mark.cutoutPath, cutout.bounds.intersects(screen.bounds) else {
      found.expect(layout.arrow == nil && layout.arrowOrientation == nil, "a mark without a cutout on the screen has an arrow")
      found.expect(mark.cutoutPath == nil || notes.contains(.cutoutOffScreen), "a cutout off the screen without a note")
      return
    }
    let p = mark.pointOfInterest ?? cutout.bounds.center
    found.expect(layout.cutout == cutout && layout.pointOfInterest == p, "the layout's cutout or point of interest is not the mark's")
    // Over the cutout: only when asked to, or with a note that no side fits.
    guard let side = layout.arrowOrientation else {
      found.expect(layout.arrow == nil, "a mark over its cutout has an arrow")
      let replaced = notes.contains { if case .presetSideReplaced(_, nil) = $0 { true } else { false } }
      found.expect(
        mark.isDisplayedOverCutoutPath || notes.contains(.noSideFits) || replaced, "over its cutout without being asked to, and no note")
      if !mark.isDisplayedOverCutoutPath {
        for side in ArrowOrientation.allCases where geometry.verticalFits(side, sizes: sizes) {
          found.list.append("over its cutout although side \(side) fits")
        }
      }
      return
    }
    found.expect(!mark.isDisplayedOverCutoutPath, "isDisplayedOverCutoutPath, but the mark is on side \(side)")
    if let preset = mark.arrowOrientation, preset != side {
      found.expect(
        notes.contains(.presetSideReplaced(preset: preset, used: side)), "side \(side), but the mark presets \(preset), and no note says why")
    }
    if mark.arrowOrientation == nil, !side.isVertical {
      for vertical in [ArrowOrientation.top, .bottom] where geometry.verticalFits(vertical, sizes: sizes) {
        found.list.append("beside its cutout (side \(side)) although side \(vertical) fits")
      }
    }
    // The mark never covers its own cutout from a side (unless its gaps make it overlap).
    if mark.gapBetweenCoachMarkAndCutoutPath >= 0 {
      found.expect(!layout.body.intersects(cutout.bounds), "the body \(layout.body) covers its cutout \(cutout.bounds) from side \(side)")
    }
    // 2, 3. The arrow touches its own cutout, the gap apart, and keeps off the body's corners.
    guard let arrow = layout.arrow, let tip = layout.arrowTip else { return }
    found.expect(
      arrow.size == (sizes.arrow(side) ?? .zero),
      "arrow size \(arrow.size), but the arrow for side \(side) is \(String(describing: sizes.arrow(side)))")
    found.list += geometry.arrowTouches(tip, side: side)
    found.list += geometry.arrowOnEdge(arrow, side: side, p: p, corner: sizes.cornerRadius)
  }
}

/// The breaches found so far, one sentence each.
struct Breaches {
  var list: [String] = []

  /// Adds `message` when `condition` does not hold.
  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { list.append(message()) }
  }
}
