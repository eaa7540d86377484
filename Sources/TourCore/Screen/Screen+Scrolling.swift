/// One scroll container moved to bring a view into sight.
public struct ScrollStep: Hashable, Sendable {
  /// The container.
  public var path: ViewPath
  /// Its offset before.
  public var from: Point
  /// Its offset after.
  public var to: Point

  /// The container at `path` scrolled from `from` to `to`.
  public init(path: ViewPath, from: Point, to: Point) {
    self.path = path
    self.from = from
    self.to = to
  }
}

extension Screen {
  /// The scroll containers the view at `path` is inside, innermost first.
  public func scrollContainers(of path: ViewPath) -> [ViewPath] {
    let ids = path.keyPath.split(separator: ".").map(String.init)
    guard ids.count == path.indices.count else { return [] }
    return (1..<max(path.indices.count, 1)).reversed().compactMap { count in
      let container = ViewPath(indices: Array(path.indices.prefix(count)), keyPath: ids.prefix(count).joined(separator: "."))
      return view(at: container)?.scroll == nil ? nil : container
    }
  }

  /// What brings the view at `path`, grown by `padding` on each side, into sight: for each
  /// scroll container around it, innermost first, the smallest scroll that shows it there
  /// (`ScrollArea.nearestOffset`), each computed on the screen as the ones before left it.
  /// Empty when it is in sight already.
  public func scrolls(toShow path: ViewPath, padding: Double) -> [ScrollStep] {
    var screen = self
    var steps: [ScrollStep] = []
    for container in scrollContainers(of: path) {
      guard let view = screen.view(at: container), let area = view.scroll, let frame = screen.frameOnScreen(container),
        let target = screen.frameOnScreen(path)
      else { continue }
      let inContent = target.insetBy(dx: -padding, dy: -padding).offsetBy(dx: area.offset.x - frame.minX, dy: area.offset.y - frame.minY)
      let offset = area.nearestOffset(showing: inContent, viewSize: frame.size)
      guard offset != area.offset else { continue }
      steps.append(ScrollStep(path: container, from: area.offset, to: offset))
      screen.setScrollOffset(offset, at: container)
    }
    return steps
  }

  /// Scrolls the container at `path` to `offset`.
  /// - Returns: false when the path leads to no scroll container.
  @discardableResult
  public mutating func setScrollOffset(_ offset: Point, at path: ViewPath) -> Bool {
    func update(_ level: inout [ScreenView], _ rest: ArraySlice<Int>) -> Bool {
      guard let index = rest.first, level.indices.contains(index) else { return false }
      guard rest.count == 1 else { return update(&level[index].children, rest.dropFirst()) }
      guard level[index].scroll != nil else { return false }
      level[index].scroll?.offset = offset
      return true
    }
    return update(&views, path.indices[...])
  }
}

/// How a scroll container hides part of a view.
public struct ScrollClipping: Hashable, Sendable {
  /// The innermost container that hides some of it.
  public var container: ViewPath
  /// How much is outside it, side by side: "30 pt at the bottom".
  public var sides: String
  /// Whether none of it is inside.
  public var isWhole: Bool

  /// What is hidden, in words: "wholly" or "30 pt at the bottom".
  public var hiddenPart: String { isWhole ? "wholly" : sides }
}

extension Screen {
  /// What of the view at `path` its scroll containers hide (more than half a point), with the
  /// innermost container that hides it; nil when it is seen whole.
  public func scrollClipping(of path: ViewPath) -> ScrollClipping? {
    guard let frame = frameOnScreen(path) else { return nil }
    for container in scrollContainers(of: path) {
      guard let bounds = frameOnScreen(container), let sides = frame.overflow(outOf: bounds) else { continue }
      let inside = frame.intersection(bounds)
      return ScrollClipping(container: container, sides: sides, isWhole: inside == nil || inside?.isEmpty == true)
    }
    return nil
  }
}
