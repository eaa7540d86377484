extension CutoutShape {
  /// The winding number of the shape around `point`; points on the outline count as inside
  /// (winding ±1, with the sign of the shape's direction).
  public func winding(around point: Point) -> Int {
    switch self {
    case .rect(let rect):
      return rect.standardized.contains(point) ? 1 : 0
    case .roundedRect(let rect, let radius):
      return Self.roundedRect(rect.standardized, radius: radius, contains: point) ? 1 : 0
    case .oval(let rect):
      return Self.oval(rect.standardized, contains: point) ? 1 : 0
    case .polygon(let points):
      return Self.winding(of: points, around: point)
    }
  }

  private static func roundedRect(_ rect: Rect, radius: Double, contains point: Point) -> Bool {
    guard rect.contains(point) else { return false }
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    guard r > 0 else { return true }
    // Inside the rectangle: only the four corner squares can be outside the rounded outline.
    let cx = point.x < rect.minX + r ? rect.minX + r : (point.x > rect.maxX - r ? rect.maxX - r : point.x)
    let cy = point.y < rect.minY + r ? rect.minY + r : (point.y > rect.maxY - r ? rect.maxY - r : point.y)
    let dx = point.x - cx
    let dy = point.y - cy
    return dx * dx + dy * dy <= r * r * (1 + outlineTolerance)
  }

  /// How far outside a curved outline, relative to its size, a point still counts as on it:
  /// rounding puts a point computed on the outline a few units in the last place off it.
  static let outlineTolerance = 1e-9

  private static func oval(_ rect: Rect, contains point: Point) -> Bool {
    let rx = rect.width / 2
    let ry = rect.height / 2
    if rx == 0 || ry == 0 { return rect.contains(point) }
    let dx = (point.x - rect.midX) / rx
    let dy = (point.y - rect.midY) / ry
    return dx * dx + dy * dy <= 1 + outlineTolerance
  }

  /// Dan Sunday's winding number, with points on an edge reported as inside.
  private static func winding(of points: [Point], around p: Point) -> Int {
    guard points.count >= 3 else { return 0 }
    var winding = 0
    for (i, a) in points.enumerated() {
      let b = points[(i + 1) % points.count]
      let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
      if cross == 0, min(a.x, b.x) <= p.x, p.x <= max(a.x, b.x), min(a.y, b.y) <= p.y,
        p.y <= max(a.y, b.y)
      {
        return edgeSign(points)
      }
      if a.y <= p.y {
        if b.y > p.y, cross > 0 { winding += 1 }
      } else if b.y <= p.y, cross < 0 {
        winding -= 1
      }
    }
    return winding
  }

  /// +1 for a polygon that runs clockwise on screen, -1 otherwise (from its signed area).
  private static func edgeSign(_ points: [Point]) -> Int {
    var area = 0.0
    for (i, a) in points.enumerated() {
      let b = points[(i + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    return area >= 0 ? 1 : -1
  }
}
