import TourCore

/// The touch rules (API.md section 2, "Touches inside the cutout ...", and section 5, "Guided
/// steps") as properties of where a touch went, and the hit-testing rules of cutout paths.
public enum TouchInvariants {
  /// Breaches by `target`, where `TouchRouter` sent a touch at `point` in `scene`.
  public static func check(_ target: TouchTarget, at point: Point, in scene: TouchScene) -> [String] {
    func breach(_ rule: String) -> [String] { ["touch at \(point) went to \(target): \(rule)"] }
    guard scene.isTourVisible else { return target == .app ? [] : breach("with nothing on screen it reaches the app") }
    if scene.isTransitioning { return target == .blocked ? [] : breach("during a transition every touch is blocked") }
    let guided = scene.marks.filter { $0.advanceOn != nil }
    let inCutout = { (mark: TouchScene.Mark) in mark.cutout?.contains(point) ?? false }
    if let first = guided.first(where: inCutout) {
      let expected: TouchTarget = first.advanceOn == .tap ? .guidedTarget : .app
      return target == expected ? [] : breach("a guided step's cutout always reaches its target (\(expected))")
    }
    let onSkip = scene.skipView?.contains(point) ?? false
    if onSkip { return target == .skipControl ? [] : breach("the skip view takes touches before the marks") }
    if target == .skipControl { return breach("the point is not on the skip view") }
    if !guided.isEmpty {
      // Outside its cutout only a bubble's own controls (never next) take a touch.
      let control = scene.marks.lazy.compactMap { $0.control(at: point) }.first { $0 != .nextControl }
      return target == (control ?? .blocked) ? [] : breach("a guided step blocks touches outside its cutout but for its bubble's controls")
    }
    if target == .guidedTarget { return breach("no mark is a guided step") }
    let onBody = scene.marks.contains { $0.body.contains(point) }
    let onArrow = scene.marks.contains { $0.arrow?.contains(point) ?? false }
    // Instructions' body is its next control (but for the links in its text); a rich bubble's
    // controls are theirs.
    let onPlainBody = scene.marks.contains { !$0.controls.hasBubbleControls && $0.body.contains(point) }
    let control = scene.marks.lazy.compactMap { $0.control(at: point) }.first
    switch target {
    case .nextControl:
      if onPlainBody, control != nil { return breach("a link in the text takes this touch") }
      return onPlainBody || control == .nextControl ? [] : breach("the point is on no next control")
    case .backControl, .closeControl, .actionControl, .linkControl:
      return control == target ? [] : breach("the point is not on that control's touch area")
    case .overlayTap:
      if onBody || onArrow || control != nil { return breach("the point is on a mark") }
      if scene.overlay.areTouchEventsForwarded { return breach("forwarded touches reach the app") }
      if !scene.overlay.isUserInteractionEnabled { return breach("overlay taps are disabled on the overlay") }
      if !scene.marks.allSatisfy(\.isOverlayInteractionEnabled) { return breach("a mark disables overlay taps") }
      return []
    case .app:
      if onBody { return breach(onPlainBody ? "a mark's body is its next control" : "a rich bubble's body takes its touches") }
      let allowed = scene.marks.contains {
        inCutout($0) && ($0.isUserInteractionEnabledInsideCutoutPath || scene.overlay.isUserInteractionEnabledInsideCutoutPath)
      }
      return scene.overlay.areTouchEventsForwarded || allowed ? [] : breach("no cutout lets this touch through")
    case .blocked:
      if onPlainBody && !onArrow { return breach("a mark's body is its next control") }
      if onBody, control != nil { return breach("a rich bubble's control takes this touch") }
      return []
    case .skipControl, .guidedTarget:
      return []
    }
  }

  /// Breaches of the hit-testing rules by `path` at `point`: a point inside a path is inside
  /// its bounds; for a path of one shape, its corners and vertices (on the outline) are inside.
  public static func check(_ path: CutoutPath, at point: Point) -> [String] {
    var found: [String] = []
    let bounds = path.bounds
    // Bounds are kept as origin and size, so their far edges are rounded at the scale of the
    // largest coordinate: allow for that.
    let slack = 1e-12 * max(1, abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY))
    if path.contains(point), !bounds.insetBy(dx: -slack, dy: -slack).contains(point) {
      found.append("\(point) is inside the path \(path.shapes) but outside its bounds \(bounds)")
    }
    guard path.shapes.count == 1, let shape = path.shapes.first, !isBelowRounding(shape) else { return found }
    for vertex in outlinePoints(of: shape) where !path.contains(vertex) {
      found.append("\(vertex), on the outline of \(shape), is not inside it")
    }
    return found
  }

  /// Whether a curved shape is so small beside its distance from the origin that rounding moves
  /// points computed on its outline by more than the engine's tolerance (a 0.001-point oval at
  /// y = 1e9): its outline points are then not checked.
  static func isBelowRounding(_ shape: CutoutShape) -> Bool {
    switch shape {
    case .oval(let rect):
      let r = rect.standardized
      return min(r.width, r.height) < 1e-5 * reach(r)
    case .roundedRect(let rect, let radius):
      let r = rect.standardized
      let curve = min(max(radius, 0), r.width / 2, r.height / 2)
      return curve > 0 && curve < 1e-5 * reach(r)
    case .rect, .polygon:
      return false
    }
  }

  private static func reach(_ rect: Rect) -> Double {
    max(1, abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY))
  }

  /// Points that lie on a shape's outline.
  static func outlinePoints(of shape: CutoutShape) -> [Point] {
    switch shape {
    case .rect(let rect):
      let r = rect.standardized
      return [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    case .roundedRect(let rect, _), .oval(let rect):
      let r = rect.standardized
      return [Point(x: r.midX, y: r.minY), Point(x: r.maxX, y: r.midY), Point(x: r.midX, y: r.maxY), Point(x: r.minX, y: r.midY)]
    case .polygon(let points):
      return points.count >= 3 ? points : []
    }
  }
}
