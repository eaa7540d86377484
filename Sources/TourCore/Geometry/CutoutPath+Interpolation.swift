extension CutoutPath {
  /// The path `fraction` of the way from this one to `other`: shape by shape when both have
  /// shapes of the same kinds (a rectangle's frame and corner radius, a polygon's points), else
  /// `other`'s shapes carried from this path's bounds to its own.
  public func interpolated(to other: CutoutPath, _ fraction: Double) -> CutoutPath {
    if shapes.count == other.shapes.count {
      let pairs = zip(shapes, other.shapes).map { $0.interpolated(to: $1, fraction) }
      if pairs.allSatisfy({ $0 != nil }) { return CutoutPath(shapes: pairs.compactMap { $0 }) }
    }
    return other.mapped(by: RectMapping(from: other.bounds, to: bounds.interpolated(to: other.bounds, fraction)))
  }
}

extension CutoutShape {
  /// The shape `fraction` of the way to `other` when both are of one kind (polygons of as many
  /// points); nil otherwise.
  func interpolated(to other: CutoutShape, _ fraction: Double) -> CutoutShape? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    switch (self, other) {
    case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction))
    case (.roundedRect(let a, let r), .roundedRect(let b, let s)): return .roundedRect(a.interpolated(to: b, fraction), cornerRadius: mix(r, s))
    case (.oval(let a), .oval(let b)): return .oval(a.interpolated(to: b, fraction))
    case (.polygon(let a), .polygon(let b)) where a.count == b.count:
      return .polygon(zip(a, b).map { Point(x: mix($0.x, $1.x), y: mix($0.y, $1.y)) })
    default: return nil
    }
  }
}

extension Rect {
  /// The rect `fraction` of the way to `other`, origin and size alike.
  public func interpolated(to other: Rect, _ fraction: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return Rect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
  }
}
