extension SimulatedApp {
  /// The app alone, with its views where they are at `now` (none without `views`), in
  /// `appearance`.
  func scene(at now: Instant, appearance: Appearance, views withViews: Bool = true) -> Scene {
    var views: [Scene.AppView] = []
    func frames(_ level: [ScreenView], _ indices: [Int], _ prefix: String, _ origin: Point) -> [Rect] {
      level.enumerated().map { offset, view in
        let path = ViewPath(indices: indices + [offset], keyPath: prefix.isEmpty ? view.id : prefix + "." + view.id)
        return (presentationFrame(of: path, at: now) ?? view.frame).offsetBy(dx: origin.x, dy: origin.y)
      }
    }
    func walk(_ level: [ScreenView], _ indices: [Int], _ prefix: String, _ origin: Point, _ depth: Int) {
      for (offset, (view, frame)) in zip(level, frames(level, indices, prefix, origin)).enumerated() {
        let keyPath = prefix.isEmpty ? view.id : prefix + "." + view.id
        // A scroll container's children start at its origin less its offset (as it is now).
        let scrolled = presentationOffset(of: ViewPath(indices: indices + [offset], keyPath: keyPath), at: now) ?? .zero
        let childOrigin = Point(x: frame.minX - scrolled.x, y: frame.minY - scrolled.y)
        let childFrames = frames(view.children, indices + [offset], keyPath, childOrigin)
        views.append(
          Scene.AppView(
            keyPath: keyPath, label: view.label ?? view.id, frame: frame, fill: view.fill, depth: depth, childFrames: childFrames))
        walk(view.children, indices + [offset], keyPath, childOrigin, depth + 1)
      }
    }
    if withViews { walk(screen.views, [], "", .zero, 0) }
    var scene = Scene(
      time: now, size: screen.size, safeArea: screen.safeArea, layoutDirection: screen.layoutDirection, appearance: appearance,
      image: screen.image, views: views, overlay: nil, ornaments: [], marks: [], skipView: nil, tourAlpha: 1,
      animations: [], viewAnimations: viewAnimations.filter { $0.isRunning(at: now) })
    scene.imageSize = screen.imageSize
    return scene
  }
}
