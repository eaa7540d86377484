extension Rect {
  /// How far this rect goes out of `outer`, side by side, each by more than half a point:
  /// "4 pt at the bottom", "12 pt at the top, 3.5 pt at the right"; nil when it is inside.
  public func overflow(outOf outer: Rect) -> String? {
    let sides = [
      ("top", outer.minY - minY), ("left", outer.minX - minX), ("bottom", maxY - outer.maxY), ("right", maxX - outer.maxX),
    ].filter { $0.1 > 0.5 }
    guard !sides.isEmpty else { return nil }
    return sides.map { "\(LayoutNote.points($0.1)) pt at the \($0.0)" }.joined(separator: ", ")
  }
}
