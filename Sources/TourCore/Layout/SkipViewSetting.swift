/// The tour's skip view (or the pages' done control): what it is, and where it rests when no
/// mark is on screen. Each mark moves it to a corner clear of the mark (`frame(around:)`).
public struct SkipViewSetting: Hashable, Sendable {
  /// The skip view, if the tour has one.
  public var view: ViewSpec?
  /// The skip view is a done control (a tour of pages): a tap on it ends the tour, skipped
  /// only when it was not on its last mark.
  public var isDone = false
  /// Where the skip view is when no mark is on screen, once the tour has started: where
  /// `constraintsForSkipView` put it, else the top trailing corner.
  public internal(set) var restingFrame: Rect?
  /// Whether `constraintsForSkipView` placed the skip view (marks then do not move it).
  var isPlacedByScript = false

  /// No skip view.
  public init() {}

  /// Where a touch reaches the skip view at `frame` on `platform`: the default skip button's
  /// touch area around it (`TouchArea`), else the frame.
  public func touchArea(around frame: Rect, on platform: Device.Platform?) -> Rect {
    grownTouchArea(around: frame, on: platform) ?? frame
  }

  /// The default skip button's touch area around `frame` when it is larger than the frame;
  /// nil for a frame that needs no growing, or a skip view that is not tourhost's button.
  func grownTouchArea(around frame: Rect, on platform: Device.Platform?) -> Rect? {
    guard case .skipButton? = view?.kind else { return nil }
    return TouchArea.around(frame, minimum: TouchArea.minimum(on: platform))
  }

  /// Where the skip view goes while `layout` (and its companions) shows on `screen`: clear of
  /// every cutout, body and arrow, and the warning to give when it cannot be.
  func frame(around layout: MarkLayout, at index: Int, on screen: Screen, sizing: ViewSizing) -> (Rect?, warning: String?) {
    guard let view, let restingFrame else { return (nil, nil) }
    let size = self.size(of: view, on: screen, sizing: sizing)
    let avoiding = layout.drawnFrames
    let given = isPlacedByScript ? restingFrame : nil
    let (frame, covers) = SkipViewPlacement.place(size: size, on: screen, given: given, avoiding: avoiding)
    guard covers else { return (frame, nil) }
    let name = isDone ? "the done control" : "the skip view"
    let reason = given != nil ? "where constraintsForSkipView puts it" : "in every corner of the safe area"
    return (frame, "mark \(index): \(name) covers the mark or its cutout \(reason)")
  }

  /// The band the skip view takes when it covers `layout` in every corner and tourhost places
  /// it (`SkipBand`); nil when a corner is free, the script places it, or no band is clear of
  /// the cutouts.
  func band(around layout: MarkLayout, on screen: Screen, sizing: ViewSizing) -> SkipBand? {
    guard let view, restingFrame != nil, !isPlacedByScript else { return nil }
    let size = self.size(of: view, on: screen, sizing: sizing)
    let avoiding = layout.drawnFrames
    guard SkipViewPlacement.place(size: size, on: screen, given: nil, avoiding: avoiding).covers else { return nil }
    return SkipBand.find(size: size, on: screen, cutouts: layout.parts.compactMap { $0.cutout?.bounds })
  }

  /// The skip view's size: at most the safe area's width less its insets (a default skip
  /// button's title shrinks to fit, so that no part of it is cut at the screen's edge).
  public func size(of view: ViewSpec, on screen: Screen, sizing: ViewSizing) -> Size {
    let room = screen.size.width - screen.safeArea.left - screen.safeArea.right - 2 * SkipViewPlacement.trailingInset
    return sizing.preferredSize(of: view, maxWidth: max(room, 0))
  }
}
