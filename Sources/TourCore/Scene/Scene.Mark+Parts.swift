extension Scene.Mark {
  /// The mark on screen, one `Scene.Mark` for each part of a group (all in the same state).
  static func parts(of presentation: FlowMachine.Presentation, state: ViewState, nodes: ViewNodes, highlighted: Bool) -> [Scene.Mark] {
    presentation.laidOut.parts.enumerated().map { offset, part in
      let (views, layout) = (part.views, part.layout)
      var arrow: SceneNode?
      if let view = views.arrow, let frame = layout.arrow {
        arrow = nodes.arrow(view, frame: frame, orientation: layout.arrowOrientation ?? .top, highlighted: highlighted)
      }
      return Scene.Mark(
        index: presentation.index, layout: layout, state: state,
        body: nodes.body(views.body, frame: layout.body, highlighted: highlighted, laidOut: presentation.laidOut.bodyText(ofPart: offset)),
        arrow: arrow, isHighlighted: highlighted)
    }
  }
}
