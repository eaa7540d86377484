import TourCore
import TourInvariants

/// Fuzz target `layout`: arbitrary screens, marks (cutout paths of every shape, points of
/// interest, sides, gaps, margins, widths), views (fixed sizes, default bodies with text,
/// custom trees) and touches. Each mark is laid out alone and as a group, with the sizes the
/// engine's own sizing gives, and every result is checked against the rules of API.md
/// section 3 (`LayoutInvariants`, `GroupLayoutInvariants`, `TouchInvariants`).
public enum LayoutFuzzer {
  public static func run(_ bytes: [UInt8]) -> [String] {
    var data = FuzzedData(bytes)
    let screen = makeScreen(&data)
    let sizing = ViewSizing(measurer: ApproximateTextMetrics(), direction: screen.layoutDirection)
    let count = data.int(in: 1...10)
    var parts: [GroupLayout.Part] = []
    var found: [String] = []
    for number in 1...count {
      let mark = makeMark(&data)
      let views = makeViews(&data)
      let sizes = sizing.sizes(of: views)
      let placement = CoachMarkLayout.place(mark, on: screen, sizes: sizes)
      let offered = placement.layout.body.width
      found += self.sizes(sizes.body(offered), ArrowOrientation.allCases.compactMap(sizes.arrow)).map { "mark \(number): \($0)" }
      if let body = sizes.laidOutBody(placement.layout.body.size) {
        found += BubbleLayoutInvariants.check(body).map { "mark \(number) body: \($0)" }
      }
      found += LayoutInvariants.check(placement, of: mark, on: screen, sizes: sizes).map { "mark \(number): \($0)" }
      if let path = mark.cutoutPath {
        for _ in 0..<3 {
          found += TouchInvariants.check(path, at: point(&data, near: path.bounds)).map { "mark \(number) cutout: \($0)" }
        }
      }
      parts.append(GroupLayout.Part(mark: mark, sizes: sizes))
    }
    let group = GroupLayout.layout(parts, on: screen)
    found += GroupLayoutInvariants.check(group, of: parts, on: screen)
    found += skip(&data, around: group.layouts, on: screen)
    found += touches(&data, group.layouts, parts, screen)
    return found
  }

  /// The skip view takes a corner that covers no mark or cutout when there is one; when it
  /// says it covers something, every corner does.
  static func skip(_ data: inout FuzzedData, around layouts: [MarkLayout], on screen: Screen) -> [String] {
    let size = Size(width: data.length() / 8, height: data.length() / 16)
    let avoiding = layouts.flatMap { [$0.body] + ($0.arrow.map { [$0] } ?? []) + ($0.cutout.map { [$0.bounds] } ?? []) }
    let corners = SkipViewPlacement.corners(size: size, on: screen)
    let (frame, covers) = SkipViewPlacement.place(size: size, on: screen, given: nil, avoiding: avoiding)
    let free = corners.filter { corner in !avoiding.contains { $0.intersects(corner) } }
    if !corners.contains(frame) { return ["the skip view \(frame) is in no corner"] }
    if covers != free.isEmpty { return ["the skip view says it covers \(covers), but \(free.count) corners are free"] }
    if !covers, frame != free[0] { return ["the skip view is not in the first free corner"] }
    return []
  }

  /// The engine's own sizes must be usable: finite and not negative.
  static func sizes(_ body: Size, _ arrows: [Size]) -> [String] {
    var found: [String] = []
    for (name, size) in [("body", body)] + arrows.map({ ("arrow", $0) }) {
      if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
        found.append("the \(name)'s preferred size \(size) is not finite and non-negative")
      }
    }
    return found
  }

  static func touches(_ data: inout FuzzedData, _ layouts: [MarkLayout], _ parts: [GroupLayout.Part], _ screen: Screen)
    -> [String]
  {
    var overlay = OverlayConfiguration()
    overlay.isUserInteractionEnabled = data.bool()
    overlay.isUserInteractionEnabledInsideCutoutPath = data.bool()
    overlay.areTouchEventsForwarded = data.byte() < 40
    let marks = zip(layouts, parts).map { layout, part in
      TouchScene.Mark(
        body: layout.body, arrow: layout.arrow, cutout: layout.cutout,
        isUserInteractionEnabledInsideCutoutPath: part.mark.isUserInteractionEnabledInsideCutoutPath,
        isOverlayInteractionEnabled: part.mark.isOverlayInteractionEnabled, advanceOn: part.mark.advanceOn)
    }
    let skip: Rect? = data.bool() ? Rect(x: screen.size.width - 70, y: screen.safeArea.top + 2, width: 60, height: 30) : nil
    let scene = TouchScene(
      isTourVisible: data.byte() > 16, isTransitioning: data.byte() < 16, skipView: skip, marks: marks, overlay: overlay)
    var found: [String] = []
    let targets = layouts.flatMap { [$0.body, $0.frame] + ($0.cutout.map { [$0.bounds] } ?? []) } + [screen.bounds]
    for _ in 0..<8 {
      let touch = point(&data, near: data.pick(targets))
      found += TouchInvariants.check(TouchRouter.route(touch, in: scene), at: touch, in: scene)
    }
    return found
  }

  static func makeScreen(_ data: inout FuzzedData) -> Screen {
    let width = data.byte() < 200 ? data.pick([320.0, 375, 390, 414, 768, 1024]) : data.length()
    let height = data.byte() < 200 ? data.pick([480.0, 568, 667, 844, 896, 1366]) : data.length()
    func inset() -> Double { data.byte() < 160 ? data.pick([0.0, 20, 34, 47, 59]) : abs(data.coordinate()) }
    let safeArea = EdgeInsets(top: inset(), left: inset(), bottom: inset(), right: inset())
    return Screen(
      size: Size(width: width, height: height), safeArea: safeArea,
      layoutDirection: data.bool() ? .leftToRight : .rightToLeft)
  }

  static func makeMark(_ data: inout FuzzedData) -> CoachMark {
    var mark = CoachMark()
    if data.byte() > 24 {
      let shapes = (0..<data.int(in: 1...3)).map { _ in shape(&data) }
      mark.cutoutPath = CutoutPath(shapes: shapes)
    }
    if data.byte() < 64 { mark.pointOfInterest = Point(x: data.coordinate(), y: data.coordinate()) }
    mark.arrowOrientation = data.pick([nil, nil, nil, ArrowOrientation.top, .bottom, .left, .right])
    if data.byte() < 48 { mark.gapBetweenBodyAndArrow = data.coordinate() }
    if data.byte() < 48 { mark.gapBetweenCoachMarkAndCutoutPath = data.coordinate() }
    if data.byte() < 48 { mark.maxWidth = abs(data.coordinate()) }
    if data.byte() < 48 { mark.horizontalMargin = data.coordinate() }
    mark.isDisplayedOverCutoutPath = data.byte() < 32
    mark.isOverlayInteractionEnabled = data.byte() > 32
    mark.isUserInteractionEnabledInsideCutoutPath = data.byte() < 64
    if data.byte() < 24 { mark.advanceOn = data.bool() ? .tap : .event("done") }
    return mark
  }

  static func shape(_ data: inout FuzzedData) -> CutoutShape {
    func rect() -> Rect { Rect(x: data.coordinate(), y: data.coordinate(), width: data.coordinate(), height: data.coordinate()) }
    switch data.int(in: 0...4) {
    case 0: return .rect(rect())
    case 1: return .oval(rect())
    case 2: return .polygon((0..<data.int(in: 0...8)).map { _ in Point(x: data.coordinate(), y: data.coordinate()) })
    default: return .roundedRect(rect(), cornerRadius: abs(data.coordinate()))
    }
  }

  static func makeViews(_ data: inout FuzzedData) -> MarkViews {
    let arrow: ViewSpec? =
      switch data.int(in: 0...3) {
      case 0: nil
      case 1: .plain(width: abs(data.coordinate()), height: abs(data.coordinate()))
      default: ViewSpec(kind: .defaultArrow(DefaultViewStyle()))
      }
    return MarkViews(body: body(&data, depth: 0), arrow: arrow)
  }

  static func body(_ data: inout FuzzedData, depth: Int) -> ViewSpec {
    // Words, some of them in markup: bold, italic, code, a link, a picture.
    let marks = ["**%**", "*%*", "`%`", "[%](help)", "![%](dot.png)", "%", "%", "%"]
    let words = (0..<data.int(in: 0...12)).map { _ in
      data.pick(marks).replacingOccurrences(of: "%", with: data.word(maxLength: data.bool() ? 6 : 40))
    }
    let text = words.joined(separator: data.pick([" ", "  ", "\n", "\u{00A0}"]))
    func size() -> Double? { data.byte() < 200 ? nil : data.length() }
    switch data.int(in: 0...4) {
    case 0:
      return .plain(width: abs(data.coordinate()), height: abs(data.coordinate()))
    case 1 where depth < 4:
      let children = (0..<data.int(in: 0...3)).map { _ in body(&data, depth: depth + 1) }
      let style = BoxStyle(
        padding: EdgeInsets(top: abs(data.coordinate()) / 16, left: abs(data.coordinate()) / 16, bottom: 0, right: 0),
        axis: data.bool() ? .vertical : .horizontal, spacing: abs(data.coordinate()) / 16)
      return ViewSpec(kind: .box(style, children), width: data.byte() < 32 ? data.length() : nil)
    case 2:
      return ViewSpec(kind: .text(text, TextStyle(size: size() ?? 15)))
    default:
      var content = DefaultBodyContent(
        hint: text, next: data.bool() ? data.word() : nil, nextLabelPosition: data.pick(NextLabelPosition.allCases))
      if data.bool() { content.controls = controls(&data) }
      content.images["dot.png"] = BubbleImage(
        file: "dot.png", alt: "dot", pixels: Size(width: 1 + data.length(), height: 1 + data.length()), dataURI: "")
      return ViewSpec(kind: .defaultBody(content, DefaultViewStyle(fontSize: size(), nextFontSize: size())))
    }
  }

  /// A rich bubble's controls: any of a title, back, close, dots, actions and a leading picture.
  static func controls(_ data: inout FuzzedData) -> BubbleControls {
    var controls = BubbleControls(
      title: data.bool() ? data.word(maxLength: 30) : nil, back: data.bool() ? data.word(maxLength: 20) : nil,
      close: data.bool() ? "Close" : nil, showsDots: data.bool(),
      actions: (0..<data.int(in: 0...3)).map { BubbleAction(id: "a\($0)", title: data.word(maxLength: 30)) })
    if controls.showsDots { controls.step = BubbleStep(current: 1, total: data.int(in: 1...200)) }
    if data.bool() {
      let size = Size(width: 1 + data.length(), height: 1 + data.length())
      controls.image = BubbleImage(file: "tip.png", alt: "tip", pixels: size, dataURI: "")
    }
    return controls
  }

  /// A point near `rect`: on its corners, edges and centre, or anywhere around it.
  static func point(_ data: inout FuzzedData, near rect: Rect) -> Point {
    let xs = [rect.minX, rect.midX, rect.maxX, rect.minX - 1, rect.maxX + 1, data.coordinate()]
    let ys = [rect.minY, rect.midY, rect.maxY, rect.minY - 1, rect.maxY + 1, data.coordinate()]
    return Point(x: data.pick(xs), y: data.pick(ys))
  }
}
