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
  /// Every field, in one box its copies share (a laid-out mark rides in the flow's phases).
  private var shared: SharedValue<Fields>

  private struct Fields: Hashable, Sendable {
    var mark: CoachMark
    var views: MarkViews
    var layout: MarkLayout
    var overlay: OverlayConfiguration
    var companionViews: [MarkViews]
    var bodyTexts: [DefaultBodyLayout?]
  }

  public var mark: CoachMark {
    get { shared.value.mark }
    _modify { yield &shared.value.mark }
  }
  public var views: MarkViews {
    get { shared.value.views }
    _modify { yield &shared.value.views }
  }
  public var layout: MarkLayout {
    get { shared.value.layout }
    _modify { yield &shared.value.layout }
  }
  public var overlay: OverlayConfiguration {
    get { shared.value.overlay }
    _modify { yield &shared.value.overlay }
  }
  /// The views of the mark's companions, in order (their layouts are `layout.companions`).
  public var companionViews: [MarkViews] {
    get { shared.value.companionViews }
    _modify { yield &shared.value.companionViews }
  }
  /// Each part's default body as its layout was sized with it (nil for another body, or
  /// one laid out again when drawn): the lines drawn are the lines measured.
  public var bodyTexts: [DefaultBodyLayout?] {
    get { shared.value.bodyTexts }
    _modify { yield &shared.value.bodyTexts }
  }

  public init(
    mark: CoachMark, views: MarkViews, layout: MarkLayout, overlay: OverlayConfiguration, companionViews: [MarkViews] = [],
    bodyTexts: [DefaultBodyLayout?] = []
  ) {
    shared = SharedValue(
      Fields(
        mark: mark, views: views, layout: layout, overlay: overlay, companionViews: companionViews, bodyTexts: bodyTexts))
  }

  /// Each part of the mark: the mark itself and its companions, with views and layout.
  public var parts: [(mark: CoachMark, views: MarkViews, layout: MarkLayout)] {
    let layouts = layout.parts
    guard !companionViews.isEmpty || !mark.companions.isEmpty else { return [(mark, views, layouts[0])] }
    return Array(zip(zip(mark.parts, [views] + companionViews), layouts).map { ($0.0, $0.1, $1) })
  }

  /// Part `index`'s default body as laid out for its frame, when it was kept.
  public func bodyText(ofPart index: Int) -> DefaultBodyLayout? {
    bodyTexts.indices.contains(index) ? bodyTexts[index] : nil
  }
}
