import TourCore

/// Instructions' default arrow as two triangles, pointing the way its side says: the border,
/// and the fill inset by 1 point at the apex and at the base's ends. Beside the body
/// (`.left`, `.right`) it is the same arrow turned a quarter.
enum ArrowShape {
  static func triangles(_ side: ArrowOrientation, in frame: Rect) -> (border: [Point], fill: [Point]) {
    switch side {
    case .top, .bottom:
      let (base, apex) = side == .top ? (frame.maxY, frame.minY) : (frame.minY, frame.maxY)
      let inset = side == .top ? 1.0 : -1.0
      return (
        [Point(x: frame.minX, y: base), Point(x: frame.midX, y: apex), Point(x: frame.maxX, y: base)],
        [Point(x: frame.minX + 1, y: base), Point(x: frame.midX, y: apex + inset), Point(x: frame.maxX - 1, y: base)]
      )
    case .left, .right:
      let (base, apex) = side == .left ? (frame.maxX, frame.minX) : (frame.minX, frame.maxX)
      let inset = side == .left ? 1.0 : -1.0
      return (
        [Point(x: base, y: frame.minY), Point(x: apex, y: frame.midY), Point(x: base, y: frame.maxY)],
        [Point(x: base, y: frame.minY + 1), Point(x: apex + inset, y: frame.midY), Point(x: base, y: frame.maxY - 1)]
      )
    }
  }
}
