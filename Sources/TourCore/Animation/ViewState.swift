/// What an animation changes on a mark's view: its opacity and its transform (about the
/// view's centre).
public struct ViewState: Hashable, Sendable {
  public var alpha: Double
  public var translation: Point
  /// The scale along x and y.
  public var scale: Size
  /// The rotation, in degrees, clockwise on screen.
  public var rotation: Double

  public init(alpha: Double = 1, translation: Point = .zero, scale: Size = Size(width: 1, height: 1), rotation: Double = 0) {
    self.alpha = alpha
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
  }

  /// Fully visible, untransformed.
  public static let identity = ViewState()

  /// Whether the state has a transform other than the identity.
  public var isTransformed: Bool {
    translation != .zero || scale != Size(width: 1, height: 1) || rotation != 0
  }

  /// The state `fraction` of the way from this one to `other` (0 gives this, 1 gives `other`).
  public func interpolated(to other: ViewState, _ fraction: Double) -> ViewState {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return ViewState(
      alpha: mix(alpha, other.alpha),
      translation: Point(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
      scale: Size(width: mix(scale.width, other.scale.width), height: mix(scale.height, other.scale.height)),
      rotation: mix(rotation, other.rotation))
  }
}

/// Some properties of a `ViewState`: what an animation sets, leaving the others as they are.
public struct ViewStateChange: Hashable, Sendable {
  public var alpha: Double?
  public var translation: Point?
  public var scale: Size?
  public var rotation: Double?

  public init(alpha: Double? = nil, translation: Point? = nil, scale: Size? = nil, rotation: Double? = nil) {
    self.alpha = alpha
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
  }

  /// `state` with the properties this change sets.
  public func applied(to state: ViewState) -> ViewState {
    ViewState(
      alpha: alpha ?? state.alpha, translation: translation ?? state.translation, scale: scale ?? state.scale,
      rotation: rotation ?? state.rotation)
  }
}
