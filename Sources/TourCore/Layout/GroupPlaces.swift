/// The places a part of a group moves to when its own is taken: slid along its side, or
/// moved away from its cutout.
enum GroupPlaces {
  /// `layout` moved `distance` along its side (across for a side above or below, down for a
  /// side beside), its body inside the room, its arrow on the point of interest as far as the
  /// body allows and still over the cutout; nil when it cannot be.
  static func slid(_ layout: MarkLayout, by distance: Double, target: LayoutTarget, frame: LayoutFrame, corner: Double) -> MarkLayout? {
    let vertical = layout.arrowOrientation!.isVertical
    var moved = layout
    moved.body = vertical ? layout.body.offsetBy(dx: distance, dy: 0) : layout.body.offsetBy(dx: 0, dy: distance)
    let body = moved.body
    if vertical {
      guard body.minX >= frame.low, body.maxX <= frame.high else { return nil }
    } else {
      guard body.minY >= frame.top, body.maxY <= frame.bottom else { return nil }
    }
    guard let arrow = layout.arrow else {
      moved.frame = body
      return moved
    }
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
    moved.arrow = placed
    moved.frame = body.union(placed)
    return moved
  }

  /// `layout`'s body moved `distance` further from its cutout, without its arrow: an arrow
  /// must touch the cutout it points at.
  static func away(_ layout: MarkLayout, by distance: Double) -> MarkLayout {
    var moved = layout
    let (dx, dy): (Double, Double) =
      switch layout.arrowOrientation! {
      case .top: (0, distance)
      case .bottom: (0, -distance)
      case .left: (distance, 0)
      case .right: (-distance, 0)
      }
    moved.body = layout.body.offsetBy(dx: dx, dy: dy)
    moved.frame = moved.body
    moved.arrow = nil
    moved.arrowOrientation = nil
    return moved
  }
}
