/// A view of the app, as the screen description gives it: an id, a frame in its parent's
/// coordinates, and child views drawn over it in order.
public struct ScreenView: Hashable, Sendable {
  public var id: String
  /// The frame in the parent's coordinates (the screen's, for a top-level view).
  public var frame: Rect
  public var children: [ScreenView]
  /// What a picture of the screen writes in the view (default: its id).
  public var label: String?
  /// The view's colour in pictures (default: a light grey box).
  public var fill: RGBAColor?
  /// What the view is in the app, for a screen imported from a capture (`Button`,
  /// `android.widget.TextView`); nil for a described one.
  public var type: String?
  /// How the view follows its parent's size when the screen is resized (none by default:
  /// it keeps its frame).
  public var autoresizing: AutoresizingMask
  /// Whether it scrolls its children, how far and over what; nil: it does not scroll.
  public var scroll: ScrollArea?

  /// A view with its id, frame, children, label, fill, type, autoresizing mask and scroll area.
  public init(
    id: String, frame: Rect, children: [ScreenView] = [], label: String? = nil, fill: RGBAColor? = nil, type: String? = nil,
    autoresizing: AutoresizingMask = [], scroll: ScrollArea? = nil
  ) {
    self.scroll = scroll
    self.autoresizing = autoresizing
    self.id = id
    self.frame = frame
    self.children = children
    self.label = label
    self.fill = fill
    self.type = type
  }
}

extension ScreenView {
  /// Where its children's coordinates start, in its parent's: its origin less its scroll offset.
  public var childOrigin: Point {
    Point(x: frame.minX - (scroll?.offset.x ?? 0), y: frame.minY - (scroll?.offset.y ?? 0))
  }

  /// Whether the view or one below it has an autoresizing mask: it follows a new size.
  public var followsSize: Bool {
    !autoresizing.isEmpty || children.contains(where: \.followsSize)
  }

  /// The view and its children after the parent went from `old` to `new`: each level follows
  /// its own parent's change, as UIKit's layout pass does.
  func resized(from old: Size, to new: Size) -> ScreenView {
    var view = self
    view.frame = autoresizing.frame(frame, from: old, to: new)
    if view.frame.size != frame.size {
      view.children = children.map { $0.resized(from: frame.size, to: view.frame.size) }
    }
    return view
  }
}

extension Screen {
  /// The screen at another size, its views following their autoresizing masks.
  public func resized(to newSize: Size) -> Screen {
    var screen = self
    screen.views = views.map { $0.resized(from: size, to: newSize) }
    screen.size = newSize
    return screen
  }
}
