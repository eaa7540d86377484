/// What assistive technology gets for one shown mark, presented as VoiceOver presents a modal
/// popover: the mark is modal (nothing behind it is reachable), its elements in reading
/// order — the texts, the progress, then the controls — each with a label and a role, and
/// the escape gesture skips the tour where there is a skip control.
public struct MarkAccessibility: Hashable, Sendable {
  /// One element of the mark.
  public struct Element: Hashable, Sendable {
    /// What an element is to a screen reader.
    public enum Role: String, Hashable, Sendable {
      /// Text to read (the hint, a custom view's text).
      case text
      /// Where the mark stands in the tour ("Step 1 of 2"); it has no frame of its own.
      case progress
      /// A control: next or skip.
      case button
      /// A link in a text (`[text](id)`), read after the text it is in.
      case link
      /// A bubble's picture, read by its alt text (one that only decorates is not read).
      case image
    }

    /// What it is.
    public var role: Role
    /// What is read; for a control without text, empty.
    public var label: String
    /// Where it is on screen (the progress: the body's frame).
    public var frame: Rect
    /// For a control, the input command it stands for (`next`, `skip`).
    public var action: String?

    /// An element with its role, label, frame and action.
    public init(role: Role, label: String, frame: Rect, action: String? = nil) {
      self.role = role
      self.label = label
      self.frame = frame
      self.action = action
    }
  }

  /// The mark's index.
  public var index: Int
  /// The dialog's label: the mark's first text (its hint).
  public var label: String
  /// The elements in reading order: texts, the progress, then the controls.
  public var elements: [Element]
  /// Whether the escape gesture (two-finger scrub, Escape) skips: there is a skip control.
  public var escapes: Bool
  /// Exactly what VoiceOver speaks when the mark appears (`Search everything. Step 1 of 2.
  /// Next, button.`), in the phrases' language.
  public var message: String

  /// The links of a text, each one element even when it wraps.
  private static func links(of text: SceneNode.TextContent, in frame: Rect) -> [Element] {
    guard let fragments = text.fragments else { return [] }
    var elements: [Element] = []
    for link in TextLink.links(in: fragments, frame: frame, lineHeight: text.lineHeight, alignment: text.alignment) {
      let action = "link \(link.id)"
      if let last = elements.last, last.action == action, last.frame.maxY <= link.frame.minY + 0.5 {
        elements[elements.count - 1].label += " " + link.text
        elements[elements.count - 1].frame = last.frame.union(link.frame)
      } else {
        elements.append(Element(role: .link, label: link.text, frame: link.frame, action: action))
      }
    }
    return elements
  }

  /// The mark's elements from its drawn views: the texts of its body and arrow in drawing
  /// order, the progress, its next control, then the skip view. The progress is the one the
  /// mark draws (a default body's `progress` line), spoken once as a sentence; a mark that
  /// draws none is `step` (`Step 2 of 3`), counted as the drawn one is; a tour of one step
  /// says none.
  public init(mark index: Int, parts: [Scene.Mark], skipView: SceneNode?, step: (current: Int, total: Int), phrases: SpokenPhrases) {
    var texts: [Element] = []
    var controls: [Element] = []
    var drawnProgress: String?
    func walk(_ node: SceneNode) {
      if case .group = node.content, let kind = node.role.flatMap(BubbleControl.Kind.init(sceneRole:)), let action = kind.command {
        controls.append(Element(role: .button, label: node.spokenText, frame: node.frame, action: action))
        return
      }
      if case .picture(_, _, let alt?) = node.content, !alt.isEmpty {
        texts.append(Element(role: .image, label: alt, frame: node.frame))
      }
      if case .text(let text) = node.content {
        if let progress = text.progress, drawnProgress == nil { drawnProgress = progress }
        if node.role == "next" {
          controls.append(Element(role: .button, label: text.spoken, frame: node.frame, action: "next"))
        } else if node.role != "title", !text.spoken.isEmpty {
          texts.append(Element(role: .text, label: text.spoken, frame: node.frame))
          texts += Self.links(of: text, in: node.frame)
        }
      }
      for child in node.children { walk(child) }
    }
    for part in parts {
      walk(part.body)
      if let arrow = part.arrow { walk(arrow) }
    }
    let bodyFrame = parts.first?.layout.body ?? .zero
    // A tour of one step says no step: "Step 1 of 1" tells nothing (a drawn progress is spoken).
    let progress =
      drawnProgress == nil && step.total <= 1
      ? [] : [Element(role: .progress, label: drawnProgress ?? phrases.step(step.current, of: step.total), frame: bodyFrame)]
    // A rich bubble's controls in reading order: top to bottom, back before next on a row.
    let rank = { (element: Element) in element.action == "back" ? 0 : element.action == "next" ? 1 : -1 }
    controls.sort { ($0.frame.minY, rank($0)) < ($1.frame.minY, rank($1)) }
    if let skipView {
      controls.append(Element(role: .button, label: skipView.spokenText, frame: skipView.frame, action: "skip"))
    }
    self.index = index
    label = texts.first { $0.role == .text }?.label ?? ""
    elements = texts + progress + controls
    escapes = skipView != nil
    message = phrases.speak(elements)
  }
}
