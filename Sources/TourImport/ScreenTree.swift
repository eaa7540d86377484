import TourCore

/// A screen as an author reads it to find the names to use: the size and safe area, then one
/// line a view, indented by depth: its key path, frame (in its parent's coordinates), type,
/// label, and for a scroll container its content's size and offset.
public enum ScreenTree {
  /// The lines for `screen`: its size and safe area, then its views depth first.
  public static func lines(of screen: Screen) -> [String] {
    let s = screen.safeArea
    var lines = [
      "screen \(number(screen.size.width))×\(number(screen.size.height)), safe area "
        + "top \(number(s.top)) left \(number(s.left)) bottom \(number(s.bottom)) right \(number(s.right))"
    ]
    func walk(_ views: [ScreenView], prefix: String, depth: Int) {
      for view in views {
        let path = prefix.isEmpty ? view.id : prefix + "." + view.id
        let f = view.frame
        var line = String(repeating: "  ", count: depth) + path
        line += "  [\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height))]"
        if let type = view.type { line += "  " + type }
        if let label = view.label, label != view.id { line += "  \"" + label.replacingEvery("\n", with: " ") + "\"" }
        if let scroll = view.scroll {
          let (size, offset) = (scroll.contentSize, scroll.offset)
          line += "  scrolls \(number(size.width))×\(number(size.height)) at \(number(offset.x)), \(number(offset.y))"
        }
        lines.append(line)
        walk(view.children, prefix: path, depth: depth + 1)
      }
    }
    walk(screen.views, prefix: "", depth: 0)
    return lines
  }

  /// A length with at most two decimals and no trailing zeros: `411.43`, `48`, `0.5`.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }
}
