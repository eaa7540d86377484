/// Decides what a touch reaches (API.md section 2, "Touches inside the cutout ...").
///
/// In order: nothing of the tour on screen → the app; a transition → blocked; the skip view →
/// skip; the mark's body → next; its arrow → blocked. On the overlay: forwarded touches reach
/// the app; touches inside the cutout reach the app when the mark or the overlay allows it;
/// anything else is an overlay tap when both the overlay and the mark enable overlay taps,
/// and blocked otherwise.
public enum TouchRouter {
  public static func route(_ point: Point, in scene: TouchScene) -> TouchTarget {
    guard scene.isTourVisible else { return .app }
    if scene.isTransitioning { return .blocked }
    if let skip = scene.skipView, skip.contains(point) { return .skipControl }
    if let mark = scene.mark {
      if mark.body.contains(point) { return .nextControl }
      if let arrow = mark.arrow, arrow.contains(point) { return .blocked }
    }
    let overlay = scene.overlay
    if overlay.areTouchEventsForwarded { return .app }
    if let mark = scene.mark, let cutout = mark.cutout,
      mark.isUserInteractionEnabledInsideCutoutPath
        || overlay.isUserInteractionEnabledInsideCutoutPath,
      cutout.contains(point)
    {
      return .app
    }
    if let mark = scene.mark, overlay.isUserInteractionEnabled, mark.isOverlayInteractionEnabled {
      return .overlayTap
    }
    return .blocked
  }
}
