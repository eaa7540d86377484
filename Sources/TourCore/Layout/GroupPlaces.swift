/// The places a part of a group moves to when its own is taken: slid along its side, or
/// moved away from its cutout.
enum GroupPlaces {
  /// A slid place, known by its rects until it is taken.
  struct Slid {
    var body: Rect
    var arrow: Rect?
    var frame: Rect { arrow.map(body.union) ?? body }
    /// The arrow's tip, on the edge facing the cutout.
    var tip: Point?

    func applied(to layout: MarkLayout) -> MarkLayout {
      var moved = layout
      moved.body = body
      moved.arrow = arrow
      moved.frame = frame
      return moved
    }
  }

  /// `layout` moved `distance` along its side (across for a side above or below, down for a
  /// side beside), its body inside the room, its arrow on the point of interest as far as the
  /// body allows and still over the cutout; nil when it cannot be.
  static func slid(_ layout: MarkLayout, by distance: Double, target: LayoutTarget, frame: LayoutFrame, corner: Double) -> Slid? {
    guard let side = layout.arrowOrientation else { return nil }
    let vertical = side.isVertical
    let body = vertical ? layout.body.offsetBy(dx: distance, dy: 0) : layout.body.offsetBy(dx: 0, dy: distance)
    if vertical {
      guard body.minX >= frame.low, body.maxX <= frame.high else { return nil }
    } else {
      guard body.minY >= frame.top, body.maxY <= frame.bottom else { return nil }
    }
    guard let arrow = layout.arrow else { return Slid(body: body, arrow: nil, tip: nil) }
    let C = target.cutout.bounds
    let p = target.pointOfInterest
    let placed: Rect
    if vertical {
      let x = LayoutFrame.along(p.x, length: arrow.width, from: body.minX, to: body.maxX, corner: corner)
      guard x + arrow.width / 2 >= C.minX, x + arrow.width / 2 <= C.maxX else { return nil }
      placed = Rect(x: x, y: arrow.minY, width: arrow.width, height: arrow.height)
    } else {
      let y = LayoutFrame.along(p.y, length: arrow.height, from: body.minY, to: body.maxY, corner: corner)
      guard y + arrow.height / 2 >= C.minY, y + arrow.height / 2 <= C.maxY else { return nil }
      placed = Rect(x: arrow.minX, y: y, width: arrow.width, height: arrow.height)
    }
    let tip: Point =
      switch side {
      case .top: Point(x: placed.midX, y: placed.minY)
      case .bottom: Point(x: placed.midX, y: placed.maxY)
      case .left: Point(x: placed.minX, y: placed.midY)
      case .right: Point(x: placed.maxX, y: placed.midY)
      }
    return Slid(body: body, arrow: placed, tip: tip)
  }

  /// `layout`'s body moved `distance` further from its cutout.
  static func awayBody(_ layout: MarkLayout, by distance: Double) -> Rect {
    switch layout.arrowOrientation {
    case .top: layout.body.offsetBy(dx: 0, dy: distance)
    case .bottom: layout.body.offsetBy(dx: 0, dy: -distance)
    case .left: layout.body.offsetBy(dx: distance, dy: 0)
    case .right: layout.body.offsetBy(dx: -distance, dy: 0)
    case nil: layout.body
    }
  }

  /// `layout`'s body moved `distance` further from its cutout, without its arrow: an arrow
  /// must touch the cutout it points at.
  static func away(_ layout: MarkLayout, by distance: Double) -> MarkLayout {
    var moved = layout
    moved.body = awayBody(layout, by: distance)
    moved.frame = moved.body
    moved.arrow = nil
    moved.arrowOrientation = nil
    return moved
  }
}
