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
}
