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
    let notes = placement.notes
    var found: [String] = []
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { found.append(message()) }
    }
    let rects = [layout.frame, layout.body] + (layout.arrow.map { [$0] } ?? [])
    expect(rects.allSatisfy(\.isFinite), "a rect is not finite: frame \(layout.frame), body \(layout.body)")
    guard found.isEmpty else { return found }
    let geometry = Geometry(screen: screen, mark: mark, layout: layout)
    let tolerance = geometry.tolerance
    expect(layout.frame == (layout.arrow.map(layout.body.union) ?? layout.body), "frame \(layout.frame) is not body ∪ arrow")
    expect((layout.arrow == nil) || layout.arrowOrientation != nil, "an arrow without a side")

    // 1. Inside the safe area, else on the screen with a note.
    let tooTall = notes.contains { if case .tooTall = $0 { true } else { false } }
    let noWidth = notes.contains { if case .noWidth = $0 { true } else { false } }
    if !geometry.contains(layout.frame, in: geometry.safe) {
      expect(tooTall || noWidth, "frame \(layout.frame) leaves the safe area \(geometry.safe) and no note says why")
      if layout.frame.height <= screen.size.height, layout.frame.width <= screen.size.width {
        expect(geometry.contains(layout.frame, in: screen.bounds), "frame \(layout.frame) leaves the screen")
      }
    }
    if tooTall { expect(tolerance.le(geometry.safe.height, layout.body.height), "a tooTall note for a body \(layout.body.height) tall") }

    // The body's size: never wider than maxWidth; above, below, over or without a cutout, what
    // it wants at the widest it may be there.
    expect(tolerance.le(layout.body.width, max(mark.maxWidth, 0)), "body width \(layout.body.width) exceeds maxWidth \(mark.maxWidth)")
    if layout.arrowOrientation?.isVertical ?? true {
      let wanted = sizes.body(geometry.cap)
      expect(
        tolerance.eq(layout.body.height, wanted.height), "body height \(layout.body.height), but the body wants \(wanted.height) at \(geometry.cap)")
      expect(
        tolerance.eq(layout.body.width, min(wanted.width, geometry.cap)),
        "body width \(layout.body.width), but the body wants \(wanted.width) at \(geometry.cap)")
    }

    // No cutout (or one off the screen): centred, no arrow.
    guard let cutout = mark.cutoutPath, cutout.bounds.intersects(screen.bounds) else {
      expect(layout.arrow == nil && layout.arrowOrientation == nil, "a mark without a cutout on the screen has an arrow")
      expect(mark.cutoutPath == nil || notes.contains(.cutoutOffScreen), "a cutout off the screen without a note")
      return found
    }
    let p = mark.pointOfInterest ?? cutout.bounds.center
    expect(layout.cutout == cutout && layout.pointOfInterest == p, "the layout's cutout or point of interest is not the mark's")

    // Over the cutout: only when asked to, or with a note that no side fits.
    guard let side = layout.arrowOrientation else {
      expect(layout.arrow == nil, "a mark over its cutout has an arrow")
      let replaced = notes.contains { if case .presetSideReplaced(_, nil) = $0 { true } else { false } }
      expect(mark.isDisplayedOverCutoutPath || notes.contains(.noSideFits) || replaced, "over its cutout without being asked to, and no note")
      if !mark.isDisplayedOverCutoutPath {
        for side in ArrowOrientation.allCases where geometry.verticalFits(side, sizes: sizes) {
          found.append("over its cutout although side \(side) fits")
        }
      }
      return found
    }
    expect(!mark.isDisplayedOverCutoutPath, "isDisplayedOverCutoutPath, but the mark is on side \(side)")
    if let preset = mark.arrowOrientation, preset != side {
      expect(notes.contains(.presetSideReplaced(preset: preset, used: side)), "side \(side), but the mark presets \(preset), and no note says why")
    }
    if mark.arrowOrientation == nil, !side.isVertical {
      for vertical in [ArrowOrientation.top, .bottom] where geometry.verticalFits(vertical, sizes: sizes) {
        found.append("beside its cutout (side \(side)) although side \(vertical) fits")
      }
    }
    // The mark never covers its own cutout from a side (unless its gaps make it overlap).
    if mark.gapBetweenCoachMarkAndCutoutPath >= 0 {
      expect(!layout.body.intersects(cutout.bounds), "the body \(layout.body) covers its cutout \(cutout.bounds) from side \(side)")
    }

    // 2, 3. The arrow touches its own cutout, the gap apart, and keeps off the body's corners.
    guard let arrow = layout.arrow, let tip = layout.arrowTip else { return found }
    expect(
      arrow.size == (sizes.arrow(side) ?? .zero),
      "arrow size \(arrow.size), but the arrow for side \(side) is \(String(describing: sizes.arrow(side)))")
    found += geometry.arrowTouches(tip, side: side)
    found += geometry.arrowOnEdge(arrow, side: side, p: p, corner: sizes.cornerRadius)
    return found
  }
}
