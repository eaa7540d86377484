import TourCore

extension CheckRule {
  public static let markOverlap = CheckRule(rawValue: "mark-overlap")
}

/// A mark over the skip view, another mark, or another part's cutout.
struct MarkOverlapRule: MarkRule {
  static let description = RuleDescription(
    id: .markOverlap, severity: [.error], summary: "a mark overlaps another mark, another mark's cutout or the skip view",
    finds: "a body that overlaps the skip view, another mark's body, or the cutout of another part of its group: one hides the other",
    threshold: "more than 0.5 × 0.5 pt",
    sources: [
      .init("Apple HIG, Popovers: don't show another view over a popover", "https://developer.apple.com/design/human-interface-guidelines/popovers")
    ],
    scopes: [.mark],
    triggering: [
      RuleExample(
        """
        numberOfCoachMarks = 1,
        constraintsForSkipView = function(ctl, skipView, parentFrame) return { 40, 260, 120, 44 } end,
        """,
        finds: [
          """
          error: mark 1 overlaps the skip view by 120×36.79 pt; leave the skip view's place to tourhost (no constraintsForSkipView) or return a \
          frame clear of the mark
          """
        ])
    ],
    passing: [RuleExample("numberOfCoachMarks = 1,")])

  /// How to put the skip view clear, for the tour at hand: it places the skip view itself, or
  /// leaves it to tourhost's corner.
  static func skipAdvice(_ mark: MarkContext) -> String {
    mark.run.placesSkipView
      ? "leave the skip view's place to tourhost (no constraintsForSkipView) or return a frame clear of the mark"
      : "the mark is in the skip view's corner: give the tour constraintsForSkipView returning a frame clear of it (the other corner, "
        + "or under the mark), or make the mark narrower (maxWidth) or shorter"
  }

  static func findings(in mark: MarkContext) -> [RawFinding] {
    var found: [RawFinding] = []
    let others = mark.scene.marks.filter { $0.index != mark.index }
    for part in mark.parts {
      if let skip = mark.scene.skipView?.frame, let overlap = Self.overlap(part.body, skip) {
        found.append(
          mark.finding(
            .markOverlap, .error,
            "mark \(mark.index) overlaps the skip view by \(MarkContext.size(overlap)) pt; " + skipAdvice(mark),
            "skip view", frame: overlap))
      }
      for other in others {
        if let overlap = Self.overlap(part.body, other.layout.body) {
          found.append(
            mark.finding(
              .markOverlap, .error,
              """
              mark \(mark.index) overlaps mark \(other.index) by \(MarkContext.size(overlap)) pt; show them one after the other, or shorten their \
              hints
              """,
              "mark-\(other.index)"))
        }
      }
    }
    // Parts of one group: each over another's cutout or body.
    for (offset, part) in mark.parts.enumerated() {
      for (otherOffset, other) in mark.parts.enumerated() where otherOffset != offset {
        if let cutout = other.cutout?.bounds, let overlap = Self.overlap(part.body, cutout) {
          found.append(
            mark.finding(
              .markOverlap, .error,
              """
              part \(offset + 1) of mark \(mark.index) covers the cutout of part \(otherOffset + 1) by \(MarkContext.size(overlap)) pt; show the \
              parts one after the other, or shorten their hints
              """,
              "part-\(offset + 1)"))
        }
        if otherOffset > offset, let overlap = Self.overlap(part.body, other.body) {
          found.append(
            mark.finding(
              .markOverlap, .error,
              """
              parts \(offset + 1) and \(otherOffset + 1) of mark \(mark.index) overlap by \(MarkContext.size(overlap)) pt; show the parts one after \
              the other, or shorten their hints
              """,
              "part-\(offset + 1)"))
        }
      }
    }
    return found
  }

  /// Where two frames overlap by more than half a point each way.
  private static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
    guard let overlap = a.intersection(b), overlap.width > 0.5, overlap.height > 0.5 else { return nil }
    return overlap
  }
}
