import Testing
import TourCore
import TourInvariants

/// Markup laid out: runs of several faces broken into lines as plain text is, each fragment
/// measured in its face and placed on its line, right to left mirrored, cut with an ellipsis;
/// its links found where they are drawn, and routed as touches. Measured by the estimate
/// (every character 0.55 em, bold 10 % wider), so that every number here is exact.
@Suite("markup layout")
struct MarkupLayoutTests {
  let measurer = ApproximateTextMetrics()

  /// Each line's fragments as `text|x|width`, the faces as b, i, c and a link as `->id`.
  func described(_ block: TextBlock) -> [[String]] {
    (block.fragments ?? []).map { line in
      line.map { fragment in
        let face = (fragment.face.bold ? "b" : "") + (fragment.face.italic ? "i" : "") + (fragment.face.code ? "c" : "")
        let link = fragment.link.map { "->" + $0 } ?? ""
        return "\(fragment.text)|\(face)\(link)|\(f(fragment.x))|\(f(fragment.width))"
      }
    }
  }

  func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// A number to the hundredth, without a fraction when it has none.
  func f(_ value: Double) -> String {
    let value = rounded(value)
    return value == value.rounded() ? String(Int(value)) : String(value)
  }

  @Test("runs of several faces wrap as one text; a space takes the face of the run it is in")
  func wraps() {
    // 10-point text: a character is 5.5 wide, bold 6.05; 100 points hold 18 plain characters.
    let block = TextBlock(markup: "Tap **Add** to keep *this* one, or see [the list](lists).", fontSize: 10, maxWidth: 100, measurer: measurer)
    #expect(block.lines == ["Tap Add to keep", "this one, or see", "the list."])
    #expect(
      described(block) == [
        ["Tap ||0|22", "Add|b|22|18.15", " to keep||40.15|44"],
        ["this|i|0|22", " one, or see||22|66"],
        ["the list|->lists|0|44", ".||44|5.5"],
      ])
    #expect(block.width == 88)
    #expect(block.height == 36)
    #expect(!block.breaksWords)
  }

  @Test("a word longer than the line breaks between characters, keeping each character's face")
  func longWord() {
    let block = TextBlock(markup: "**abcdef**ghij", fontSize: 10, maxWidth: 30, measurer: measurer)
    #expect(block.lines == ["abcd", "efghi", "j"])
    #expect(described(block) == [["abcd|b|0|24.2"], ["ef|b|0|12.1", "ghi||12.1|16.5"], ["j||0|5.5"]])
    #expect(block.breaksWords)
  }

  @Test("text without marks, or whose marks do not parse, is laid out as written in one face")
  func plain() {
    for text in ["Search everything.", "2 * 3 = 6", "file_name", "**never closed", "a \\*b\\* c"] {
      let block = TextBlock(markup: text, fontSize: 10, maxWidth: 300, measurer: measurer)
      #expect((block.fragments == nil) == (text != "a \\*b\\* c"), "\(text)")
    }
    // An escaped mark is its character.
    #expect(TextBlock(markup: "a \\*b\\* c", fontSize: 10, maxWidth: 300, measurer: measurer).lines == ["a *b* c"])
  }

  @Test("right to left, a line's first fragment stands at its right end")
  func rightToLeft() {
    let block = TextBlock(markup: "abc **de** f", fontSize: 10, maxWidth: 300, measurer: measurer, direction: .rightToLeft)
    // 45.1 wide: " f" on the left, "abc " on the right.
    #expect(described(block) == [["abc ||23.1|22", "de|b|11|12.1", " f||0|11"]])
  }

  @Test("cut to fit, the last line shown ends with an ellipsis in its last fragment's face")
  func truncated() {
    let block = TextBlock(markup: "one **two three** four five six", fontSize: 10, maxWidth: 60, measurer: measurer)
    #expect(block.lines == ["one two", "three four", "five six"])
    let cut = block.truncated(toLines: 2, fontSize: 10, maxWidth: 60, measurer: measurer)
    #expect(cut.lines == ["one two", "three fou\u{2026}"])
    #expect(described(cut)[1] == ["three|b|0|30.25", " fou\u{2026}||30.25|27.5"])
    #expect(cut.hiddenLines == 1)
    #expect(cut.height == 24)
  }

  @Test("a link is found where it is drawn, one frame a line, its words joined on a line")
  func links() {
    let block = TextBlock(markup: "see [the **long** list](lists) now", fontSize: 10, maxWidth: 60, measurer: measurer)
    #expect(block.lines == ["see the", "long list", "now"])
    let frame = Rect(x: 100, y: 50, width: 60, height: 36)
    let links = TextLink.links(in: block.fragments!, frame: frame, lineHeight: 12, alignment: .leading)
    #expect(links.map(\.text) == ["the", "long list"])
    #expect(
      links.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map(f) } == [
        ["122", "50", "16.5", "12"], ["100", "62", "51.7", "12"],
      ])
  }

  @Test("a link in Instructions' body takes its touch; the rest of the body is still next")
  func linkTouches() {
    let link = BubbleControl(kind: .link("help"), frame: Rect(x: 120, y: 210, width: 40, height: 12), label: "Learn more")
    let mark = TouchScene.Mark(
      body: Rect(x: 100, y: 200, width: 200, height: 40), arrow: nil, cutout: nil, isUserInteractionEnabledInsideCutoutPath: false,
      isOverlayInteractionEnabled: true, controls: [link])
    let scene = TouchScene(isTourVisible: true, isTransitioning: false, skipView: nil, marks: [mark], overlay: OverlayConfiguration())
    for (point, expected) in [(Point(x: 130, y: 215), TouchTarget.linkControl("help")), (Point(x: 250, y: 215), .nextControl)] {
      let routed = TouchRouter.route(point, in: scene)
      #expect(routed == expected)
      #expect(TouchInvariants.check(routed, at: point, in: scene) == [])
    }
    #expect(
      TouchInvariants.check(.nextControl, at: Point(x: 130, y: 215), in: scene) == [
        "touch at (130.0, 215.0) went to nextControl: a link in the text takes this touch"
      ])
  }
}
