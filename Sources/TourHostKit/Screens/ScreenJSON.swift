import TourCore

/// A screen as tourhost's own screen JSON (what `screen = "x.json"` reads), so that a capture
/// can be frozen and edited: `width`, `height`, `safeArea`, `layoutDirection`, `image`, then
/// `views` with `id`, `frame`, `label`, `type`, `scroll`, `children`; lengths to the hundredth.
public enum ScreenJSON {
  /// The screen as a JSON value (write it with `prettyText`).
  public static func json(of screen: Screen) -> JSONValue {
    var fields: [(String, JSONValue)] = [("width", number(screen.size.width)), ("height", number(screen.size.height))]
    let s = screen.safeArea
    fields.append(
      ("safeArea", .object([("top", number(s.top)), ("left", number(s.left)), ("bottom", number(s.bottom)), ("right", number(s.right))])))
    if screen.layoutDirection == .rightToLeft { fields.append(("layoutDirection", .string("rtl"))) }
    if let image = screen.image { fields.append(("image", .string(image))) }
    fields.append(("views", .array(screen.views.map(view))))
    return .object(fields)
  }

  private static func view(_ view: ScreenView) -> JSONValue {
    let f = view.frame
    var fields: [(String, JSONValue)] = [
      ("id", .string(view.id)), ("frame", .array([f.minX, f.minY, f.width, f.height].map(number))),
    ]
    if let label = view.label { fields.append(("label", .string(label))) }
    if let type = view.type { fields.append(("type", .string(type))) }
    if let scroll = view.scroll {
      let (size, offset) = (scroll.contentSize, scroll.offset)
      fields.append(
        ("scroll", .object([("contentSize", .array([size.width, size.height].map(number))), ("offset", .array([offset.x, offset.y].map(number)))])))
    }
    if !view.children.isEmpty { fields.append(("children", .array(view.children.map(self.view)))) }
    return .object(fields)
  }

  private static func number(_ value: Double) -> JSONValue { .number(value, decimals: 2) }
}
