/// Places several marks shown at once so that no mark covers another mark or any of the
/// group's cutouts: a pure function, on top of `CoachMarkLayout`.
///
/// The parts are placed in order, each first where `CoachMarkLayout` puts it. A part that
/// covers a cutout or a part placed before it tries, in turn, always inside the safe area:
/// 1. its other sides (above, below, beside), as `CoachMarkLayout` places it there;
/// 2. sliding along each side it fits on (8-point steps, nearest first), its arrow on its
///    point of interest as far as the body allows, and still over its own cutout;
/// 3. narrower bodies on each side above or below, down to `CoachMarkLayout.readableWidth`,
///    as placed and sliding;
/// 4. moving away from its cutout (8-point steps), without an arrow: an arrow must touch its
///    own cutout.
/// The first free place wins. A part with no free place keeps its own, and is reported with
/// what it covers; a part moved away from its cutout is reported too.
public enum GroupLayout {
  /// One mark of the group, with the sizes of its views.
  public struct Part {
    public var mark: CoachMark
    public var sizes: MarkSizes

    public init(mark: CoachMark, sizes: MarkSizes) {
      self.mark = mark
      self.sizes = sizes
    }

    public init(mark: CoachMark, bodySize: @escaping (Double) -> Size, arrowSize: Size?) {
      self.init(mark: mark, sizes: MarkSizes(body: bodySize, arrow: arrowSize))
    }

    /// A part showing `views`, sized by `sizing` (the body to the width the layout offers).
    /// The body's size is remembered for the last width asked: a group tries many places for
    /// each part, most offering the same width, and wrapping the hint is most of the cost.
    public init(mark: CoachMark, views: MarkViews, sizing: ViewSizing) {
      self.init(mark: mark, sizes: sizing.sizes(of: views))
    }

    /// The body's preferred size at a width.
    public var bodySize: (Double) -> Size { sizes.body }
  }

  /// A part that is not where a mark should be.
  public struct Problem: Hashable, Sendable {
    /// The part (1-based).
    public var part: Int
    public var kind: Kind

    public enum Kind: Hashable, Sendable {
      /// No free place was found: the part stays where it would be alone, covering these.
      case covers([Covered])
      /// The part was moved away from its cutout: it has no arrow.
      case awayFromCutout
      /// No free place was found: the part stays where it would be alone, its arrow as near
      /// the cutouts of these parts as its own.
      case arrowNear([Int])
    }

    /// What a part covers of another part (or of its own cutout).
    public struct Covered: Hashable, Sendable {
      public var part: Int
      public var cutout: Bool
      public var mark: Bool

      public init(part: Int, cutout: Bool, mark: Bool) {
        self.part = part
        self.cutout = cutout
        self.mark = mark
      }
    }

    public init(part: Int, kind: Kind) {
      self.part = part
      self.kind = kind
    }

    /// In plain words, after `mark N: `: `part 3 covers the cutout and the mark of part 2`.
    public var description: String {
      switch kind {
      case .awayFromCutout:
        return "part \(part) had to move away from its cutout, so it has no arrow"
      case .arrowNear(let others):
        let names = others.map { "part \($0)" }.joined(separator: " and ")
        return "part \(part)'s arrow is as near the cutout of \(names) as its own; no free place was found"
      case .covers(let covered):
        let things = covered.map { item -> String in
          if item.part == part { return "its own cutout" }
          let what = item.cutout && item.mark ? "the cutout and the mark" : (item.cutout ? "the cutout" : "the mark")
          return "\(what) of part \(item.part)"
        }
        return "part \(part) covers \(things.joined(separator: " and ")); no free place was found"
      }
    }
  }

  /// The step between the places tried.
  static let step = 8.0

  /// How many narrower widths are tried between the widest and `readableWidth`.
  static let narrowerWidths = 4

  public static func layout(_ parts: [Part], on screen: Screen) -> (layouts: [MarkLayout], problems: [Problem]) {
    var room = GroupRoom(parts: parts, screen: screen)
    var problems: [Problem] = []
    for index in parts.indices {
      let alone = room.alone[index]
      if room.isFree(alone, part: index) {
        room.placed.append(alone)
        continue
      }
      if let (free, away) = room.firstFree(index) {
        room.placed.append(free)
        if away { problems.append(Problem(part: index + 1, kind: .awayFromCutout)) }
      } else {
        let covered = room.covered(by: alone, part: index)
        let kind: Problem.Kind = covered.isEmpty ? .arrowNear(room.cutoutsNearArrow(of: alone, part: index)) : .covers(covered)
        problems.append(Problem(part: index + 1, kind: kind))
        room.placed.append(alone)
      }
    }
    return (room.placed, problems)
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
}
