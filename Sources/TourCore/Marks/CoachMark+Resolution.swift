extension CoachMark {
  /// The mark carried along with its anchor view, when that view's frame has changed since
  /// the mark was made: a default cutout (the frame grown by 4, radius 4) is made again around
  /// the view's new frame; a custom cutout, and a given point of interest, move with the view.
  /// A mark made in a view's coordinates (`within`) moves with that view.
  /// A group's companions follow their own views.
  public func following(_ screen: Screen) -> CoachMark {
    var result = self
    if let anchor, let path = screen.path(forKeyPath: anchor.keyPath), let current = screen.frameOnScreen(path) {
      result = rebased(onto: current)
    }
    result.companions = companions.map { $0.following(screen) }
    return result
  }

  /// The mark as it would be had its anchor view been at `frame` (in screen coordinates) when
  /// the mark was made: what `following` does, given the view's frame.
  public func rebased(onto frame: Rect) -> CoachMark {
    guard let anchor, frame != anchor.frameAtCreation else { return self }
    let old = anchor.frameAtCreation
    let translation = RectMapping(from: old, to: Rect(origin: frame.origin, size: old.size))
    var moved = self
    if anchor.followsSize, cutoutPath == anchor.standardCutout(around: old) {
      moved.cutoutPath = anchor.standardCutout(around: frame)
    } else {
      moved.cutoutPath = cutoutPath?.mapped(by: translation)
    }
    moved.pointOfInterest = pointOfInterest.map(translation.apply)
    moved.anchor?.frameAtCreation = frame
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
    mark.companions = companions.map { $0.withComputedMetadata(screenHeight: screenHeight) }
    return mark
  }
}
