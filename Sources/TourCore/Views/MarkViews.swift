/// The views of one mark: a body (which is the mark's next control) and an optional arrow.
public struct MarkViews: Hashable, Sendable {
  public var body: ViewSpec
  public var arrow: ViewSpec?
  /// The script line that made them (`makeDefaultCoachViews`), when known: what a finding
  /// about what they show points at.
  public var sourceLine: Int?
  /// Where their mark stands among the marks the run shows, as the data source planned it
  /// (what `Step N of M` speaks); nil: as far as the flow knows (`MarkTally.knownStep`).
  public var step: BubbleStep?

  public init(body: ViewSpec, arrow: ViewSpec?, sourceLine: Int? = nil) {
    self.body = body
    self.arrow = arrow
    self.sourceLine = sourceLine
  }

  /// What a mark shows when the data source gives no views: a default body with empty texts
  /// and a default arrow.
  public static let standard = MarkViews(
    body: ViewSpec(kind: .defaultBody(DefaultBodyContent(hint: ""), DefaultViewStyle())),
    arrow: ViewSpec(kind: .defaultArrow(DefaultViewStyle())))
}

extension MarkViews {
  /// The views without a default body's next control (a guided step's: it would do nothing).
  public var withoutNextControl: MarkViews {
    guard case .defaultBody(var content, let style) = body.kind, content.next != nil else { return self }
    content.next = nil
    var views = self
    views.body.kind = .defaultBody(content, style)
    return views
  }

  /// What a mark shows when its views could not be made (`coachMarkViewsAt` failed or
  /// answered badly): a default body in the colours of an error that says why (`message`,
  /// its first 300 characters), never an empty bubble that looks like the tour's.
  public static func failed(_ message: String) -> MarkViews {
    let text = message.count > 300 ? String(message.prefix(299)) + "…" : message
    var style = DefaultViewStyle()
    style.innerColor = RGBAColor(red: 0xFF, green: 0xEB, blue: 0xEA)
    style.borderColor = RGBAColor(red: 0xD7, green: 0x00, blue: 0x15)
    style.textColor = RGBAColor(red: 0x8A, green: 0x00, blue: 0x0D)
    return MarkViews(
      body: ViewSpec(kind: .defaultBody(DefaultBodyContent(hint: "⚠ " + text), style)), arrow: ViewSpec(kind: .defaultArrow(style)))
  }
}
