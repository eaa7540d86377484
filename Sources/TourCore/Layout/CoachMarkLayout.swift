/// Places a coach mark: the algorithm of API.md section 3, as a pure function.
///
/// Instructions' algorithm (the mark above or below its cutout, centred on the point of
/// interest, pinned to the margins), extended to keep four promises: the mark lies in the safe
/// area (or at least on the screen, with a note); its arrow touches its own cutout, the gap
/// apart (a cutout under the status bar keeps its arrow, the mark moved into the safe area);
/// the arrow stays off the body's rounded corners; and when neither above nor below fits,
/// the mark goes beside its cutout (`.left`, `.right`) before it is laid over it.
public enum CoachMarkLayout {
  /// A layout and what it had to give up on.
  public struct Placement: Hashable, Sendable {
    public var layout: MarkLayout
    public var notes: [LayoutNote]
  }

  /// The narrowest a body is made to fit beside its cutout, or in a group: narrower, a hint
  /// is no longer readable (about 15 characters of the 15-point hint a line).
  public static let readableWidth = 120.0

  /// Lays out `mark` on `screen`.
  /// - Parameters:
  ///   - bodySize: the body's preferred size when it may be at most the given width wide.
  ///   - arrowSize: the arrow's size above or below the body (nil: no arrow); beside it, the
  ///     arrow is turned (`sideArrowSize`, by default this size with its sides swapped).
  public static func layout(
    _ mark: CoachMark, on screen: Screen, bodySize: @escaping (Double) -> Size, arrowSize: Size?
  ) -> MarkLayout {
    place(mark, on: screen, sizes: MarkSizes(body: bodySize, arrow: arrowSize)).layout
  }

  /// Lays out `mark` on `screen` with the sizes of its views, and says what it gave up on.
  /// - Parameter side: a side to try first when it fits (the side the views were made for),
  ///   without the note a preset side that does not fit gets.
  public static func place(_ mark: CoachMark, on screen: Screen, sizes: MarkSizes, side: ArrowOrientation? = nil) -> Placement {
    var notes: [LayoutNote] = []
    let frame = LayoutFrame(mark: mark, screen: screen, notes: &notes)
    guard let cutout = mark.cutoutPath else {
      return Placement(layout: frame.centred(sizes: sizes, notes: &notes), notes: notes)
    }
    guard cutout.bounds.intersects(screen.bounds) else {
      notes.append(.cutoutOffScreen)
      return Placement(layout: frame.centred(sizes: sizes, notes: &notes), notes: notes)
    }
    let target = LayoutTarget(cutout: cutout, pointOfInterest: mark.pointOfInterest ?? cutout.bounds.center)
    if mark.isDisplayedOverCutoutPath {
      return Placement(layout: frame.over(target, sizes: sizes, notes: &notes), notes: notes)
    }
    for candidate in sides(for: mark, side: side, target: target, frame: frame, sizes: sizes) {
      guard let layout = frame.beside(target, on: candidate, sizes: sizes) else { continue }
      if let preset = mark.arrowOrientation, candidate != preset, side == nil {
        notes.append(.presetSideReplaced(preset: preset, used: candidate))
      }
      return Placement(layout: layout, notes: notes)
    }
    if let preset = mark.arrowOrientation, side == nil {
      notes.append(.presetSideReplaced(preset: preset, used: nil))
    } else {
      notes.append(.noSideFits)
    }
    return Placement(layout: frame.over(target, sizes: sizes, notes: &notes), notes: notes)
  }

  /// The sides to try, best first: the preset (or given) side, else the natural one
  /// (`.bottom` when the cutout's top edge is below the middle of the screen, else `.top`);
  /// then the side opposite it; then, for a side above or below, the two sides beside the
  /// cutout, the one with more room first (a tie: the side the text reads towards), or, for a
  /// side beside it, the natural side and its opposite.
  static func sides(
    for mark: CoachMark, side: ArrowOrientation?, target: LayoutTarget, frame: LayoutFrame, sizes: MarkSizes
  ) -> [ArrowOrientation] {
    let C = target.cutout.bounds
    let natural: ArrowOrientation = C.minY > frame.screen.size.height / 2 ? .bottom : .top
    let first = side ?? mark.arrowOrientation ?? natural
    let roomRight = frame.high - (C.maxX + frame.mark.gapBetweenCoachMarkAndCutoutPath)
    let roomLeft = (C.minX - frame.mark.gapBetweenCoachMarkAndCutoutPath) - frame.low
    let rightToLeft = frame.screen.layoutDirection == .rightToLeft
    let beside: [ArrowOrientation] =
      roomRight > roomLeft || (roomRight == roomLeft && !rightToLeft) ? [.left, .right] : [.right, .left]
    let order: [ArrowOrientation] =
      first.isVertical ? [first, first.opposite] + beside : [first, first.opposite, natural, natural.opposite]
    var seen: Set<ArrowOrientation> = []
    return order.filter { seen.insert($0).inserted }
  }
}
