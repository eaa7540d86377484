import TourCore

/// Which step a reload keeps on show (`StepFinder` looks for it in the new version): the mark
/// on screen, unless a reload brought it and no input moved the tour since (a typo that skips
/// the step keeps that step followed, so that the save that fixes it comes back to it).
final class StepFollower {
  /// The step of the last mark that appeared, except one a reload brought that is not this
  /// step; what a reload looks for when no mark is on screen to tell.
  private(set) var followed: (identity: MarkIdentity, index: Int)?
  /// A reload happened and no mark appeared since.
  private var isReloading = false
  /// The index of the mark the last reload brought, until an input moves the tour.
  private var broughtByReload: Int?

  /// Mark `index` appeared (`didShow`) on `controller`.
  func appeared(_ index: Int, on controller: CoachMarksController) {
    guard let shown = controller.readout.shown else { return }
    let identity = MarkIdentity(mark: shown.mark, views: shown.views)
    if isReloading {
      broughtByReload = index
      if followed.map({ $0.identity.score(identity) == MarkIdentity.bestScore }) ?? true { followed = (identity, index) }
    } else {
      followed = (identity, index)
    }
    isReloading = false
  }

  /// A reload begins: the step it looks for (nil before the start or after the end).
  /// A mark still appearing from the reload before (no `didShow` yet, no input since) is that
  /// reload's too.
  func reloading(on controller: CoachMarksController) -> (identity: MarkIdentity, index: Int)? {
    let previousPending = isReloading
    isReloading = true
    guard controller.readout.isStarted else { return nil }
    if !previousPending, let shown = controller.readout.shown, let index = controller.readout.shownIndex, index != broughtByReload {
      followed = (MarkIdentity(mark: shown.mark, views: shown.views), index)
    }
    return followed
  }

  /// An input may move the tour: the mark on screen is the user's from now on.
  func input() {
    isReloading = false
    broughtByReload = nil
  }
}
