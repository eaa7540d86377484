/// A control of a rich bubble where it is drawn: in the body's coordinates in a
/// `DefaultBodyLayout`, in the screen's in a `MarkLayout`.
public struct BubbleControl: Hashable, Sendable {
  /// What a control is.
  public enum Kind: Hashable, Sendable {
    /// Goes to the previous mark, as `ctl.flow:showPrevious()` does.
    case back
    /// Goes to the next mark.
    case next
    /// Ends the tour as the skip view does (reported with `reason = "close"`).
    case close
    /// The tour's own control: calls `didSelectAction(ctl, index, id)`.
    case action(String)
    /// A link in the hint or the title (`[text](id)`): calls `didSelectLink(ctl, index, id)`.
    /// Drawn as the text's underlined words; its frame is theirs on one line.
    case link(String)
    /// The leading picture (`image =`; drawn, not touched); its label is its alt text.
    case image
    /// The step dots (drawn, not touched).
    case dots
    /// The progress text, `2 of 5` (drawn, not touched).
    case progress

    /// Its name in the trace and in input commands: `back`, `next`, `close`, `action`,
    /// `dots`, `progress`.
    public var name: String {
      switch self {
      case .back: "back"
      case .next: "next"
      case .close: "close"
      case .action: "action"
      case .link: "link"
      case .image: "image"
      case .dots: "dots"
      case .progress: "progress"
      }
    }

    /// The input command that taps it (`back`, `next`, `close`, `action ID`, `link ID`); nil
    /// for the dots and the progress.
    public var command: String? {
      switch self {
      case .back, .next, .close: name
      case .action(let id), .link(let id): "\(name) \(id)"
      case .dots, .progress, .image: nil
      }
    }

    /// The id of an action; nil for any other control.
    public var actionID: String? {
      if case .action(let id) = self { id } else { nil }
    }

    /// The id of a link; nil for any other control.
    public var linkID: String? {
      if case .link(let id) = self { id } else { nil }
    }

    /// Whether it is one of a rich bubble's own controls, not a link in its text: a body with
    /// none (Instructions' body) is its own next control.
    public var isBubbleControl: Bool { linkID == nil }

    /// The role of its scene node: its name, and an action's `action:ID` (a link's `link:ID`).
    public var sceneRole: String {
      switch self {
      case .action(let id), .link(let id): "\(name):\(id)"
      default: name
      }
    }

    /// The touchable control a scene node's role names (`back`, `next`, `close`, `action:ID`);
    /// nil for any other role (Instructions' next label is a text node, not a control).
    public init?(sceneRole role: String) {
      if role.hasPrefix("action:") {
        self = .action(String(role.dropFirst("action:".count)))
      } else if role.hasPrefix("link:") {
        self = .link(String(role.dropFirst("link:".count)))
      } else if let kind = [Kind.back, .next, .close].first(where: { $0.name == role }) {
        self = kind
      } else {
        return nil
      }
    }

    /// Whether a touch does something: every control but the dots and the progress.
    public var isTouchable: Bool {
      switch self {
      case .dots, .progress, .image: false
      case .back, .next, .close, .action, .link: true
      }
    }
  }

  /// What it is.
  public var kind: Kind
  /// What is drawn (for the close control, its cross; for the dots, all of them).
  public var frame: Rect
  /// Its label: the text drawn, the close control's name, the dots' `2 of 5`.
  public var label: String
  /// Where a touch reaches it, when that is more than its frame (`TouchArea`); nil: its frame.
  public var touch: Rect?
  /// The label's lines, when it is wrapped to the bubble's width (empty: one line).
  public var lines: [String] = []

  /// A control of `kind` drawn at `frame`, with its label.
  public init(kind: Kind, frame: Rect, label: String, touch: Rect? = nil, lines: [String] = []) {
    self.kind = kind
    self.frame = frame
    self.label = label
    self.touch = touch
    self.lines = lines
  }

  /// Where a touch reaches it.
  public var touchArea: Rect { touch ?? frame }

  /// The control moved by (`dx`, `dy`), its touch area too.
  public func offsetBy(dx: Double, dy: Double) -> BubbleControl {
    BubbleControl(kind: kind, frame: frame.offsetBy(dx: dx, dy: dy), label: label, touch: touch?.offsetBy(dx: dx, dy: dy), lines: lines)
  }
}

extension [BubbleControl] {
  /// Whether a rich bubble's own controls are among them (links alone do not count): without
  /// them, the body is its own next control.
  public var hasBubbleControls: Bool { contains { $0.kind.isBubbleControl } }
}
