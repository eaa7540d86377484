extension TouchScene {
  /// A point of a screen of `size` on the overlay outside every cutout, mark and skip view (the first one, scanning
  /// rows from the top-left corner in steps of 4 points), or nil when there is none.
  public func overlayPoint(on size: Size) -> Point? {
    let step = 4.0
    var y = 1.0
    while y < size.height {
      var x = 1.0
      while x < size.width {
        let point = Point(x: x, y: y)
        if isBareOverlay(point) { return point }
        x += step
      }
      y += step
    }
    return nil
  }

  private func isBareOverlay(_ point: Point) -> Bool {
    if isOnSkip(point) { return false }
    for mark in marks {
      if mark.isOnNext(point) { return false }
      if let arrow = mark.arrow, arrow.contains(point) { return false }
      if let cutout = mark.cutout, cutout.contains(point) { return false }
    }
    return true
  }

  /// Where a tap in the cutout of the mark on screen (the first) lands on the cutout itself: its centre when no mark,
  /// arrow or skip view covers it, else the free point of the cutout nearest the centre (on a
  /// 4-point grid around it). `.covered` when every such point is covered, nil when no mark
  /// with a cutout is on screen.
  public var cutoutTapPoint: CutoutTapPoint? {
    guard let cutout = marks.first?.cutout else { return nil }
    func isFree(_ point: Point) -> Bool {
      guard cutout.contains(point) else { return false }
      if isOnSkip(point) { return false }
      return !marks.contains { $0.isOnNext(point) || ($0.arrow?.contains(point) ?? false) }
    }
    let bounds = cutout.bounds
    let center = bounds.center
    if isFree(center) { return .point(center) }
    let step = 4.0
    let columns = Int((bounds.width / 2 / step).rounded(.down))
    let rows = Int((bounds.height / 2 / step).rounded(.down))
    var best: (point: Point, distance: Double)?
    for row in -rows...rows {
      for column in -columns...columns {
        let point = Point(x: center.x + Double(column) * step, y: center.y + Double(row) * step)
        let distance = Double(row * row + column * column)
        guard distance < best?.distance ?? .infinity, isFree(point) else { continue }
        best = (point, distance)
      }
    }
    return best.map { .point($0.point) } ?? .covered
  }
}
