/// The answer to a `HookRequest`.
public enum HookReply: Hashable, Sendable {
  /// `numberOfCoachMarks`.
  case count(Int)
  /// `coachMarkWillLoadAt`.
  case willLoad(Bool)
  /// `coachMarkAt`; nil when the hook failed (the mark is then skipped).
  case mark(CoachMark?)
  /// `willShow`: the mark as the hook left it.
  case edited(CoachMark)
  /// `coachMarkViewsAt`, with the mark laid out by the controller.
  case laidOut(LaidOutMark)
  /// `shouldHandleOverlayTap`.
  case handled(Bool)
  /// An animation hook: the animation it described, or nil for the default.
  case animation(MarkAnimation?)
  /// A notification hook returned.
  case done
}

/// A mark ready to be shown: the mark as laid out (following its view), its views, its
/// layout, and the overlay settings taken at that moment.
public struct LaidOutMark: Hashable, Sendable {
  public var mark: CoachMark
  public var views: MarkViews
  public var layout: MarkLayout
  public var overlay: OverlayConfiguration
  /// The views of the mark's companions, in order (their layouts are `layout.companions`).
  public var companionViews: [MarkViews]
  /// Each part's default body as its layout was sized with it (nil for another body, or
  /// one laid out again when drawn): the lines drawn are the lines measured.
  public var bodyTexts: [DefaultBodyLayout?]

  public init(
    mark: CoachMark, views: MarkViews, layout: MarkLayout, overlay: OverlayConfiguration, companionViews: [MarkViews] = [],
    bodyTexts: [DefaultBodyLayout?] = []
  ) {
    self.mark = mark
    self.views = views
    self.layout = layout
    self.overlay = overlay
    self.companionViews = companionViews
    self.bodyTexts = bodyTexts
  }

  /// Each part of the mark: the mark itself and its companions, with views and layout.
  public var parts: [(mark: CoachMark, views: MarkViews, layout: MarkLayout)] {
    Array(zip(zip(mark.parts, [views] + companionViews), layout.parts).map { ($0.0, $0.1, $1) })
  }

  /// Part `index`'s default body as laid out for its frame, when it was kept.
  public func bodyText(ofPart index: Int) -> DefaultBodyLayout? {
    bodyTexts.indices.contains(index) ? bodyTexts[index] : nil
  }
}
