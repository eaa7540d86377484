/// A view drawn over the overlay and under the marks (`configureOrnamentsOfOverlay`).
public struct Ornament: Hashable, Sendable {
  public var view: ViewSpec
  /// Where it goes, in screen coordinates.
  public var frame: Rect

  public init(view: ViewSpec, frame: Rect) {
    self.view = view
    self.frame = frame
  }
}
