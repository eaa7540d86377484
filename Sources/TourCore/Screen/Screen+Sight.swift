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
    if let problem = reachProblem(path) { return problem }
    let middle = Point(x: frame.midX, y: frame.midY)
    guard bounds.contains(middle), let top = hitTest(middle) else { return nil }
    if let cover = coveringSurface(over: path, hit: top) { return "'\(cover)' covers it" }
    return nil
  }

  /// Whether a scroll can bring the view at `path` into sight: its frame meets its nearest
  /// scroll container's content, or the screen when it has none.
  private func reachProblem(_ path: ViewPath) -> String? {
    var level = views
    var container: (keyPath: String, content: Rect)?
    var frameInContainer = Rect.zero
    var origin = Point.zero
    var keyPath = ""
    for (depth, index) in path.indices.enumerated() {
      guard level.indices.contains(index) else { return "it is not on the screen" }
      let view = level[index]
      keyPath = keyPath.isEmpty ? view.id : keyPath + "." + view.id
      frameInContainer = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      if let scroll = view.scroll, depth < path.indices.count - 1 {
        container = (keyPath, Rect(origin: .zero, size: scroll.contentSize))
        origin = .zero
      } else {
        origin = Point(x: frameInContainer.minX, y: frameInContainer.minY)
      }
      level = view.children
    }
    if let container {
      return frameInContainer.intersects(container.content) ? nil : "it is outside '\(container.keyPath)''s content, where no scroll reaches"
    }
    return frameInContainer.intersects(bounds) ? nil : "it is outside the screen"
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
