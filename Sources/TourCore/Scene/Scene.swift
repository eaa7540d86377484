/// What is on screen at one instant: the app's views, the overlay with its cutouts, the
/// ornaments, the marks with their views, the skip view, and the animations that run. The
/// engine publishes it; renderers draw it and know nothing else.
public struct Scene: Hashable, Sendable {
  /// One of the app's views, in drawing order, with its frame on screen at this instant.
  public struct AppView: Hashable, Sendable {
    public var keyPath: String
    public var label: String
    public var frame: Rect
    public var fill: RGBAColor?
    /// How deep in the tree (0 for a top-level view).
    public var depth: Int
    /// The frames of its children, on screen.
    public var childFrames: [Rect]

    public init(keyPath: String, label: String, frame: Rect, fill: RGBAColor?, depth: Int, childFrames: [Rect]) {
      self.keyPath = keyPath
      self.label = label
      self.frame = frame
      self.fill = fill
      self.depth = depth
      self.childFrames = childFrames
    }
  }

  /// The dimmed (or blurred) layer over the app.
  public struct Overlay: Hashable, Sendable {
    public var color: RGBAColor
    /// The blur to draw instead of the colour (nil when "reduce transparency" is on).
    public var blur: BlurEffectStyle?
    public var alpha: Double
    /// The holes, filled with the non-zero rule.
    public var cutouts: [CutoutPath]
    /// How open the holes are, from 0 (closed) to 1, while marks appear and disappear.
    public var cutoutOpacity: Double

    public init(color: RGBAColor, blur: BlurEffectStyle?, alpha: Double, cutouts: [CutoutPath], cutoutOpacity: Double) {
      self.color = color
      self.blur = blur
      self.alpha = alpha
      self.cutouts = cutouts
      self.cutoutOpacity = cutoutOpacity
    }
  }

  /// A mark on screen.
  public struct Mark: Hashable, Sendable {
    public var index: Int
    public var layout: MarkLayout
    /// Opacity and transform from its animations, about the centre of `layout.frame`.
    public var state: ViewState
    public var body: SceneNode
    public var arrow: SceneNode?
    public var isHighlighted: Bool

    public init(index: Int, layout: MarkLayout, state: ViewState, body: SceneNode, arrow: SceneNode?, isHighlighted: Bool) {
      self.index = index
      self.layout = layout
      self.state = state
      self.body = body
      self.arrow = arrow
      self.isHighlighted = isHighlighted
    }
  }

  public var time: Instant
  public var size: Size
  public var safeArea: EdgeInsets
  public var layoutDirection: LayoutDirection
  public var appearance: Appearance
  /// A picture of the app drawn under everything, by file name.
  public var image: String?
  /// The size the picture is drawn at (its own, not the screen's when they differ).
  public var imageSize: Size?
  public var views: [AppView]
  /// nil when the tour shows nothing (before the start, after the end).
  public var overlay: Overlay?
  public var ornaments: [SceneNode]
  public var marks: [Mark]
  /// What assistive technology gets for each mark shown, by index, in order.
  public var accessibility: [MarkAccessibility] = []
  public var skipView: SceneNode?
  /// The opacity of the tour's whole layer (a pause with `hideInstructions` fades it).
  public var tourAlpha: Double
  /// The fades and mark animations that run at this instant.
  public var animations: [RunningAnimation]
  /// The views that move at this instant.
  public var viewAnimations: [ViewAnimation]
  /// The fonts its text was measured in, which its picture draws it in (nil: the
  /// renderer's own).
  public var fonts: MeasuredFonts?

  public init(
    time: Instant, size: Size, safeArea: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
    appearance: Appearance = .light, image: String? = nil, views: [AppView] = [], overlay: Overlay? = nil,
    ornaments: [SceneNode] = [], marks: [Mark] = [], skipView: SceneNode? = nil, tourAlpha: Double = 1,
    animations: [RunningAnimation] = [], viewAnimations: [ViewAnimation] = []
  ) {
    self.time = time
    self.size = size
    self.safeArea = safeArea
    self.layoutDirection = layoutDirection
    self.appearance = appearance
    self.image = image
    self.views = views
    self.overlay = overlay
    self.ornaments = ornaments
    self.marks = marks
    self.skipView = skipView
    self.tourAlpha = tourAlpha
    self.animations = animations
    self.viewAnimations = viewAnimations
  }
}
