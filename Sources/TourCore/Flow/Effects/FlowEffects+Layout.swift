extension FlowEffects {
  /// Asks for the views of a mark and lays it out on the current screen. When the layout
  /// puts the mark on another side than the one the views were made for, the views are asked
  /// for once more, for that side. A group's parts are asked for one by one and laid out
  /// together (`GroupLayout`). The skip view then takes a free corner. What the layout had to
  /// give up on is said in warnings.
  func layOut(_ mark: CoachMark, at index: Int, reply: @escaping (LaidOutMark) -> Void) {
    let mark = mark.following(screen)
    let parts = mark.parts
    var views: [MarkViews] = []
    var placements: [CoachMarkLayout.Placement] = []
    var texts: [DefaultBodyLayout?] = []
    func next() {
      guard views.count < parts.count else { return finish() }
      layOutAlone(parts[views.count], at: index, part: views.count + 1) { given, placement, text in
        views.append(given)
        placements.append(placement)
        texts.append(text)
        next()
      }
    }
    func finish() {
      // A mark alone that the skip view would cover in every corner is laid out again below
      // (or above) a band the skip view takes (`SkipBand`), when that clears it.
      guard parts.count == 1 else { return complete(skip: nil) }
      let corner = controller.skip.frame(around: placements[0].layout, at: index, on: screen, sizing: sizing)
      guard corner.warning != nil, let band = controller.skip.band(around: placements[0].layout, on: screen, sizing: sizing) else {
        return complete(skip: corner)
      }
      layOutAlone(parts[0], at: index, part: 1, on: band.screen, again: true) { given, placement, text in
        guard let placed = band.placed(placement, safeHeight: self.screen.safeBounds.height) else { return complete(skip: corner) }
        (views[0], placements[0], texts[0]) = (given, placed, text)
        complete(skip: (band.frame, nil))
      }
    }
    /// Says what the layout gave up on, places the skip view (where `skip` says, once placed
    /// for a mark alone; a group's here) and replies.
    func complete(skip placed: (frame: Rect?, warning: String?)?) {
      let subject = { (part: Int) in parts.count == 1 ? "mark \(index)" : "mark \(index): part \(part)" }
      for (offset, placement) in placements.enumerated() {
        for note in placement.notes { controller.record(.warning(message: note.message(subject(offset + 1)))) }
      }
      var layout: MarkLayout
      if parts.count == 1 {
        layout = placements[0].layout
      } else {
        (layout, texts) = layOutGroup(parts, views, at: index)
      }
      let (skipFrame, warning) = placed ?? controller.skip.frame(around: layout, at: index, on: screen, sizing: sizing)
      if let warning { controller.record(.warning(message: warning)) }
      layout.skip = skipFrame
      TouchArea.apply(to: &layout, views: views, texts: texts, skip: controller.skip, on: controller.environment.device?.platform)
      reply(
        LaidOutMark(
          mark: mark, views: views[0], layout: layout, overlay: controller.overlay, companionViews: Array(views.dropFirst()),
          bodyTexts: texts))
    }
    next()
  }

  /// The parts of a group laid out together (`GroupLayout`), the first with the others as its
  /// companions, and their bodies as the layout sized them; what it gave up on is said.
  private func layOutGroup(_ parts: [CoachMark], _ views: [MarkViews], at index: Int) -> (MarkLayout, [DefaultBodyLayout?]) {
    let visible = parts.map { visiblePart($0).mark }
    let group = zip(visible, views).map { GroupLayout.Part(mark: $0, views: $1, sizing: sizing) }
    let (layouts, problems) = GroupLayout.layout(group, on: screen)
    for problem in problems { controller.record(.warning(message: "mark \(index): \(problem.description)")) }
    var layout = layouts[0]
    layout.companions = Array(layouts.dropFirst())
    return (layout, zip(group, layouts).map { $0.sizes.laidOutBody($1.body.size) })
  }

  /// Asks for the views of one mark (a part of a group, or the mark alone) and lays it out
  /// alone; asks again when the layout chose another side, and lays it out on that side.
  /// - Parameters:
  ///   - screen: the screen to lay it out on (the current one, or it without the skip view's
  ///     band); `again`: a second layout of the same mark, whose warnings were given.
  private func layOutAlone(
    _ mark: CoachMark, at index: Int, part: Int, on screen: Screen? = nil, again: Bool = false,
    reply: @escaping (MarkViews, CoachMarkLayout.Placement, DefaultBodyLayout?) -> Void
  ) {
    let screen = screen ?? self.screen
    let (visible, offScreen) = visiblePart(mark)
    if let offScreen, !again {
      let subject = mark.companions.isEmpty && part == 1 ? "mark \(index)" : "mark \(index): part \(part)"
      controller.record(.warning(message: "\(subject): its view '\(offScreen)' is off screen"))
    }
    let given = visible.withComputedMetadata(screenHeight: screen.size.height)
    let views: (CoachMark, @escaping (MarkViews) -> Void) -> Void = { [link] shown, next in
      guard let dataSource = link.effects?.controller.dataSource else { return next(.standard) }
      // A guided step moves on when its target is tapped (or its event comes): a next control
      // would be drawn and announced and do nothing, so its views have none.
      let guided = shown.advanceOn != nil
      dataSource.coachMarkViews(at: index, part: part, madeFrom: shown) { next(guided ? $0.withoutNextControl : $0) }
    }
    views(given) { [link] first in
      guard let effects = link.effects else { return }
      let (placement, text) = effects.placement(visible, first, on: screen)
      guard let side = placement.layout.arrowOrientation, side != given.arrowOrientation else { return reply(first, placement, text) }
      var flipped = given
      flipped.arrowOrientation = side
      views(flipped) { second in
        guard let effects = link.effects else { return }
        var (flippedPlacement, text) = effects.placement(visible, second, on: screen, side: side)
        flippedPlacement.notes = placement.notes.filter { if case .presetSideReplaced = $0 { true } else { false } } + flippedPlacement.notes
        reply(second, flippedPlacement, text)
      }
    }
  }

  /// The mark as its layout sees it: a default cutout made from a view covers only the part
  /// of the view on the screen, and a view wholly off the screen leaves the mark without a
  /// cutout (then `offScreen` is its key path).
  func visiblePart(_ mark: CoachMark) -> (mark: CoachMark, offScreen: String?) {
    guard let anchor = mark.anchor, anchor.followsSize, mark.cutoutPath == anchor.standardCutout(around: anchor.frameAtCreation)
    else { return (mark, nil) }
    var visible = mark
    guard let part = anchor.frameAtCreation.intersection(screen.bounds), part.width > 0 || part.height > 0 else {
      visible.cutoutPath = nil
      visible.pointOfInterest = nil
      return (visible, anchor.keyPath)
    }
    visible.cutoutPath = anchor.standardCutout(around: part)
    return (visible, nil)
  }

  /// The layout of a mark with the given views on the current screen, and its default body
  /// as the layout sized it.
  func layout(_ mark: CoachMark, _ views: MarkViews) -> (MarkLayout, DefaultBodyLayout?) {
    let (placement, text) = placement(mark, views, on: screen)
    return (placement.layout, text)
  }

  private func placement(_ mark: CoachMark, _ views: MarkViews, on screen: Screen, side: ArrowOrientation? = nil) -> (
    CoachMarkLayout.Placement, DefaultBodyLayout?
  ) {
    let sizes = sizing.sizes(of: views, maxHeight: screen.safeBounds.height)
    let placement = CoachMarkLayout.place(mark, on: screen, sizes: sizes, side: side)
    return (placement, sizes.laidOutBody(placement.layout.body.size))
  }
}
