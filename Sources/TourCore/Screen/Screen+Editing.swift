extension Screen {
  /// Adds a view on top of its siblings: under the view at `parent`, or at the top level.
  /// - Returns: the new view's path; nil when the parent is gone or a sibling has its id.
  @discardableResult
  public mutating func add(_ view: ScreenView, under parent: ViewPath?) -> ViewPath? {
    func insert(_ level: inout [ScreenView], _ rest: ArraySlice<Int>, _ prefix: String, _ indices: [Int]) -> ViewPath? {
      guard let index = rest.first else {
        guard !level.contains(where: { $0.id == view.id }) else { return nil }
        level.append(view)
        return ViewPath(indices: indices + [level.count - 1], keyPath: prefix.isEmpty ? view.id : prefix + "." + view.id)
      }
      guard level.indices.contains(index) else { return nil }
      let name = prefix.isEmpty ? level[index].id : prefix + "." + level[index].id
      return insert(&level[index].children, rest.dropFirst(), name, indices + [index])
    }
    return insert(&views, (parent?.indices ?? [])[...], "", [])
  }

  /// Removes the view at `path` (and its children).
  /// - Returns: false when the path no longer leads to a view.
  @discardableResult
  public mutating func remove(at path: ViewPath) -> Bool {
    func delete(_ level: inout [ScreenView], _ rest: ArraySlice<Int>) -> Bool {
      guard let index = rest.first, level.indices.contains(index) else { return false }
      if rest.count == 1 {
        level.remove(at: index)
        return true
      }
      return delete(&level[index].children, rest.dropFirst())
    }
    return delete(&views, path.indices[...])
  }

  /// Whether a name (an id or a key path) leads to exactly one view.
  public func has(_ name: String) -> Bool {
    (try? resolve(name)) != nil
  }
}
