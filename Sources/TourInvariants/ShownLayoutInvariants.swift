import TourCore

/// The layout promises checked on what a controller shows (API.md section 3), for tests that
/// drive a whole flow: every part lies in the safe area (unless it is taller or wider than
/// that), every arrow is on its side of its own cutout, at least the gap apart, and nearer it
/// than any other cutout,
/// a default body's controls stay inside it and apart (`BubbleLayoutInvariants`), and the skip
/// view covers no cutout and no mark while a corner is free.
public enum ShownLayoutInvariants {
  public static func check(_ controller: CoachMarksController) -> [String] {
    // A mark on screen waiting for its user (a mark being hidden keeps the layout it was
    // made with, for the screen it was made on).
    guard case .user = controller.waitingFor, let shown = controller.machine.phase.displayed else { return [] }
    let screen = controller.screen
    let S = screen.safeArea
    let safe = Rect(x: S.left, y: S.top, width: screen.size.width - S.left - S.right, height: screen.size.height - S.top - S.bottom)
    let parts = shown.laidOut.parts
    let cutouts = parts.map { $0.layout.cutout?.bounds }
    var found: [String] = []
    for (offset, (mark, _, layout)) in parts.enumerated() {
      let name = "mark \(shown.index) part \(offset + 1)"
      if let body = shown.laidOut.bodyText(ofPart: offset) {
        found += BubbleLayoutInvariants.check(body).map { "\(name) body: \($0)" }
      }
      let fitsSafeArea = layout.body.height <= safe.height && layout.frame.width <= safe.width - 2 * max(mark.horizontalMargin, 0)
      if fitsSafeArea, !contains(safe, layout.frame) { found.append("\(name): frame \(layout.frame) leaves the safe area \(safe)") }
      guard let tip = layout.arrowTip, let side = layout.arrowOrientation, let C = cutouts[offset] else { continue }
      let g = mark.gapBetweenCoachMarkAndCutoutPath
      // On its side of the cutout, at least the gap apart (further only when moved into the
      // safe area; a layout made before a resize keeps the safe area it was made in).
      let beyondGap: Bool =
        switch side {
        case .top: tip.y >= C.maxY + g - 1e-6
        case .bottom: tip.y <= C.minY - g + 1e-6
        case .left: tip.x >= C.maxX + g - 1e-6
        case .right: tip.x <= C.minX - g + 1e-6
        }
      if !beyondGap { found.append("\(name): the arrow's tip \(tip) is nearer its cutout \(C) than the gap \(g), or on the wrong side") }
      for (other, cutout) in cutouts.enumerated() where other != offset {
        if let cutout, cutout.distance(to: tip) <= C.distance(to: tip) { found.append("\(name): the arrow is as near part \(other + 1)'s cutout") }
      }
    }
    if let skip = shown.laidOut.layout.skip, let view = controller.skip.view {
      let size = controller.skip.size(of: view, on: screen, sizing: controller.sizing)
      let avoiding = shown.laidOut.layout.drawnFrames
      let free = SkipViewPlacement.corners(size: size, on: screen).contains { corner in !avoiding.contains { $0.intersects(corner) } }
      if free, avoiding.contains(where: { $0.intersects(skip) }) {
        found.append("mark \(shown.index): the skip view \(skip) covers a mark or a cutout while a corner is free")
      }
    }
    return found
  }

  private static func contains(_ area: Rect, _ frame: Rect) -> Bool {
    let slack = 1e-9 * max(area.maxX, area.maxY, 1)
    return frame.minX >= area.minX - slack && frame.maxX <= area.maxX + slack && frame.minY >= area.minY - slack
      && frame.maxY <= area.maxY + slack
  }
}
