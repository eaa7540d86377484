/// A custom view after layout: its frame (relative to the root view's origin), what it draws,
/// and its children.
public struct LaidOutView: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    case box(BoxStyle)
    /// Text broken into lines, each drawn at `lineHeight` below the previous one.
    case text(lines: [String], lineHeight: Double, TextStyle)
    case image(String)
  }

  public var frame: Rect
  public var content: Content
  public var children: [LaidOutView]

  public init(frame: Rect, content: Content, children: [LaidOutView] = []) {
    self.frame = frame
    self.content = content
    self.children = children
  }

  /// The same view moved by `dx`, `dy` (with its children).
  public func offsetBy(dx: Double, dy: Double) -> LaidOutView {
    LaidOutView(
      frame: frame.offsetBy(dx: dx, dy: dy), content: content, children: children.map { $0.offsetBy(dx: dx, dy: dy) })
  }
}
