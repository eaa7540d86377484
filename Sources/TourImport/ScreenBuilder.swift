import FoundationEssentials
import TourCore

/// Turns a capture into tourhost's screen model: points, parent-relative frames, views a
/// tour can name, and only what is on screen.
///
/// - Elements the source says are not shown go, with everything in them; elements of no
///   size or wholly off the screen go, their children kept when they are on screen.
/// - Anonymous containers (no identifier, no label) are folded away: their children are kept
///   under the nearest kept ancestor, so key paths stay short. Anonymous leaves go.
/// - A view's id is its identifier, else its label, with every character a key path cannot
///   hold (anything but letters, digits, `_` and `-`) replaced by `_`; siblings with the same
///   id are told apart in document order: `title`, `title_2`, `title_3`.
struct ScreenBuilder {
  let capture: Capture
  /// Capture units per point.
  let scale: Double

  func screen(safeArea given: EdgeInsets?) -> Screen {
    let size = Size(width: capture.size.width / scale, height: capture.size.height / scale)
    let bounds = Rect(origin: .zero, size: size)
    let views = kept(capture.elements, parentOrigin: .zero, screen: bounds)
    return Screen(size: size, safeArea: given ?? safeArea(size), views: views)
  }

  /// The safe area the capture shows: below the status bar, above the bottom bar.
  private func safeArea(_ size: Size) -> EdgeInsets {
    let top = capture.statusBar.map { max(0, $0.maxY / scale) } ?? 0
    let bottom = capture.bottomBar.map { max(0, size.height - $0.minY / scale) } ?? 0
    return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }

  private func points(_ rect: Rect) -> Rect {
    Rect(x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale, height: rect.height / scale)
  }

  /// The views made from `elements` under a kept parent at `parentOrigin` (absolute points).
  private func kept(_ elements: [CapturedElement], parentOrigin: Point, screen: Rect) -> [ScreenView] {
    var views: [ScreenView] = []
    var taken: [String: Int] = [:]
    for element in elements where element.isShown {
      let frame = points(element.frame)
      let onScreen = frame.width > 0 && frame.height > 0 && frame.intersects(screen)
      let name = (element.identifier ?? element.label).map(ScreenView.id(fromText:))
      guard onScreen, let name, !name.isEmpty else {
        // Folded: its children join the parent's (deduplicated with them below).
        for child in kept(element.children, parentOrigin: parentOrigin, screen: screen) {
          views.append(unique(child, &taken))
        }
        continue
      }
      let area = scrollArea(of: element, frame: frame)
      // A scroll container's children are in its content's coordinates, and kept wherever the
      // content reaches (the screen's edge does not hide them: a scroll brings them in).
      let contentOrigin = Point(x: frame.minX - (area?.offset.x ?? 0), y: frame.minY - (area?.offset.y ?? 0))
      let reach = area.map { Rect(origin: contentOrigin, size: $0.contentSize) } ?? screen
      let children = kept(element.children, parentOrigin: contentOrigin, screen: reach)
      let view = ScreenView(
        id: name, frame: frame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y), children: children,
        label: element.label, type: element.type, scroll: area)
      views.append(unique(view, &taken))
    }
    return views
  }

  /// A scroll container's area, in points: the content's size the source gives, else as far
  /// as the element and its descendants reach (at least its frame); its offset as given.
  private func scrollArea(of element: CapturedElement, frame: Rect) -> ScrollArea? {
    guard let scroll = element.scroll else { return nil }
    let offset = Point(x: scroll.offset.x / scale, y: scroll.offset.y / scale)
    let size: Size
    if let given = scroll.contentSize {
      size = Size(width: max(given.width / scale, frame.width), height: max(given.height / scale, frame.height))
    } else {
      func reach(_ elements: [CapturedElement]) -> Rect {
        elements.filter(\.isShown).reduce(frame) { $0.union(points($1.frame)).union(reach($1.children)) }
      }
      let covered = reach(element.children)
      size = Size(width: covered.maxX - frame.minX + offset.x, height: covered.maxY - frame.minY + offset.y)
    }
    let area = ScrollArea(contentSize: size)
    return ScrollArea(contentSize: size, offset: area.clamped(offset, viewSize: frame.size))
  }

  /// The view with an id no earlier sibling has (`title`, `title_2`, ...).
  private func unique(_ view: ScreenView, _ taken: inout [String: Int]) -> ScreenView {
    var view = view
    let count = (taken[view.id] ?? 0) + 1
    taken[view.id] = count
    if count > 1 {
      var candidate = "\(view.id)_\(count)"
      var next = count
      while taken[candidate] != nil {
        next += 1
        candidate = "\(view.id)_\(next)"
      }
      taken[candidate] = 1
      view.id = candidate
    }
    return view
  }
}
