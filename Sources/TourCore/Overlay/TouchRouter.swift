/// Decides what a touch reaches (API.md section 2, "Touches inside the cutout ...").
///
/// In order: nothing of the tour on screen → the app; a transition → blocked; a guided step's
/// cutout (`advanceOn`) → the app (and, for `advanceOn = "tap"`, the tour moves on), even
/// under the skip view; the skip view → skip; with a guided step, anything else but the skip
/// view's touch area and a rich bubble's controls (back, close, actions, links) is blocked. Otherwise a rich bubble's control → that control, the rest of its body → blocked; Instructions' body → next; an arrow → blocked; then the
/// touch areas of default controls around what is drawn (`TouchArea`): skip, then next. On the overlay: forwarded touches reach the app;
/// touches inside a cutout reach the app when its mark or the overlay allows it; anything else
/// is an overlay tap when both the overlay and the marks enable overlay taps, and blocked
/// otherwise.
public enum TouchRouter {
  public static func route(_ point: Point, in scene: TouchScene) -> TouchTarget {
    guard scene.isTourVisible else { return .app }
    if scene.isTransitioning { return .blocked }
    // A guided step's cutout always reaches its target, even under the skip view.
    let guided = scene.marks.filter { $0.advanceOn != nil }
    for mark in guided {
      guard let cutout = mark.cutout, cutout.contains(point) else { continue }
      return mark.advanceOn == .tap ? .guidedTarget : .app
    }
    if let skip = scene.skipView, skip.contains(point) { return .skipControl }
    if !guided.isEmpty {
      // A rich bubble's own controls still work (a guided step draws no next control).
      if scene.isOnSkip(point) { return .skipControl }
      return scene.marks.lazy.compactMap { $0.control(at: point) }.first { $0 != .nextControl } ?? .blocked
    }
    for mark in scene.marks {
      if mark.body.contains(point) { return mark.control(at: point) ?? (mark.controls.hasBubbleControls ? .blocked : .nextControl) }
      if let arrow = mark.arrow, arrow.contains(point) { return .blocked }
    }
    // The touch areas around what is drawn: the skip button's, then each body's and control's.
    if scene.isOnSkip(point) { return .skipControl }
    if scene.marks.contains(where: { $0.isOnNext(point) }) { return .nextControl }
    if let control = scene.marks.lazy.compactMap({ $0.control(at: point) }).first { return control }
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
