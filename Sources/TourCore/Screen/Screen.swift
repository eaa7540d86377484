/// What the app shows: its size, safe area, reading direction and a tree of views.
///
/// A view is named by its id when that id is unique in the tree, or by the key path of ids
/// from the top (`"tabBar.profile"`).
public struct Screen: Hashable, Sendable {
  public var size: Size
  public var safeArea: EdgeInsets
  public var layoutDirection: LayoutDirection
  public var views: [ScreenView]

  public init(
    size: Size, safeArea: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
    views: [ScreenView] = []
  ) {
    self.size = size
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
    self.views = views
  }

  /// The whole screen as a rectangle at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The part of the screen inside the safe area.
  public var safeBounds: Rect {
    Rect(
      x: safeArea.left, y: safeArea.top,
      width: size.width - safeArea.left - safeArea.right,
      height: size.height - safeArea.top - safeArea.bottom)
  }
}
