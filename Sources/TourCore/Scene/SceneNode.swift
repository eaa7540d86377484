/// Something drawn, with its frame in screen coordinates: what renderers turn into pictures.
public struct SceneNode: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// Children only.
    case group
    /// A filled (and maybe stroked) rounded rectangle.
    case box(fill: RGBAColor?, border: RGBAColor?, borderWidth: Double, cornerRadius: Double)
    /// Lines of text; each is `lineHeight` below the previous, with its baseline `ascent`
    /// below the line's top, and `widths` measured by the engine.
    case text(TextContent)
    /// A picture of the app, by name.
    case image(name: String)
    /// A bubble's picture (`image =`): its bytes as a `data:` URI, stretched to the frame, and
    /// what a screen reader says of it: empty when it only decorates, nil when the tour gave
    /// no alt text.
    case picture(file: String, uri: String, alt: String?)
    /// The default arrow: a triangle pointing up (`.top`) or down (`.bottom`).
    case arrow(ArrowOrientation, fill: RGBAColor, border: RGBAColor)
  }

  /// The lines of a text node, measured.
  public struct TextContent: Hashable, Sendable {
    public var lines: [String]
    public var widths: [Double]
    public var fontSize: Double
    public var bold: Bool
    public var color: RGBAColor
    public var lineHeight: Double
    public var ascent: Double
    public var alignment: BoxStyle.Alignment
    /// The paragraph's base direction (the screen's), which orders its runs of left-to-right
    /// and right-to-left text by the Unicode bidirectional algorithm.
    public var direction: LayoutDirection
    /// The text before it was wrapped, when the lines came from one string.
    public var source: String?
    /// The text's first line when it is the mark's progress (`2 of 3`): a screen reader speaks
    /// it as the progress, not as part of the text.
    public var progress: String?
    /// How many lines are not shown: the text was cut to fit its box, the last line shown
    /// ending with an ellipsis (a screen reader still reads it whole).
    public var hiddenLines = 0
    /// Each line's fragments in their faces, when the text has markup (`HintMarkup`): drawn
    /// instead of the lines, each at its `x` from where the line starts.
    public var fragments: [[TextFragment]]?
    /// The pictures of the fragments that are pictures, by file, as `data:` URIs.
    public var pictures: [String: String] = [:]

    /// What a screen reader reads: the text as written, else the lines joined by spaces,
    /// without the progress line.
    public var spoken: String {
      let text = source ?? lines.joinedText(separator: " ")
      guard let progress, text.hasPrefix(progress) else { return text }
      return String(text.dropFirst(progress.count)).trimming(.spacesAndNewlines)
    }

    public init(
      lines: [String], widths: [Double], fontSize: Double, bold: Bool, color: RGBAColor, lineHeight: Double, ascent: Double,
      alignment: BoxStyle.Alignment, direction: LayoutDirection = .leftToRight, source: String? = nil
    ) {
      self.direction = direction
      self.source = source
      self.lines = lines
      self.widths = widths
      self.fontSize = fontSize
      self.bold = bold
      self.color = color
      self.lineHeight = lineHeight
      self.ascent = ascent
      self.alignment = alignment
    }
  }

  public var frame: Rect
  public var content: Content
  public var children: [SceneNode]
  /// What the node is, for people reading the picture's source (`"hint"`, `"next"`).
  public var role: String?

  public init(frame: Rect, content: Content, children: [SceneNode] = [], role: String? = nil) {
    self.frame = frame
    self.content = content
    self.children = children
    self.role = role
  }
}

extension SceneNode {
  /// What a screen reader reads of the node: the spoken text of its text nodes, in drawing
  /// order, joined by spaces (a skip view's title, a bubble control's label).
  public var spokenText: String {
    var words: [String] = []
    func walk(_ node: SceneNode) {
      if case .text(let text) = node.content { words.append(text.spoken) }
      for child in node.children { walk(child) }
    }
    walk(self)
    return words.joinedText(separator: " ")
  }
}
