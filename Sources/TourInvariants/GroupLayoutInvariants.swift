import TourCore

/// The rules for several marks shown at once (API.md section 3, "Groups"): every part is
/// where it would be alone, or moved to a free place in the safe area that covers no cutout
/// of the group and no part placed before it, with an arrow that touches its own cutout and
/// is nearer it than any other, or, away from its cutout, no arrow and a report. A part left
/// where it would be alone while covering something is reported with what it covers.
public enum GroupLayoutInvariants {
  /// Breaches by the result of `GroupLayout.layout(parts, on: screen)`.
  public static func check(
    _ result: (layouts: [MarkLayout], problems: [GroupLayout.Problem]), of parts: [GroupLayout.Part], on screen: Screen
  ) -> [String] {
    guard result.layouts.count == parts.count else {
      return ["\(result.layouts.count) layouts for \(parts.count) parts"]
    }
    var found: [String] = []
    let cutouts = parts.map { $0.mark.cutoutPath?.bounds }
    for (index, (part, layout)) in zip(parts, result.layouts).enumerated() {
      let number = index + 1
      let placement = CoachMarkLayout.place(part.mark, on: screen, sizes: part.sizes)
      let alone = placement.layout
      let problems = result.problems.filter { $0.part == number }.map(\.kind)
      var covers: [String] = []
      for (other, cutout) in cutouts.enumerated() {
        guard let cutout, layout.frame.intersects(cutout) else { continue }
        if other == index, part.mark.isDisplayedOverCutoutPath || (layout == alone && alone.arrowOrientation == nil) { continue }
        covers.append("the cutout of part \(other + 1)")
      }
      for other in 0..<index where layout.frame.intersects(result.layouts[other].frame) {
        covers.append("the mark of part \(other + 1)")
      }
      let reportedCovering = problems.contains { if case .covers = $0 { true } else { false } }
      let reportedNear = problems.contains { if case .arrowNear = $0 { true } else { false } }
      if reportedNear {
        if layout != alone { found.append("part \(number)'s arrow is reported near another cutout, but the part was moved") }
        if !covers.isEmpty { found.append("part \(number) is reported for its arrow, but it covers \(covers.joined(separator: " and "))") }
        continue
      }
      if reportedCovering {
        if layout != alone { found.append("part \(number) is reported but was moved") }
        if covers.isEmpty { found.append("part \(number) is reported but covers nothing") }
        continue
      }
      if !covers.isEmpty { found.append("part \(number) covers \(covers.joined(separator: " and ")) and is not reported") }
      if let tip = layout.arrowTip, let own = cutouts[index] {
        let distance = own.distance(to: tip)
        for (other, cutout) in cutouts.enumerated() where other != index {
          if let cutout, cutout.distance(to: tip) <= distance {
            found.append("part \(number)'s arrow is as near the cutout of part \(other + 1) as its own")
          }
        }
      }
      guard layout != alone else { continue }
      found += moved(layout, part: number, parts[index], away: problems.contains(.awayFromCutout), on: screen)
    }
    return found
  }

  /// A part moved from where it would be alone: inside the safe area, with its own cutout;
  /// with an arrow, the arrow touches that cutout; without one, it is reported as away.
  private static func moved(_ layout: MarkLayout, part: Int, _ given: GroupLayout.Part, away: Bool, on screen: Screen) -> [String] {
    var found: [String] = []
    let mark = given.mark
    let S = screen.safeArea
    let tolerance = Tolerance(screen.size.width, screen.size.height, S.top, S.left, S.bottom, S.right, layout.frame.maxX, layout.frame.maxY)
    let inside =
      tolerance.le(S.left, layout.frame.minX) && tolerance.le(layout.frame.maxX, screen.size.width - S.right)
      && tolerance.le(S.top, layout.frame.minY) && tolerance.le(layout.frame.maxY, screen.size.height - S.bottom)
    if !inside { found.append("part \(part) was moved to \(layout.frame), outside the safe area") }
    if layout.cutout != mark.cutoutPath { found.append("part \(part) changed its cutout when moved") }
    guard let side = layout.arrowOrientation else {
      if mark.cutoutPath != nil, !away { found.append("part \(part) is away from its cutout, and is not reported") }
      return found
    }
    guard let arrow = layout.arrow, let tip = layout.arrowTip, let C = mark.cutoutPath?.bounds else {
      if given.sizes.arrow(side) != nil { found.append("part \(part) lost its arrow when moved to side \(side)") }
      return found
    }
    if arrow.size != given.sizes.arrow(side) { found.append("part \(part)'s arrow changed size when moved") }
    let g = mark.gapBetweenCoachMarkAndCutoutPath
    // Along its edge, the arrow is over its cutout, or where the rules put it alone: on the
    // point of interest as far as the body allows.
    let p = mark.pointOfInterest ?? C.center
    let body = layout.body
    let (start, end, length, centre, position) =
      side.isVertical ? (body.minX, body.maxX, arrow.width, p.x, arrow.minX) : (body.minY, body.maxY, arrow.height, p.y, arrow.minY)
    let inset = end - start >= length + 2 * given.sizes.cornerRadius ? given.sizes.cornerRadius : 0
    let standard =
      end - start < length ? start + (end - start - length) / 2 : max(start + inset, min(centre - length / 2, end - inset - length))
    let along = side.isVertical ? (tip.x, C.minX, C.maxX) : (tip.y, C.minY, C.maxY)
    if !(tolerance.le(along.1, along.0) && tolerance.le(along.0, along.2)) && !tolerance.eq(position, standard) {
      found.append("part \(part)'s arrow tip \(tip) is neither over its cutout \(C) nor on its point of interest")
    }
    let gap: Double =
      switch side {
      case .top: tip.y - C.maxY
      case .bottom: C.minY - tip.y
      case .left: tip.x - C.maxX
      case .right: C.minX - tip.x
      }
    if !tolerance.le(g, gap) { found.append("part \(part)'s arrow tip \(tip) is nearer its cutout than the gap \(g)") }
    return found
  }
}
