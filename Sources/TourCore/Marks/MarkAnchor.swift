/// The view a mark was made from (or the view its frame was given in), so that the mark can
/// follow that view when it moves.
public struct MarkAnchor: Hashable, Sendable {
  /// The key path of the view from the top of the screen.
  public var keyPath: String
  /// The view's frame in screen coordinates when the mark was made.
  public var frameAtCreation: Rect
  /// True for a mark made from the view itself: a default cutout follows the view's moves and
  /// its changes of size. False for a frame given in the view's coordinates (`within`): the
  /// cutout only moves with the view.
  public var followsSize: Bool
  /// How far the default cutout grows around the view (`cutoutPadding`).
  public var cutoutPadding: Double
  /// The default cutout's corner radius (`cutoutCornerRadius`).
  public var cutoutCornerRadius: Double

  public init(
    keyPath: String, frameAtCreation: Rect, followsSize: Bool = true, cutoutPadding: Double = 4, cutoutCornerRadius: Double = 4
  ) {
    self.keyPath = keyPath
    self.frameAtCreation = frameAtCreation
    self.followsSize = followsSize
    self.cutoutPadding = cutoutPadding
    self.cutoutCornerRadius = cutoutCornerRadius
  }

  /// The default cutout around `frame`, with this mark's padding and corner radius.
  public func standardCutout(around frame: Rect) -> CutoutPath {
    .standard(around: frame, padding: cutoutPadding, cornerRadius: cutoutCornerRadius)
  }
}
