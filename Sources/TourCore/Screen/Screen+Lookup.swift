extension Screen {
  /// Finds the view a name stands for: a unique id, else a key path of ids from the top.
  /// - Throws: `ScreenError.ambiguousView` when several views share the id and the name is not
  ///   a key path, `ScreenError.unknownView` when nothing matches.
  public func resolve(_ name: String) throws(ScreenError) -> ViewPath {
    var matches: [ViewPath] = []
    forEachView { path, view in
      if view.id == name { matches.append(path) }
    }
    if matches.count == 1 { return matches[0] }
    if let path = path(forKeyPath: name) { return path }
    if matches.count > 1 { throw .ambiguousView(name, matches: matches.map(\.keyPath)) }
    throw .unknownView(name, suggestion: suggestion(for: name))
  }

  /// The view at a path, if the path is still valid.
  public func view(at path: ViewPath) -> ScreenView? {
    var level = views
    var found: ScreenView?
    for index in path.indices {
      guard level.indices.contains(index) else { return nil }
      found = level[index]
      level = level[index].children
    }
    return found
  }

  /// Calls `body` for every view, parents before children, in drawing order.
  public func forEachView(_ body: (ViewPath, ScreenView) -> Void) {
    func walk(_ level: [ScreenView], _ indices: [Int], _ prefix: String) {
      for (index, view) in level.enumerated() {
        let keyPath = prefix.isEmpty ? view.id : prefix + "." + view.id
        let path = ViewPath(indices: indices + [index], keyPath: keyPath)
        body(path, view)
        walk(view.children, path.indices, keyPath)
      }
    }
    walk(views, [], "")
  }

  /// A name close to `name`: a key path that ends with it (a capture's path written without
  /// its top containers, `bottom_nav.nav_cards` for `root.bottom_nav.nav_cards`), else an id
  /// or key path a few edits away.
  private func suggestion(for name: String) -> String? {
    var names: [String] = []
    var endings: [String] = []
    forEachView { path, view in
      names.append(view.id)
      names.append(path.keyPath)
      if path.keyPath.hasSuffix("." + name) { endings.append(path.keyPath) }
    }
    if let ending = endings.min(by: { ($0.count, $0) < ($1.count, $1) }) { return ending }
    return Spelling.closest(to: name, among: names)
  }
}

extension Screen {
  /// The view at an exact key path of ids from the top, if there is one.
  public func path(forKeyPath keyPath: String) -> ViewPath? {
    var level = views
    var indices: [Int] = []
    // One component at a time, found by bytes: a name that matches no view at its first
    // component is not read to its end (a script may pass a megabyte string).
    var rest = keyPath[...]
    while true {
      let dot = rest.utf8.firstIndex(of: UInt8(ascii: "."))
      let component = dot.map { rest[..<$0] } ?? rest
      guard let index = level.firstIndex(where: { $0.id == component }) else { return nil }
      indices.append(index)
      level = level[index].children
      guard let dot else { break }
      rest = rest[rest.utf8.index(after: dot)...]
    }
    return ViewPath(indices: indices, keyPath: keyPath)
  }
}

extension Screen {
  /// Whether no view has this id or key path (an ambiguous name is not unknown).
  public func hasNoView(named name: String) -> Bool {
    do {
      _ = try resolve(name)
      return false
    } catch {
      if case .unknownView = error { return true }
      return false
    }
  }
}
