extension CoachMark {
  /// The mark carried along with its anchor view: when that view's frame has changed since
  /// the mark was made, the cutout and point of interest move with it (and scale with it,
  /// for a mark made from the view itself).
  public func following(_ screen: Screen) -> CoachMark {
    guard let anchor, let path = screen.path(forKeyPath: anchor.keyPath),
      let current = screen.frameOnScreen(path), current != anchor.frameAtCreation
    else { return self }
    let old = anchor.frameAtCreation
    let target = anchor.followsSize ? current : Rect(origin: current.origin, size: old.size)
    let mapping = RectMapping(from: old, to: target)
    var moved = self
    moved.cutoutPath = cutoutPath?.mapped(by: mapping)
    moved.pointOfInterest = pointOfInterest.map(mapping.apply)
    moved.anchor = MarkAnchor(
      keyPath: anchor.keyPath, frameAtCreation: current, followsSize: anchor.followsSize)
    return moved
  }

  /// The arrow side the layout starts from: the preset one, else `.bottom` when the cutout's
  /// top edge is below the middle of the screen, else `.top`; nil without a cutout.
  public func computedArrowOrientation(screenHeight: Double) -> ArrowOrientation? {
    guard let cutout = cutoutPath else { return nil }
    if let arrowOrientation { return arrowOrientation }
    return cutout.bounds.minY > screenHeight / 2 ? .bottom : .top
  }

  /// The mark as a data source sees it before it is shown: orientation and point of interest
  /// filled in where they were nil (both stay nil without a cutout).
  public func withComputedMetadata(screenHeight: Double) -> CoachMark {
    var mark = self
    mark.arrowOrientation = computedArrowOrientation(screenHeight: screenHeight)
    if mark.pointOfInterest == nil, let cutout = cutoutPath {
      mark.pointOfInterest = cutout.bounds.center
    }
    return mark
  }
}
