import FoundationEssentials
import TourCore
import TourRender

/// What a mark rule reads: one shown mark in one configuration, with the helpers its
/// messages share (numbers to the hundredth, how far a frame goes out of another, the texts
/// drawn with what is under them).
final class MarkContext {
  let shown: ShownMark
  /// What every mark of the configuration is checked with.
  let run: CheckRun

  init(_ shown: ShownMark, run: CheckRun) {
    self.shown = shown
    self.run = run
  }

  var index: Int { shown.index }
  var scene: Scene { shown.scene }
  var mark: CoachMark { shown.mark }
  var layout: MarkLayout { shown.layout }
  /// The mark and its companions' layouts.
  var parts: [MarkLayout] { shown.layout.parts }
  var screen: Rect { Rect(origin: .zero, size: scene.size) }
  var safeArea: Rect {
    Rect(
      x: scene.safeArea.left, y: scene.safeArea.top, width: scene.size.width - scene.safeArea.left - scene.safeArea.right,
      height: scene.size.height - scene.safeArea.top - scene.safeArea.bottom)
  }

  /// A finding about the mark (about the tour, for the skip view: it is the same on every
  /// mark), at the line of the `makeCoachMark` that made it (else the tour's `coachMarkAt`)
  /// unless `line` says.
  func finding(
    _ rule: CheckRule, _ severity: CheckSeverity, _ message: String, _ element: String, line: Int? = nil, frame: Rect? = nil
  ) -> RawFinding {
    RawFinding(
      rule: rule, severity: severity, message: message, mark: element == "skip" ? nil : index, element: element,
      line: line ?? mark.sourceLine ?? run.markLine,
      frame: frame ?? layout.body)
  }

  /// A number to the hundredth, without trailing zeros.
  static func f(_ value: Double) -> String { ((value * 100).rounded() / 100).scriptText }
  /// `120×44`.
  static func size(_ rect: Rect) -> String { "\(f(rect.width))×\(f(rect.height))" }

  /// How far `inner` goes out of `outer`, side by side: "4 pt at the bottom".
  static func overflow(_ inner: Rect, _ outer: Rect) -> String? { inner.overflow(outOf: outer) }

  /// One drawn text of the mark (or of the skip view), with the fills drawn under it.
  struct DrawnText {
    let node: SceneNode
    let text: SceneNode.TextContent
    /// The fills under it, bottom first: its ancestors' and the earlier siblings' boxes that
    /// it overlaps (a default body draws its background as the first child, beside its texts).
    let under: [RGBAColor]
    /// `hint`, `next`, `skip`, `text`.
    var element: String { node.role ?? "text" }
  }

  /// Every text node of the mark's views and of the skip view, in drawing order.
  private(set) lazy var texts: [DrawnText] = {
    var found: [DrawnText] = []
    var inSkip = false
    func boxes(in node: SceneNode) -> [(Rect, RGBAColor)] {
      var own: [(Rect, RGBAColor)] = []
      if case .box(let fill?, _, _, _) = node.content { own.append((node.frame, fill)) }
      return own + node.children.flatMap(boxes)
    }
    func walk(_ node: SceneNode, _ fills: [(Rect, RGBAColor)]) {
      var fills = fills
      if case .box(let fill?, _, _, _) = node.content { fills.append((node.frame, fill)) }
      if case .text(let text) = node.content {
        // The skip view's texts are named as its and found at its line.
        let named = inSkip ? SceneNode(frame: node.frame, content: .text(text), role: "skip") : node
        found.append(DrawnText(node: named, text: text, under: fills.filter { $0.0.intersects(node.frame) }.map(\.1)))
      }
      var drawnBefore = fills
      for child in node.children {
        walk(child, drawnBefore)
        drawnBefore += boxes(in: child)
      }
    }
    for mark in scene.marks where mark.index == index {
      walk(mark.body, [])
      if let arrow = mark.arrow { walk(arrow, []) }
    }
    if let skip = scene.skipView {
      inSkip = true
      walk(skip, [])
    }
    return found
  }()

  /// The script line a finding about what the mark's views show points at: the
  /// `makeDefaultCoachViews` call that made them, else the tour's `coachMarkViewsAt`.
  var viewsLine: Int? { shown.viewsLine ?? run.viewsLine }

  /// The script line a text's finding points at: the skip view's texts are the tour's, not a
  /// mark's (found once, at `skipView`), the others the mark's views.
  func line(of element: String) -> Int? {
    element == "skip" ? run.skipLine ?? run.viewsLine : viewsLine
  }

  /// How a user can leave the mark by touch (made once: no-way-out and the check's player
  /// both ask).
  private(set) lazy var waysOut = WaysOut(shown)

  /// Whether an overlay tap is the mark's one way out.
  var onlyOverlayTaps: Bool { WaysOut.onlyOverlayTaps(shown, waysOut) }

  /// What a screen reader gets for the mark.
  var spoken: MarkAccessibility? { scene.accessibility.first { $0.index == index } }
}

/// What every mark of one configuration is checked with: the configuration, the check's
/// options, the script lines findings point at, and what the tour is as described.
struct CheckRun {
  let configuration: CheckConfiguration
  let options: CheckOptions
  /// The script lines of `coachMarkAt` and `coachMarkViewsAt`.
  let markLine: Int?
  let viewsLine: Int?
  /// The script line of `skipView`.
  var skipLine: Int? = nil
  /// Whether the tour places its skip view itself (`constraintsForSkipView`).
  var placesSkipView = false
  /// The keys of the tour's strings; nil for a tour without strings (pseudo-locales then have
  /// nothing to change).
  let stringKeys: Set<String>?
  /// Whether the tour takes its texts from strings.
  var hasStrings: Bool { stringKeys != nil }
  /// The screen the tour describes, before any device: a view off the device's screen but on
  /// this one may only be a description that does not follow the device (no autoresizing).
  let designBounds: Rect
  /// Whether that screen is a capture of the app (its views have the app's types): it cannot
  /// have autoresizing masks; a capture a device can.
  var designIsCapture = false
  /// Whether the tour is a tour of pages (its done control is its own way out).
  var isPages = false
}
