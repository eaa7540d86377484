extension CoachMark {
  /// Makes this a mark without a view: centred, with no cutout, no point of interest and no
  /// view to follow (a mark whose view did not come, or one that waits for it).
  public mutating func clearView() {
    cutoutPath = nil
    pointOfInterest = nil
    anchor = nil
  }

  /// The mark with every field that differs between `edited` and `original` taken from
  /// `edited`: how the edits a hook made to its copy of a mark are applied to a mark that
  /// may have changed meanwhile (through `updateCurrentCoachMark`).
  ///
  /// A hook sees its mark where the anchor view is when the hook runs, so the edits are in
  /// those coordinates: the marks are first brought to the same anchor frame as `edited`.
  public func applying(editsIn edited: CoachMark, since original: CoachMark) -> CoachMark {
    var result = self
    var original = original
    if let anchor = edited.anchor {
      if original.anchor?.keyPath == anchor.keyPath { original = original.rebased(onto: anchor.frameAtCreation) }
      if result.anchor?.keyPath == anchor.keyPath { result = result.rebased(onto: anchor.frameAtCreation) }
    }
    // Field by field, written out: a generic `take(\.field)` went through the key path
    // runtime for each field, a twelfth of the engine's time for a mark.
    if edited.cutoutPath != original.cutoutPath { result.cutoutPath = edited.cutoutPath }
    if edited.pointOfInterest != original.pointOfInterest { result.pointOfInterest = edited.pointOfInterest }
    if edited.arrowOrientation != original.arrowOrientation { result.arrowOrientation = edited.arrowOrientation }
    if edited.gapBetweenBodyAndArrow != original.gapBetweenBodyAndArrow { result.gapBetweenBodyAndArrow = edited.gapBetweenBodyAndArrow }
    if edited.gapBetweenCoachMarkAndCutoutPath != original.gapBetweenCoachMarkAndCutoutPath {
      result.gapBetweenCoachMarkAndCutoutPath = edited.gapBetweenCoachMarkAndCutoutPath
    }
    if edited.maxWidth != original.maxWidth { result.maxWidth = edited.maxWidth }
    if edited.horizontalMargin != original.horizontalMargin { result.horizontalMargin = edited.horizontalMargin }
    if edited.isDisplayedOverCutoutPath != original.isDisplayedOverCutoutPath { result.isDisplayedOverCutoutPath = edited.isDisplayedOverCutoutPath }
    if edited.isOverlayInteractionEnabled != original.isOverlayInteractionEnabled {
      result.isOverlayInteractionEnabled = edited.isOverlayInteractionEnabled
    }
    if edited.isUserInteractionEnabledInsideCutoutPath != original.isUserInteractionEnabledInsideCutoutPath {
      result.isUserInteractionEnabledInsideCutoutPath = edited.isUserInteractionEnabledInsideCutoutPath
    }
    if edited.scrollsIntoView != original.scrollsIntoView { result.scrollsIntoView = edited.scrollsIntoView }
    if edited.transition != original.transition { result.transition = edited.transition }
    if edited.anchor != original.anchor { result.anchor = edited.anchor }
    if edited.companions != original.companions { result.companions = edited.companions }
    if edited.advanceOn != original.advanceOn { result.advanceOn = edited.advanceOn }
    if edited.screenName != original.screenName { result.screenName = edited.screenName }
    if edited.pendingView != original.pendingView { result.pendingView = edited.pendingView }
    return result
  }
}
