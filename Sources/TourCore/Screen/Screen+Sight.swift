extension Screen {
  /// Why the view `name` cannot be shown to a person, or nil when it can: it is not there, it
  /// has no size, no scroll can bring it into sight (outside its scroll container's content,
  /// or outside the screen), or a surface drawn above it (a view with a `fill`, such as a
  /// sheet) covers its middle. A mark with a declared `onMissing` policy takes any of these as
  /// its target missing.
  public func sightProblem(_ name: String) -> String? {
    let path: ViewPath
    do { path = try resolve(name) } catch {
      if case .ambiguousView(_, let matches) = error { return "\(matches.count) views have its id" }
      return "it is not on the screen"
    }
    guard let view = view(at: path), let frame = frameOnScreen(path) else { return "it is not on the screen" }
    guard view.frame.width > 0, view.frame.height > 0 else { return "it has no size" }
    if let problem = reachProblem(path, view) { return problem }
    let middle = Point(x: frame.midX, y: frame.midY)
    guard bounds.contains(middle), let top = hitTest(middle) else { return nil }
    if let cover = coveringSurface(over: path, hit: top) { return "'\(cover)' covers it" }
    return nil
  }

  /// Where a scroll can bring the view at `path`: its nearest scroll container's content (by
  /// key path, nil for the screen) and that content's (or the screen's) rectangle, with the
  /// view's parent's origin in the same coordinates; nil for a stale path.
  public func reach(of path: ViewPath) -> (container: String?, area: Rect, parentOrigin: Point)? {
    var level = views
    var reach: (container: String?, area: Rect) = (nil, bounds)
    var origin = Point.zero
    var keyPath = ""
    for (depth, index) in path.indices.enumerated() {
      guard level.indices.contains(index) else { return nil }
      let view = level[index]
      guard depth < path.indices.count - 1 else { break }
      keyPath = keyPath.isEmpty ? view.id : keyPath + "." + view.id
      if let scroll = view.scroll {
        reach = (keyPath, Rect(origin: .zero, size: scroll.contentSize))
        origin = .zero
      } else {
        origin = Point(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
      }
      level = view.children
    }
    return (reach.container, reach.area, origin)
  }

  /// Whether a scroll can bring the view at `path` into sight: its frame meets its nearest
  /// scroll container's content, or the screen when it has none.
  private func reachProblem(_ path: ViewPath, _ view: ScreenView) -> String? {
    guard let reach = reach(of: path) else { return "it is not on the screen" }
    let frame = view.frame.offsetBy(dx: reach.parentOrigin.x, dy: reach.parentOrigin.y)
    guard !frame.intersects(reach.area) else { return nil }
    return reach.container.map { "it is outside '\($0)''s content, where no scroll reaches" } ?? "it is outside the screen"
  }

  /// The surface (a view with a fill, not the view's own ancestor or descendant) that the hit
  /// test found at the view's middle, by key path.
  private func coveringSurface(over path: ViewPath, hit: ViewPath) -> String? {
    let own = path.keyPath
    guard hit.keyPath != own, !hit.keyPath.hasPrefix(own + ".") else { return nil }
    var indices = hit.indices
    var keyPaths = hit.keyPath.split(separator: ".").map(String.init)
    while !indices.isEmpty {
      let keyPath = keyPaths.joined(separator: ".")
      let isAncestor = own.hasPrefix(keyPath + ".")
      if !isAncestor, view(at: ViewPath(indices: indices, keyPath: keyPath))?.fill != nil { return keyPath }
      indices.removeLast()
      keyPaths.removeLast()
    }
    return nil
  }
}
