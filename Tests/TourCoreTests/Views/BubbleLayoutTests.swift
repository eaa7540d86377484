import Testing

@testable import TourCore

/// The rich bubble's rows (`BubbleArrangement`), measured with the fixed-advance metrics (a
/// character is 0.55 em, bold 10 % wider; a line 1.2 em): exact frames, left to right, right to
/// left, stacked when narrow, wrapped at a large text size, cut to a height.
@Suite("rich bubble layout")
struct BubbleLayoutTests {
  let metrics = ApproximateTextMetrics()

  func content(hint: String = "Hi there", back: String? = "Back", actions: [BubbleAction] = [], total: Int = 3) -> DefaultBodyContent {
    var content = DefaultBodyContent(hint: hint, next: "Next")
    content.controls = BubbleControls(
      title: "Title", back: back, close: "Close", showsDots: true, step: BubbleStep(current: 2, total: total), actions: actions)
    return content
  }

  func layout(
    _ content: DefaultBodyContent, maxWidth: Double = 300, maxHeight: Double? = nil, direction: LayoutDirection = .leftToRight,
    style: DefaultViewStyle = DefaultViewStyle()
  ) -> DefaultBodyLayout {
    DefaultBodyLayout(content, style: style, maxWidth: maxWidth, maxHeight: maxHeight, direction: direction, measurer: metrics)
  }

  /// A rectangle rounded to 0.01, as the trace writes it.
  func r(_ rect: Rect?) -> [Double]? {
    rect.map { [$0.x, $0.y, $0.width, $0.height].map { ($0 * 100).rounded() / 100 } }
  }

  func frames(_ layout: DefaultBodyLayout) -> [String: [Double]] {
    Dictionary(uniqueKeysWithValues: layout.controls.map { ($0.kind.name, r($0.frame) ?? []) })
  }

  @Test("title beside close, the hint, then back, the dots and next on one row; 240 wide at the least")
  func leftToRight() {
    let laidOut = layout(content())
    #expect(laidOut.size == Size(width: 240, height: 122))
    #expect(r(laidOut.title) == [15, 10, 175, 20.4])
    #expect(laidOut.titleLines == ["Title"])
    #expect(r(laidOut.hint) == [15, 50, 210, 18])
    #expect(laidOut.controls.map(\.kind.name) == ["close", "dots", "next", "back"])
    #expect(
      frames(laidOut) == [
        "close": [196, 0, 44, 44], "dots": [100, 92, 40, 8], "next": [173.86, 74, 61.14, 44], "back": [5, 74, 57.4, 44],
      ])
    #expect(laidOut.next == nil && laidOut.separator == nil)
  }

  @Test("the hint is as far from the title's text under a picture as beside the close control (it was 19.6 and 6)")
  func titleGapWithPicture() {
    let plain = layout(content())
    var pictured = content()
    pictured.controls?.image = BubbleImage(file: "tip.png", alt: "Tip", pixels: Size(width: 32, height: 32), dataURI: "")
    let withPicture = layout(pictured)
    let gap = { (laidOut: DefaultBodyLayout) in ((laidOut.hint.minY - (laidOut.title?.maxY ?? 0)) * 100).rounded() / 100 }
    #expect(gap(plain) == 19.6)
    #expect(gap(withPicture) == 19.6)
    #expect(r(withPicture.title) == [15, 48, 175, 20.4])
    #expect(r(withPicture.hint) == [15, 88, 210, 18])
  }

  @Test("right to left: every frame mirrored in the bubble")
  func rightToLeft() {
    let laidOut = layout(content(), direction: .rightToLeft)
    #expect(r(laidOut.title) == [50, 10, 175, 20.4])
    #expect(
      frames(laidOut) == [
        "close": [0, 0, 44, 44], "dots": [100, 92, 40, 8], "next": [5, 74, 61.14, 44], "back": [177.6, 74, 57.4, 44],
      ])
  }

  @Test("narrow: the title wraps beside close, next on a row above back, the dots on a row of their own")
  func stacked() {
    let laidOut = layout(content(), maxWidth: 100)
    #expect(laidOut.size.width == 100)
    #expect(laidOut.titleLines == ["Tit", "le"])
    #expect(r(laidOut.hint) == [15, 56.8, 70, 18])
    #expect(
      frames(laidOut) == [
        "close": [56, 0, 44, 44], "dots": [30, 80.8, 40, 8], "next": [33.86, 94.8, 61.14, 44], "back": [5, 142.8, 57.4, 44],
      ])
    #expect(r(Rect(origin: .zero, size: laidOut.size)) == [0, 0, 100, 190.8])
    let controls = laidOut.controls.filter(\.kind.isTouchable)
    for (i, a) in controls.enumerated() {
      for b in controls[(i + 1)...] { #expect(!a.frame.intersects(b.frame), "\(a.kind) and \(b.kind) overlap") }
    }
  }

  @Test("an action is a row as wide as the text; a long label wraps and the row grows")
  func actions() {
    let laidOut = layout(content(actions: [BubbleAction(id: "demo", title: "Show me")]))
    #expect(frames(laidOut)["action"] == [5, 74, 230, 44])
    #expect(frames(laidOut)["next"] == [173.86, 122, 61.14, 44])
    let long = layout(content(actions: [BubbleAction(id: "demo", title: "Show me how this works, step by step")]), maxWidth: 180)
    let action = long.controls.first { $0.kind == .action("demo") }
    #expect(action?.lines == ["Show me how this", "works, step by", "step"])
    #expect(r(action?.frame) == [5, 74, 170, 73.2])
  }

  @Test("more steps than dots fit: the progress text instead; four steps of eight points")
  func manySteps() {
    let laidOut = layout(content(total: 200))
    #expect(laidOut.controls.first { $0.kind == .progress }?.label == "2 / 200")
    #expect(frames(layout(content(total: 4)))["dots"] == [92, 92, 56, 8])
  }

  @Test("a height cap cuts the hint, with an ellipsis, and keeps every control")
  func cut() {
    let hint = Array(repeating: "word", count: 60).joined(separator: " ")
    let laidOut = layout(content(hint: hint), maxHeight: 160)
    #expect(laidOut.size.height <= 160)
    #expect(laidOut.hiddenLines > 0)
    #expect(laidOut.hintLines.last?.hasSuffix("\u{2026}") == true)
    #expect(laidOut.controls.count == 4)
  }

  @Test("the text size scales every control; controls stay at least 44 points")
  func scaled() {
    let style = DefaultViewStyle(fontSize: 15 * 3, nextFontSize: 17 * 3)
    let laidOut = layout(content(), maxWidth: 300, style: style)
    for control in laidOut.controls where control.kind.isTouchable {
      #expect(control.frame.width >= 44 && control.frame.height >= 44)
    }
    #expect(r(laidOut.controls.first { $0.kind == .close }?.frame) == [220.8, 0, 79.2, 79.2])
  }
}
