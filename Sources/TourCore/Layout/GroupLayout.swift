/// Places several marks shown at once so that no mark covers another mark or any of the
/// group's cutouts: a pure function, on top of `CoachMarkLayout`.
///
/// The parts are placed in order, each first where `CoachMarkLayout` puts it. A part that
/// covers a cutout or a part placed before it tries, in turn: the other side of its cutout;
/// sliding along its side (left and right, in 8-point steps, its arrow still on the point
/// of interest as far as the body allows); then moving away from its cutout (8-point steps,
/// within the safe area), on either side. The first free place wins. A part with no free
/// place keeps its own and is reported.
public enum GroupLayout {
  /// One mark of the group, with the sizes of its views.
  public struct Part {
    public var mark: CoachMark
    public var bodySize: (Double) -> Size
    public var arrowSize: Size?

    public init(mark: CoachMark, bodySize: @escaping (Double) -> Size, arrowSize: Size?) {
      self.mark = mark
      self.bodySize = bodySize
      self.arrowSize = arrowSize
    }

    /// A part showing `views`, sized by `sizing` (the body to the width the layout offers).
    /// The body's size is remembered for the last width asked: a group tries many places for
    /// each part, all offering the same width, and wrapping the hint is most of the cost.
    public init(mark: CoachMark, views: MarkViews, sizing: ViewSizing) {
      let last = LastSize()
      self.init(
        mark: mark,
        bodySize: { width in
          if let (known, size) = last.value, known == width { return size }
          let size = sizing.preferredSize(of: views.body, maxWidth: width)
          last.value = (width, size)
          return size
        },
        arrowSize: views.arrow.map { sizing.preferredSize(of: $0, maxWidth: .infinity) })
    }
  }

  /// The body size a part computed last, with the width it was for.
  private final class LastSize {
    var value: (width: Double, size: Size)?
  }

  /// A part that could not be placed without covering something.
  public struct Problem: Hashable, Sendable {
    /// The part (1-based) that could not be placed.
    public var part: Int
    /// What it covers: "the cutout of part 1", "part 2".
    public var covers: [String]

    public init(part: Int, covers: [String]) {
      self.part = part
      self.covers = covers
    }
  }

  /// The step between the places tried.
  static let step = 8.0

  public static func layout(_ parts: [Part], on screen: Screen) -> (layouts: [MarkLayout], problems: [Problem]) {
    let cutouts = parts.map { $0.mark.cutoutPath?.bounds }
    var placed: [MarkLayout] = []
    var problems: [Problem] = []
    for (index, part) in parts.enumerated() {
      let natural = CoachMarkLayout.layout(part.mark, on: screen, bodySize: part.bodySize, arrowSize: part.arrowSize)
      func covers(_ other: Int, _ cutout: Rect?, _ layout: MarkLayout) -> Bool {
        guard let cutout, layout.frame.intersects(cutout) else { return false }
        // A mark shown over its own cutout covers it on purpose.
        return !(other == index && (part.mark.isDisplayedOverCutoutPath || layout.arrowOrientation == nil))
      }
      func isFree(_ layout: MarkLayout) -> Bool {
        !cutouts.enumerated().contains { covers($0.offset, $0.element, layout) }
          && !placed.contains { layout.frame.intersects($0.frame) }
      }
      guard !isFree(natural) else {
        placed.append(natural)
        continue
      }
      if let free = firstCandidate(part, natural, on: screen, where: isFree) {
        placed.append(free)
      } else {
        // What the part covers, said only for a part that could not be placed.
        let cutoutsCovered = cutouts.enumerated().filter { covers($0.offset, $0.element, natural) }.map { "the cutout of part \($0.offset + 1)" }
        let partsCovered = placed.enumerated().filter { natural.frame.intersects($0.element.frame) }.map { "part \($0.offset + 1)" }
        placed.append(natural)
        problems.append(Problem(part: index + 1, covers: cutoutsCovered + partsCovered))
      }
    }
    return (placed, problems)
  }

  /// The first of the places to try for a part (best first) that `accept` takes. The places
  /// are made one at a time, so a part placed at its first try costs one layout.
  private static func firstCandidate(
    _ part: Part, _ natural: MarkLayout, on screen: Screen, where accept: (MarkLayout) -> Bool
  ) -> MarkLayout? {
    guard natural.pointOfInterest != nil, natural.cutout != nil else { return nil }
    var sides: [MarkLayout] = []
    if let side = natural.arrowOrientation {
      var flipped = part.mark
      flipped.arrowOrientation = side.opposite
      flipped.isDisplayedOverCutoutPath = false
      let other = CoachMarkLayout.layout(flipped, on: screen, bodySize: part.bodySize, arrowSize: part.arrowSize)
      sides = [natural, other].filter { fitsVertically($0, on: screen) }
    }
    // The other side as it is.
    if let other = sides.dropFirst().first(where: accept) { return other }
    // Along each side.
    let low = screen.safeArea.left + part.mark.horizontalMargin
    let high = screen.size.width - screen.safeArea.right - part.mark.horizontalMargin
    let offsets = steps(across: high - low).flatMap { [-$0, $0] }
    for layout in sides {
      for dx in offsets {
        let x = layout.body.minX + dx
        guard x >= low, x + layout.body.width <= high else { continue }
        let moved = shifted(layout, dx: dx, dy: 0)
        if accept(moved) { return moved }
      }
    }
    // Away from the cutout.
    for layout in sides {
      let direction = layout.arrowOrientation == .top ? 1.0 : -1.0
      for dy in steps(across: screen.size.height) {
        let moved = shifted(layout, dx: 0, dy: direction * dy)
        guard fitsVertically(moved, on: screen) else { break }
        if accept(moved) { return moved }
      }
    }
    return nil
  }

  /// The most places tried in one direction.
  static let maxSteps = 1000

  /// The distances to try across `span`: every `step` points, or `maxSteps` evenly spread ones
  /// on a span too wide for that (a screen a billion points wide once made this run out of
  /// memory under the fuzzer).
  static func steps(across span: Double) -> [Double] {
    guard span >= step else { return [] }
    let count = min(Int(span / step), maxSteps)
    let size = count == maxSteps ? span / Double(maxSteps) : step
    return (1...count).map { Double($0) * size }
  }

  /// The layout moved by (dx, dy), its arrow kept on the point of interest within the body.
  static func shifted(_ layout: MarkLayout, dx: Double, dy: Double) -> MarkLayout {
    var moved = layout
    moved.body = layout.body.offsetBy(dx: dx, dy: dy)
    if let arrow = layout.arrow, let point = layout.pointOfInterest {
      let x = max(moved.body.minX, min(point.x - arrow.width / 2, moved.body.maxX - arrow.width))
      let placed = Rect(x: x, y: arrow.minY + dy, width: arrow.width, height: arrow.height)
      moved.arrow = placed
      moved.frame = moved.body.union(placed)
    } else {
      moved.frame = moved.body
    }
    return moved
  }

  private static func fitsVertically(_ layout: MarkLayout, on screen: Screen) -> Bool {
    layout.frame.minY >= screen.safeArea.top && layout.frame.maxY <= screen.size.height - screen.safeArea.bottom
  }
}
