import TourCore

extension Screen {
  /// Inserts a copy of `view` just before the view at `path`, among its siblings, moved below it
  /// by its height and 8 points: a view with the same id that comes first (`duplicate`).
  mutating func insert(_ view: ScreenView, before path: ViewPath) {
    var copy = view
    copy.frame = view.frame.offsetBy(dx: 0, dy: view.frame.height + 8)
    func insert(_ level: inout [ScreenView], _ rest: ArraySlice<Int>) {
      guard let index = rest.first, level.indices.contains(index) else { return }
      if rest.count == 1 {
        level.insert(copy, at: index)
      } else {
        insert(&level[index].children, rest.dropFirst())
      }
    }
    insert(&views, path.indices[...])
  }

  /// What a scroll can bring into sight for the view at `path`, in its parent's coordinates:
  /// its nearest scroll container's content, or the screen.
  func reach(of path: ViewPath) -> Rect {
    var level = views
    var reach = bounds
    var origin = Point.zero
    for (depth, index) in path.indices.enumerated() where level.indices.contains(index) {
      let view = level[index]
      guard depth < path.indices.count - 1 else { break }
      if let scroll = view.scroll {
        reach = Rect(origin: .zero, size: scroll.contentSize)
        origin = .zero
      } else {
        origin = Point(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
      }
      level = view.children
    }
    return reach.offsetBy(dx: -origin.x, dy: -origin.y)
  }
}
