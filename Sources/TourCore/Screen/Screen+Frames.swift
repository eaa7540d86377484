extension Screen {
  /// The frame of the view at `path` in screen coordinates, or nil for a stale path.
  public func frameOnScreen(_ path: ViewPath) -> Rect? {
    var level = views
    var origin = Point.zero
    var frame: Rect?
    for index in path.indices {
      guard level.indices.contains(index) else { return nil }
      let view = level[index]
      frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      let children = view.childOrigin
      origin = Point(x: origin.x + children.x, y: origin.y + children.y)
      level = view.children
    }
    return frame
  }

  /// Moves the view at `path`; `frame` is in its parent's coordinates.
  /// - Returns: false when the path no longer leads to a view.
  @discardableResult
  public mutating func setFrame(_ frame: Rect, at path: ViewPath) -> Bool {
    func update(_ level: inout [ScreenView], _ rest: ArraySlice<Int>) -> Bool {
      guard let index = rest.first, level.indices.contains(index) else { return false }
      if rest.count == 1 {
        level[index].frame = frame
        return true
      }
      return update(&level[index].children, rest.dropFirst())
    }
    return update(&views, path.indices[...])
  }

  /// The topmost, deepest view under a point, as UIKit's hit test finds it: later siblings
  /// are on top, a view's children are only searched inside the view, and a frame holds the
  /// points on its top and left edges but not those on its bottom and right edges.
  public func hitTest(_ point: Point) -> ViewPath? {
    func search(_ level: [ScreenView], _ indices: [Int], _ prefix: String, _ origin: Point)
      -> ViewPath?
    {
      for index in level.indices.reversed() {
        let view = level[index]
        let frame = view.frame.standardized.offsetBy(dx: origin.x, dy: origin.y)
        guard point.x >= frame.minX, point.x < frame.maxX, point.y >= frame.minY,
          point.y < frame.maxY
        else { continue }
        let keyPath = prefix.isEmpty ? view.id : prefix + "." + view.id
        let path = ViewPath(indices: indices + [index], keyPath: keyPath)
        let children = Point(x: origin.x + view.childOrigin.x, y: origin.y + view.childOrigin.y)
        return search(view.children, path.indices, keyPath, children) ?? path
      }
      return nil
    }
    return search(views, [], "", .zero)
  }
}
