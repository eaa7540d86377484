extension CoachMark {
  /// The mark with every field that differs between `edited` and `original` taken from
  /// `edited`: how the edits a hook made to its copy of a mark are applied to a mark that
  /// may have changed meanwhile (through `updateCurrentCoachMark`).
  public func applying(editsIn edited: CoachMark, since original: CoachMark) -> CoachMark {
    var result = self
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
    take(\.anchor)
    return result
  }
}
