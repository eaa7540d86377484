/// The views of one mark: a body (which is the mark's next control) and an optional arrow.
public struct MarkViews: Hashable, Sendable {
  public var body: ViewSpec
  public var arrow: ViewSpec?

  public init(body: ViewSpec, arrow: ViewSpec?) {
    self.body = body
    self.arrow = arrow
  }

  /// What a mark shows when the data source gives no views: a default body with empty texts
  /// and a default arrow.
  public static let standard = MarkViews(
    body: ViewSpec(kind: .defaultBody(DefaultBodyContent(hint: ""), DefaultViewStyle())),
    arrow: ViewSpec(kind: .defaultArrow(DefaultViewStyle())))
}
