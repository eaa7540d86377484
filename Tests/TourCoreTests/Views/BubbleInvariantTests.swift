import Testing
import TourCore
import TourInvariants

/// The rich bubble keeps its promises in every arrangement: its controls inside it and never
/// over one another, its links on their text's lines; and the invariants say so when they are
/// broken.
@Suite("rich bubble invariants")
struct BubbleInvariantTests {
  let metrics = ApproximateTextMetrics()

  /// Every part of the rich bubble: a picture, a title with a link, markup, actions, back, next,
  /// close and dots.
  func content(total: Int = 5) -> DefaultBodyContent {
    var content = DefaultBodyContent(hint: "Tap **Add** then see [the list](list) and ![a dot](dot.png) here.", next: "Next")
    content.images["dot.png"] = BubbleImage(file: "dot.png", alt: "a dot", pixels: Size(width: 2, height: 1), dataURI: "")
    content.controls = BubbleControls(
      title: "Your [cart](cart)", back: "Back", close: "Close", showsDots: true, step: BubbleStep(current: 2, total: total),
      actions: [BubbleAction(id: "a", title: "Show me how it works")])
    content.controls?.image = BubbleImage(file: "tip.png", alt: "Tip", pixels: Size(width: 64, height: 32), dataURI: "")
    return content
  }

  @Test(
    "left to right, right to left, narrow, at AX5's size, cut to a height, with many steps",
    arguments: [
      (300.0, LayoutDirection.leftToRight, 1.0, nil as Double?, 5), (300, .rightToLeft, 1, nil, 5), (150, .leftToRight, 1, nil, 5),
      (350, .leftToRight, 3.1, nil, 5), (300, .rightToLeft, 1, 140, 5), (300, .leftToRight, 1, nil, 90),
    ])
  func holds(_ width: Double, _ direction: LayoutDirection, _ scale: Double, _ height: Double?, _ total: Int) {
    let style = DefaultViewStyle(fontSize: 15 * scale, nextFontSize: 17 * scale)
    let laidOut = DefaultBodyLayout(
      content(total: total), style: style, maxWidth: width, maxHeight: height, direction: direction, measurer: metrics)
    #expect(BubbleLayoutInvariants.check(laidOut) == [])
    #expect(laidOut.controls.contains { $0.kind == .image } && laidOut.controls.contains { $0.kind == .link("cart") })
  }

  @Test("the invariants say which controls leave the body or overlap")
  func broken() throws {
    var laidOut = DefaultBodyLayout(content(), maxWidth: 300, direction: .leftToRight, measurer: metrics)
    #expect(BubbleLayoutInvariants.check(laidOut) == [])
    let next = try #require(laidOut.controls.firstIndex { $0.kind == .next })
    let back = try #require(laidOut.controls.first { $0.kind == .back })
    laidOut.controls[next].frame = back.frame.offsetBy(dx: 10, dy: 0)
    laidOut.controls.append(BubbleControl(kind: .close, frame: Rect(x: 290, y: -5, width: 44, height: 44), label: "Close"))
    let found = BubbleLayoutInvariants.check(laidOut)
    #expect(found.contains { $0.hasPrefix("close (290.0, -5.0, 44.0, 44.0) leaves the body") })
    #expect(found.contains { $0.hasPrefix("next ") && $0.contains(" and back ") && $0.hasSuffix(" overlap") })
  }
}
