/// Where the `cutout` command taps.
public enum CutoutTapPoint: Hashable, Sendable {
  /// A point of the cutout that no mark, arrow or skip view covers.
  case point(Point)
  /// Marks or the skip view cover the whole cutout: a tap there would not reach it.
  case covered
}
