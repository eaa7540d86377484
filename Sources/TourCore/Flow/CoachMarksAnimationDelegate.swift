/// Animates marks, like Instructions' `CoachMarksControllerAnimationDelegate`.
public protocol CoachMarksAnimationDelegate: AnyObject {
  /// The animation of kind `kind` for the mark at `index` (laid out as `layout`); reply nil
  /// for the default (a 0.3 s fade for appearance and disappearance, nothing when idle).
  func fetchAnimation(
    _ kind: MarkAnimation.Kind, of mark: CoachMark, at index: Int, layout: MarkLayout,
    reply: @escaping (MarkAnimation?) -> Void)
  /// An animation whose `completion` is set has finished.
  func animationDidComplete(_ completion: Int, finished: Bool)
}

extension CoachMarksAnimationDelegate {
  /// No animation of its own: the default fade.
  public func fetchAnimation(
    _ kind: MarkAnimation.Kind, of mark: CoachMark, at index: Int, layout: MarkLayout,
    reply: @escaping (MarkAnimation?) -> Void
  ) {
    reply(nil)
  }

  /// Nothing to do when an animation completes.
  public func animationDidComplete(_ completion: Int, finished: Bool) {}
}
