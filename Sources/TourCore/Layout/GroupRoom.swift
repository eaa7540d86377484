/// The places of a group being laid out: which are free, and the places a part tries when
/// its own is not (`GroupLayout`).
struct GroupRoom {
  let parts: [GroupLayout.Part]
  let screen: Screen
  /// Every part's cutout bounds (nil without one).
  let cutouts: [Rect?]
  /// Where each part would be alone.
  let alone: [MarkLayout]
  /// The layouts of the parts placed so far, in order.
  var placed: [MarkLayout] = []

  init(parts: [GroupLayout.Part], screen: Screen) {
    self.parts = parts
    self.screen = screen
    cutouts = parts.map { $0.mark.cutoutPath?.bounds }
    alone = parts.map { CoachMarkLayout.place($0.mark, on: screen, sizes: $0.sizes).layout }
  }

  /// Whether part `index` may be at `layout`: clear of every cutout of the group (its own too,
  /// unless it is shown over it) and of the parts placed before it, and with its arrow, if it
  /// has one, nearer its own cutout than any other.
  func isFree(_ layout: MarkLayout, part index: Int) -> Bool {
    let overOwn = parts[index].mark.isDisplayedOverCutoutPath || (alone[index].arrowOrientation == nil && layout == alone[index])
    return isFree(frame: layout.frame, tip: layout.arrowTip, part: index, overOwn: overOwn)
  }

  /// `isFree` for a place known by its frame and its arrow's tip, without building a layout
  /// (a group tries hundreds of places for a part that has none).
  func isFree(frame: Rect, tip: Point?, part index: Int, overOwn: Bool = false) -> Bool {
    for other in parts.indices {
      if let cutout = cutouts[other], frame.intersects(cutout), other != index || !overOwn { return false }
      if other != index, other < placed.count, frame.intersects(placed[other].frame) { return false }
    }
    guard let tip, let own = cutouts[index] else { return true }
    let distance = own.distance(to: tip)
    for other in parts.indices where other != index {
      if let cutout = cutouts[other], cutout.distance(to: tip) <= distance { return false }
    }
    return true
  }

  /// What part `index` at `layout` covers, by part: a mark over its own cutout (asked to be,
  /// or with no side to go to) covers it on purpose, any other covering is reported.
  func covered(by layout: MarkLayout, part index: Int) -> [GroupLayout.Problem.Covered] {
    let overOwn = parts[index].mark.isDisplayedOverCutoutPath || (alone[index].arrowOrientation == nil && layout == alone[index])
    var covered: [GroupLayout.Problem.Covered] = []
    for other in parts.indices {
      let cutout = cutouts[other].map { layout.frame.intersects($0) } ?? false
      let mark = other < placed.count && other != index && layout.frame.intersects(placed[other].frame)
      if other == index {
        if cutout, !overOwn { covered.append(.init(part: other + 1, cutout: true, mark: false)) }
      } else if cutout || mark {
        covered.append(.init(part: other + 1, cutout: cutout, mark: mark))
      }
    }
    return covered
  }

  /// The parts (1-based) whose cutouts are as near the arrow's tip as part `index`'s own.
  func cutoutsNearArrow(of layout: MarkLayout, part index: Int) -> [Int] {
    guard let tip = layout.arrowTip, let own = cutouts[index] else { return [] }
    let distance = own.distance(to: tip)
    return cutouts.indices.filter { other in
      other != index && (cutouts[other].map { $0.distance(to: tip) <= distance } ?? false)
    }.map { $0 + 1 }
  }

  /// Whether `frame` lies in the safe area.
  func isInSafeArea(_ frame: Rect) -> Bool {
    let S = screen.safeArea
    let tolerance = 1e-9 * max(screen.size.width, screen.size.height, 1)
    return frame.minX >= S.left - tolerance && frame.maxX <= screen.size.width - S.right + tolerance
      && frame.minY >= S.top - tolerance && frame.maxY <= screen.size.height - S.bottom + tolerance
  }

  /// The first free place for part `index`, best first (see `GroupLayout`), and whether it is
  /// away from the cutout; nil when there is none.
  func firstFree(_ index: Int) -> (layout: MarkLayout, away: Bool)? {
    let part = parts[index]
    guard let cutout = part.mark.cutoutPath, !part.mark.isDisplayedOverCutoutPath else { return nil }
    var notes: [LayoutNote] = []
    let frame = LayoutFrame(mark: part.mark, screen: screen, notes: &notes)
    let target = LayoutTarget(cutout: cutout, pointOfInterest: part.mark.pointOfInterest ?? cutout.bounds.center)
    let order = CoachMarkLayout.sides(for: part.mark, side: nil, target: target, frame: frame, sizes: part.sizes)
    let sides = order.compactMap { frame.beside(target, on: $0, sizes: part.sizes) }
    // No place tried here is over the cutout: each has a side, or is away from it.
    func accept(_ layout: MarkLayout) -> Bool { accepts(layout.frame, layout.arrowTip) }
    func accepts(_ frame: Rect, _ tip: Point?) -> Bool { isInSafeArea(frame) && isFree(frame: frame, tip: tip, part: index) }
    // 1. Another side, as it is.
    if let other = sides.dropFirst().first(where: accept) { return (other, false) }
    // 2. Sliding along each side.
    for layout in sides {
      if let slid = firstSlid(layout, target: target, frame: frame, sizes: part.sizes, where: accepts) { return (slid, false) }
    }
    // 3. Narrower bodies above or below.
    for side in order where side.isVertical {
      // Only a body that fits the narrower width (its text wraps); a fixed one is not squeezed.
      for width in narrower(than: frame.cap) where part.sizes.body(width).width <= width {
        guard let layout = frame.beside(target, on: side, sizes: part.sizes, width: width) else { continue }
        if accept(layout) { return (layout, false) }
        if let slid = firstSlid(layout, target: target, frame: frame, sizes: part.sizes, where: accepts) { return (slid, false) }
      }
    }
    // 4. Away from the cutout, without an arrow.
    for layout in sides {
      for distance in GroupLayout.steps(across: layout.arrowOrientation?.isVertical ?? true ? screen.size.height : screen.size.width) {
        let body = GroupPlaces.awayBody(layout, by: distance)
        guard isInSafeArea(body) else { break }
        if accepts(body, nil) { return (GroupPlaces.away(layout, by: distance), true) }
      }
    }
    return nil
  }

  /// The first place along `layout`'s side, nearest first, that `accept` takes, with the
  /// arrow on the point of interest as far as the body allows and still over the cutout.
  private func firstSlid(
    _ layout: MarkLayout, target: LayoutTarget, frame: LayoutFrame, sizes: MarkSizes, where accept: (Rect, Point?) -> Bool
  ) -> MarkLayout? {
    guard let vertical = layout.arrowOrientation?.isVertical else { return nil }
    let span = vertical ? frame.high - frame.low : frame.bottom - frame.top
    for distance in GroupLayout.steps(across: span) {
      for signed in [-distance, distance] {
        guard let slid = GroupPlaces.slid(layout, by: signed, target: target, frame: frame, corner: sizes.cornerRadius) else {
          continue
        }
        if accept(slid.frame, slid.tip) { return slid.applied(to: layout) }
      }
    }
    return nil
  }

  /// The widths to try below `cap`, widest first, down to `readableWidth`.
  private func narrower(than cap: Double) -> [Double] {
    let floor = CoachMarkLayout.readableWidth
    guard cap > floor else { return [] }
    let count = GroupLayout.narrowerWidths
    return (1...count).map { cap - (cap - floor) * Double($0) / Double(count) }
  }
}
