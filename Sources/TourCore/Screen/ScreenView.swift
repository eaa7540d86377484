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

  /// A view with its id, frame, children, label, fill and type.
  public init(
    id: String, frame: Rect, children: [ScreenView] = [], label: String? = nil, fill: RGBAColor? = nil, type: String? = nil
  ) {
    self.id = id
    self.frame = frame
    self.children = children
    self.label = label
    self.fill = fill
    self.type = type
  }
}
