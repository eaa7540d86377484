/// What the app shows: its size, safe area, reading direction and a tree of views.
///
/// A view is named by its id when that id is unique in the tree, or by the key path of ids
/// from the top (`"tabBar.profile"`).
public struct Screen: Hashable, Sendable {
  /// The screen's size in points.
  public var size: Size
  /// The insets of the area no system bar covers.
  public var safeArea: EdgeInsets
  /// Left to right or right to left: mirrors the marks' default views.
  public var layoutDirection: LayoutDirection
  /// The app's views, top-level first, each with its children.
  public var views: [ScreenView]
  /// A picture of the app to draw under the tour, by file name (pictures only).
  public var image: String? {
    didSet { if image != nil, imageSize == nil { imageSize = size } }
  }
  /// The size the picture covers, in points: the screen's size when the picture was given. A
  /// screen resized (turned, fitted to a device) keeps it: the picture is drawn at the size
  /// it was captured at, never stretched to another.
  public var imageSize: Size?
  /// The device's "reduce transparency" setting: a blurred overlay falls back to its colour.
  public var reduceTransparency: Bool

  /// A screen of `size` points with its safe area, direction, views, picture and
  /// whether transparency is reduced.
  public init(
    size: Size, safeArea: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
    views: [ScreenView] = [], image: String? = nil, reduceTransparency: Bool = false
  ) {
    self.size = size
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
    self.views = views
    self.image = image
    self.imageSize = image == nil ? nil : size
    self.reduceTransparency = reduceTransparency
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

extension Screen {
  /// The screen of a tour that describes none: an iPhone 15's points, without views.
  public static let standard = Screen(size: Size(width: 390, height: 844))
}
