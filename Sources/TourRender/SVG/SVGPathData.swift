import TourCore

/// Cutout paths as SVG path data, each shape drawn in its own direction (rectangles,
/// rounded rectangles and ovals clockwise on screen) so that the non-zero rule fills them as
/// the engine hit-tests them.
enum SVGPathData {
  static func data(_ path: CutoutPath) -> String {
    path.shapes.map(data).joined(separator: " ")
  }

  static func data(_ shape: CutoutShape) -> String {
    let f = SVGNumber.format
    switch shape {
    case .rect(let rect):
      let r = rect.standardized
      return "M\(f(r.minX)) \(f(r.minY))H\(f(r.maxX))V\(f(r.maxY))H\(f(r.minX))Z"
    case .roundedRect(let rect, let radius):
      let r = rect.standardized
      let k = min(max(radius, 0), r.width / 2, r.height / 2)
      guard k > 0 else { return data(CutoutShape.rect(r)) }
      let arc = "A\(f(k)) \(f(k)) 0 0 1"
      return "M\(f(r.minX + k)) \(f(r.minY))H\(f(r.maxX - k))\(arc) \(f(r.maxX)) \(f(r.minY + k))"
        + "V\(f(r.maxY - k))\(arc) \(f(r.maxX - k)) \(f(r.maxY))H\(f(r.minX + k))\(arc) \(f(r.minX)) \(f(r.maxY - k))"
        + "V\(f(r.minY + k))\(arc) \(f(r.minX + k)) \(f(r.minY))Z"
    case .oval(let rect):
      let r = rect.standardized
      let arc = "A\(f(r.width / 2)) \(f(r.height / 2)) 0 1 1"
      return "M\(f(r.minX)) \(f(r.midY))\(arc) \(f(r.maxX)) \(f(r.midY))\(arc) \(f(r.minX)) \(f(r.midY))Z"
    case .polygon(let points):
      guard let first = points.first else { return "" }
      return "M\(f(first.x)) \(f(first.y))" + points.dropFirst().map { "L\(f($0.x)) \(f($0.y))" }.joined() + "Z"
    }
  }
}
