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
    func take<Value: Equatable>(_ field: WritableKeyPath<CoachMark, Value>) {
      if edited[keyPath: field] != original[keyPath: field] {
        result[keyPath: field] = edited[keyPath: field]
      }
    }
    take(\.cutoutPath)
    take(\.pointOfInterest)
    take(\.arrowOrientation)
    take(\.gapBetweenBodyAndArrow)
    take(\.gapBetweenCoachMarkAndCutoutPath)
    take(\.maxWidth)
    take(\.horizontalMargin)
    take(\.isDisplayedOverCutoutPath)
    take(\.isOverlayInteractionEnabled)
    take(\.isUserInteractionEnabledInsideCutoutPath)
    take(\.scrollsIntoView)
    take(\.transition)
    take(\.anchor)
    take(\.companions)
    take(\.advanceOn)
    take(\.screenName)
    take(\.pendingView)
    return result
  }
}
