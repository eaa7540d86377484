/// A view that a tour shows: a mark's body or arrow, or the skip view. Default views size
/// themselves from their text; `width` and `height`, when set, are the preferred size.
public struct ViewSpec: Hashable, Sendable {
  /// What the view is.
  public indirect enum Kind: Hashable, Sendable {
    /// A custom view known by its preferred size only (drawn as an empty default body).
    case plain
    /// Instructions' default body: a hint, an optional next label, a separator.
    case defaultBody(DefaultBodyContent, DefaultViewStyle)
    /// Instructions' default arrow (15×9), drawn for the side it is shown on.
    case defaultArrow(DefaultViewStyle)
    /// Instructions' default skip button.
    case skipButton(title: String, DefaultViewStyle)
    /// A custom box that stacks its children.
    case box(BoxStyle, [ViewSpec])
    /// Custom text, wrapped to the width it gets.
    case text(String, TextStyle)
    /// A placeholder for an image of the app, by name.
    case image(String)
  }

  public var kind: Kind
  /// The preferred width, overriding what the view would compute.
  public var width: Double?
  /// The preferred height, overriding what the view would compute.
  public var height: Double?

  public init(kind: Kind, width: Double? = nil, height: Double? = nil) {
    self.kind = kind
    self.width = width
    self.height = height
  }

  /// A custom view of a fixed size.
  public static func plain(width: Double, height: Double) -> ViewSpec {
    ViewSpec(kind: .plain, width: width, height: height)
  }
}

/// The texts of a default body.
public struct DefaultBodyContent: Hashable, Sendable {
  /// The hint as written.
  public var hint: String {
    get { hintText.source }
    set { if newValue != hintText.source { hintText = MarkupText(newValue) } }
  }
  /// The hint with its markup, read once (`MarkupText`) for sizing, layout, drawing and reading.
  public private(set) var hintText: MarkupText
  /// The hint's first line when it is the mark's progress (`2 of 3`): drawn as the hint's
  /// first line, and spoken as the progress, once, not as text.
  public var progress: String?
  /// The next label; nil or empty hides it and the separator.
  public var next: String?
  public var nextLabelPosition: NextLabelPosition
  /// A rich bubble's title and controls; nil: Instructions' body, whose whole body is its next
  /// control.
  public var controls: BubbleControls?
  /// The pictures the hint and the title show inline (`![alt](file)`), by file.
  public var images: [String: BubbleImage] = [:]

  public init(hint: String, next: String? = nil, nextLabelPosition: NextLabelPosition = .trailing) {
    hintText = MarkupText(hint)
    self.next = next
    self.nextLabelPosition = nextLabelPosition
  }

  /// Whether the next label (and, beside the hint, the separator) is shown.
  public var showsNext: Bool { !(next ?? "").isEmpty }
}
