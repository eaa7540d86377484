import TourCore

/// The rules for several marks shown at once (API.md section 5, "Several marks at once"):
/// every part is either where it would be alone, or moved to a free place that covers no
/// cutout of the group and no part placed before it; only parts left where they would be
/// alone while covering something are reported as problems.
public enum GroupLayoutInvariants {
  /// Breaches by the result of `GroupLayout.layout(parts, on: screen)`.
  public static func check(
    _ result: (layouts: [MarkLayout], problems: [GroupLayout.Problem]), of parts: [GroupLayout.Part], on screen: Screen
  ) -> [String] {
    guard result.layouts.count == parts.count else {
      return ["\(result.layouts.count) layouts for \(parts.count) parts"]
    }
    var found: [String] = []
    let reported = Set(result.problems.map(\.part))
    let cutouts = parts.map { $0.mark.cutoutPath?.bounds }
    for (index, (part, layout)) in zip(parts, result.layouts).enumerated() {
      let number = index + 1
      let alone = CoachMarkLayout.layout(part.mark, on: screen, bodySize: part.bodySize, arrowSize: part.arrowSize)
      var covers: [String] = []
      for (other, cutout) in cutouts.enumerated() {
        guard let cutout, layout.frame.intersects(cutout) else { continue }
        if other == index, part.mark.isDisplayedOverCutoutPath || layout.arrowOrientation == nil { continue }
        covers.append("the cutout of part \(other + 1)")
      }
      for other in 0..<index where layout.frame.intersects(result.layouts[other].frame) {
        covers.append("part \(other + 1)")
      }
      if reported.contains(number) {
        if layout != alone { found.append("part \(number) is reported but was moved") }
        if covers.isEmpty { found.append("part \(number) is reported but covers nothing") }
        continue
      }
      if !covers.isEmpty { found.append("part \(number) covers \(covers.joined(separator: " and ")) and is not reported") }
      guard layout != alone else { continue }
      found += moved(layout, from: alone, part: number, mark: part.mark, on: screen)
    }
    return found
  }

  /// A part moved away from where it would be alone: same sizes, same cutout, inside the
  /// safe area vertically and the margins horizontally (when it fits between them), its arrow
  /// on the body.
  private static func moved(_ layout: MarkLayout, from alone: MarkLayout, part: Int, mark: CoachMark, on screen: Screen)
    -> [String]
  {
    var found: [String] = []
    let S = screen.safeArea
    let tolerance = Tolerance(screen.size.width, screen.size.height, S.top, S.left, S.bottom, S.right, mark.horizontalMargin)
    if layout.body.size != alone.body.size { found.append("part \(part) changed size when moved") }
    if layout.arrow?.size != alone.arrow?.size { found.append("part \(part)'s arrow changed size when moved") }
    if layout.cutout != alone.cutout || layout.pointOfInterest != alone.pointOfInterest {
      found.append("part \(part) changed its cutout when moved")
    }
    if !(tolerance.le(S.top, layout.frame.minY) && tolerance.le(layout.frame.maxY, screen.size.height - S.bottom)) {
      found.append("part \(part) was moved to \(layout.frame), outside the safe area")
    }
    let low = S.left + mark.horizontalMargin
    let high = screen.size.width - S.right - mark.horizontalMargin
    if tolerance.le(layout.body.width, high - low),
      !(tolerance.le(low, layout.body.minX) && tolerance.le(layout.body.maxX, high))
    {
      found.append("part \(part) was moved to \(layout.body), across the margins [\(low), \(high)]")
    }
    if let arrow = layout.arrow, arrow.width <= layout.body.width,
      !(tolerance.le(layout.body.minX, arrow.minX) && tolerance.le(arrow.maxX, layout.body.maxX))
    {
      found.append("part \(part)'s arrow \(arrow) sticks out of its body \(layout.body)")
    }
    return found
  }
}
