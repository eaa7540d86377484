/// The controls of a rich default bubble (`makeDefaultCoachViews { title =, back =, close =,
/// dots =, actions = }`), as the libraries of the web draw them: a title row with a close
/// control in its trailing corner, the hint, a row for each action, the step dots, and a
/// control row with back on the leading side and next on the trailing one.
///
/// A default body without them (`DefaultBodyContent.controls == nil`) is Instructions' body:
/// the whole body is its next control.
public struct BubbleControls: Hashable, Sendable {
  /// A bold first row, as written.
  public var title: String? {
    get { titleText?.source }
    set { if newValue != titleText?.source { titleText = newValue.map(MarkupText.init) } }
  }
  /// The title with its markup, read once (`MarkupText`).
  public private(set) var titleText: MarkupText?
  /// The back control's label; nil hides it.
  public var back: String?
  /// The close control's name (it draws a cross); nil hides it.
  public var close: String?
  /// Whether the step dots are drawn (one per mark that will be shown, `step`).
  public var showsDots: Bool
  /// Where the mark stands among those shown: what the dots draw.
  public var step: BubbleStep?
  /// The tour's own controls, each a row of the bubble, in order.
  public var actions: [BubbleAction]
  /// A picture above the title (`image =`).
  public var image: BubbleImage?

  /// The controls asked for; none by default.
  public init(
    title: String? = nil, back: String? = nil, close: String? = nil, showsDots: Bool = false, step: BubbleStep? = nil,
    actions: [BubbleAction] = []
  ) {
    titleText = title.map(MarkupText.init)
    self.back = back
    self.close = close
    self.showsDots = showsDots
    self.step = step
    self.actions = actions
  }
}

/// A control of the tour's own in a bubble: a tap calls `didSelectAction(ctl, index, id)`.
public struct BubbleAction: Hashable, Sendable {
  /// What the tour knows it by.
  public var id: String
  /// Its label.
  public var title: String

  /// The action `id`, labelled `title`.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// The position of a mark among the marks of a run that are and will be shown (`2 of 5`).
public struct BubbleStep: Hashable, Sendable {
  /// The mark's place, from 1.
  public var current: Int
  /// How many marks are and will be shown.
  public var total: Int

  /// Mark `current` of `total`.
  public init(current: Int, total: Int) {
    self.current = current
    self.total = total
  }
}
