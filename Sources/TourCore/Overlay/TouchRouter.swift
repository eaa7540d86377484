/// Decides what a touch reaches (API.md section 2, "Touches inside the cutout ...").
///
/// In order: nothing of the tour on screen → the app; a transition → blocked; the skip view →
/// skip. A guided step (`advanceOn`) takes touches only in its cutout: they reach the app
/// (and, for `advanceOn = "tap"`, move the tour on); anything else is blocked. Otherwise a
/// mark's body → next; its arrow → blocked. On the overlay: forwarded touches reach the app;
/// touches inside a cutout reach the app when its mark or the overlay allows it; anything else
/// is an overlay tap when both the overlay and the marks enable overlay taps, and blocked
/// otherwise.
public enum TouchRouter {
  public static func route(_ point: Point, in scene: TouchScene) -> TouchTarget {
    guard scene.isTourVisible else { return .app }
    if scene.isTransitioning { return .blocked }
    if let skip = scene.skipView, skip.contains(point) { return .skipControl }
    let guided = scene.marks.filter { $0.advanceOn != nil }
    if !guided.isEmpty {
      for mark in guided {
        guard let cutout = mark.cutout, cutout.contains(point) else { continue }
        return mark.advanceOn == .tap ? .guidedTarget : .app
      }
      return .blocked
    }
    for mark in scene.marks {
      if mark.body.contains(point) { return .nextControl }
      if let arrow = mark.arrow, arrow.contains(point) { return .blocked }
    }
    let overlay = scene.overlay
    if overlay.areTouchEventsForwarded { return .app }
    for mark in scene.marks {
      guard let cutout = mark.cutout, cutout.contains(point),
        mark.isUserInteractionEnabledInsideCutoutPath || overlay.isUserInteractionEnabledInsideCutoutPath
      else { continue }
      return .app
    }
    if !scene.marks.isEmpty, overlay.isUserInteractionEnabled, scene.marks.allSatisfy(\.isOverlayInteractionEnabled) {
      return .overlayTap
    }
    return .blocked
  }
}
