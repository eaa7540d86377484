/// What a tour asks of a mark: the view or frame it highlights, on which screen, where its
/// arrow points, how its cutout is shaped, and how long it may wait for a view that is not
/// there yet. `ctl.helper:makeCoachMark` reads one from its options; a Swift host makes one
/// itself. `resolved(over:in:)` turns it into a `CoachMark` against the app's screens.
public struct MarkRequest: Sendable {
  /// The view to highlight, by id or key path.
  public var view: String?
  /// A frame to highlight, in screen coordinates, or in those of `within`.
  public var frame: Rect?
  /// The view whose coordinates `frame` is in.
  public var within: String?
  /// The screen the mark belongs to, in a tour of several screens (default: the one shown).
  public var screen: String?
  /// Where the arrow points, in the same coordinates as the frame.
  public var pointOfInterest: Point?
  /// Space between the view or frame and its cutout (default 4).
  public var cutoutPadding: Double?
  /// The corner radius of the cutout (default 4).
  public var cutoutCornerRadius: Double?
  /// Seconds to wait for a view that is not there yet.
  public var wait: Double?
  /// What to do when the view has not come in time (default: skip the mark).
  public var onMissing: PendingView.OnMissing?
  /// The policy the mark (or its tour) declares for a view that is missing; it waits `wait`
  /// seconds (0: none) for the view, then does what it says.
  public var policy: PendingView.Policy?
  /// Whether the cutout's shape is given as a path (which padding and radius cannot shape).
  public var hasCutoutPath = false

  /// A request for the view `view`, or for nothing: a mark centred without a cutout.
  public init(view: String? = nil) {
    self.view = view
  }

  /// The mark `base` with this request applied, on the screens of `app`.
  /// - Throws: `MarkRequestError` for options that contradict each other, an unknown screen
  ///   or view, or a bad number.
  public func resolved(over base: CoachMark, in app: SimulatedApp) throws(MarkRequestError) -> ResolvedMark {
    var mark = base
    if view != nil && (frame != nil || within != nil) { throw .viewAndFrame }
    if within != nil && frame == nil { throw .withinWithoutFrame }
    // In a tour of several screens, a mark belongs to the screen it names, else to the one
    // the app shows; its views are looked up there.
    if screen != nil || view != nil || frame != nil {
      mark.screenName = app.screens.isEmpty ? nil : screen ?? app.screenName
    }
    if let screen, app.screens[screen] == nil {
      throw app.screens.isEmpty ? .oneScreen : .unknownScreen(screen, screens: app.screens.keys.sorted())
    }
    let screen = app.screen(named: mark.screenName) ?? app.screen
    if let wait, !(wait > 0 && wait.isFinite) { throw .badWait }
    if onMissing != nil && wait == nil { throw .onMissingWithoutWait }
    if let view, let policy, wait == nil, onMissing == nil, let problem = screen.sightProblem(view) {
      mark.pendingView = PendingView(name: view, wait: TimeSpan(seconds: policy.wait), onMissing: policy.then, isDeclared: true)
      mark.pendingView?.problem = problem
      mark.clearView()
      return ResolvedMark(mark: mark, frame: nil, screen: screen, isWaiting: true)
    }
    if let view, let wait, screen.hasNoView(named: view) {
      mark.pendingView = PendingView(name: view, wait: TimeSpan(seconds: wait), onMissing: onMissing ?? .skip)
      mark.clearView()
      return ResolvedMark(mark: mark, frame: nil, screen: screen, isWaiting: true)
    }
    let (frame, space) = try place(&mark, on: screen)
    for (name, value) in [("cutoutPadding", cutoutPadding), ("cutoutCornerRadius", cutoutCornerRadius)] {
      guard let value else { continue }
      guard value >= 0 else { throw .negative(name, value) }
      guard frame != nil, !hasCutoutPath else { throw .shapeWithoutFrame(name) }
    }
    if let anchor = mark.anchor, anchor.followsSize {
      mark.anchor?.cutoutPadding = cutoutPadding ?? 4
      mark.anchor?.cutoutCornerRadius = cutoutCornerRadius ?? 4
    }
    if view != nil || self.frame != nil {
      // A view or frame of no size gets no cutout, whichever way it is given (an 8-point
      // cutout around a point is not a target; the helper warns at its line).
      mark.cutoutPath = frame.flatMap { $0.size == .zero ? nil : $0 }.map {
        CutoutPath.standard(around: $0, padding: cutoutPadding ?? 4, cornerRadius: cutoutCornerRadius ?? 4)
      }
      mark.pointOfInterest = nil
    }
    if let pointOfInterest { mark.pointOfInterest = pointOfInterest.offsetBy(dx: space.x, dy: space.y) }
    return ResolvedMark(mark: mark, frame: frame, screen: screen, isWaiting: false)
  }

  /// Sets the mark's anchor from the view or frame; returns the frame in screen coordinates
  /// and the origin of the space the point of interest is in.
  private func place(_ mark: inout CoachMark, on screen: Screen) throws(MarkRequestError) -> (Rect?, Point) {
    func resolve(_ name: String) throws(MarkRequestError) -> (ViewPath, Rect) {
      let path: ViewPath
      do { path = try screen.resolve(name) } catch { throw .view(error) }
      guard let frame = screen.frameOnScreen(path) else { throw .view(.unknownView(name, suggestion: nil)) }
      return (path, frame)
    }
    if let view {
      let (path, frame) = try resolve(view)
      mark.anchor = MarkAnchor(keyPath: path.keyPath, frameAtCreation: frame)
      guard path.indices.count > 1, let parent = screen.frameOnScreen(ViewPath(indices: Array(path.indices.dropLast()), keyPath: ""))
      else { return (frame, .zero) }
      return (frame, parent.origin)
    }
    guard let frame else { return (nil, .zero) }
    guard let within else {
      mark.anchor = nil
      return (frame, .zero)
    }
    let (path, space) = try resolve(within)
    mark.anchor = MarkAnchor(keyPath: path.keyPath, frameAtCreation: space, followsSize: false)
    return (frame.offsetBy(dx: space.minX, dy: space.minY), space.origin)
  }
}

/// A mark made from a `MarkRequest`.
public struct ResolvedMark: Sendable {
  /// The mark.
  public var mark: CoachMark
  /// The highlighted frame in screen coordinates (nil for a mark without a view or frame).
  public var frame: Rect?
  /// The screen the mark belongs to.
  public var screen: Screen
  /// Whether the mark waits for its view, which is not there yet.
  public var isWaiting: Bool

  /// Whether the view or frame it highlights has no size (0×0): the mark has no cutout.
  public var hasNoSize: Bool { frame?.size == .zero }
}

/// Why a `MarkRequest` cannot be made into a mark.
public enum MarkRequestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Both a view and a frame (or `within`) were given.
  case viewAndFrame
  /// `within` without a frame.
  case withinWithoutFrame
  /// A screen was named in a tour of one screen.
  case oneScreen
  /// An unknown screen, and the screens there are.
  case unknownScreen(String, screens: [String])
  /// `wait` is not a positive number of seconds.
  case badWait
  /// `onMissing` without `wait`.
  case onMissingWithoutWait
  /// The view or `within` could not be found.
  case view(ScreenError)
  /// `cutoutPadding` or `cutoutCornerRadius` is negative.
  case negative(String, Double)
  /// `cutoutPadding` or `cutoutCornerRadius` without a view or frame, or with a cutout path.
  case shapeWithoutFrame(String)
}

extension MarkRequestError {
  /// The message a script author reads (`makeCoachMark` gives it as an argument error).
  public var description: String {
    switch self {
    case .viewAndFrame: "give either view, or frame (with an optional within), not both"
    case .withinWithoutFrame: "within needs a frame (in that view's coordinates)"
    case .oneScreen: "screen: the tour has one screen (give screens to have several)"
    case .unknownScreen(let name, let screens): "unknown screen '\(name)'; screens: \(screens.joined(separator: ", "))"
    case .badWait: "wait: a positive number of seconds expected"
    case .onMissingWithoutWait: "onMissing needs wait (the seconds to wait for the view)"
    case .view(let error): error.description
    case .negative(let name, let value): "\(name): must not be negative, got \(Self.text(of: value))"
    case .shapeWithoutFrame(let name): "\(name) shapes the cutout made around a view or a frame (not a cutoutPath)"
    }
  }

  /// A number as a script would write it: `-1`, `-0.5`, `-inf`.
  private static func text(of value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
  }
}
