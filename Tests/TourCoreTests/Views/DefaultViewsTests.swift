import Testing
import TourCore

/// Default views, measured with metrics whose numbers are exact in binary: 0.5 em a
/// character, 1.25 em lines.
@Suite("Default views")
struct DefaultViewsTests {
  let metrics = ApproximateTextMetrics(advance: 0.5, lineSpacing: 1.25)

  @Test("a body with a hint and a next label: insets 10 and 15, spacing 10, a separator")
  func trailing() {
    // "Hi there" is 8 × 0.5 × 15 = 60 wide, 18.75 high; "OK" is 2 × 0.5 × 17 = 17 by 21.25.
    let body = DefaultBodyLayout(
      DefaultBodyContent(hint: "Hi there", next: "OK"), maxWidth: 350, direction: .leftToRight, measurer: metrics)
    #expect(body.size == Size(width: 15 + 60 + 10 + 1 + 10 + 17 + 15, height: 10 + 21.25 + 10))
    #expect(body.hint == Rect(x: 15, y: 11.25, width: 60, height: 18.75))
    // One line: the separator spans the text row (Instructions' "row less 10" left a stub).
    #expect(body.separator == Rect(x: 85, y: 10, width: 1, height: 21.25))
    #expect(body.next == Rect(x: 96, y: 10, width: 17, height: 21.25))
  }

  @Test("leading, and right-to-left, swap the sides")
  func leading() {
    let content = DefaultBodyContent(hint: "Hi there", next: "OK", nextLabelPosition: .leading)
    let body = DefaultBodyLayout(content, maxWidth: 350, direction: .leftToRight, measurer: metrics)
    #expect(body.next?.minX == 15)
    #expect(body.hint.minX == 15 + 17 + 21)
    let rtl = DefaultBodyLayout(DefaultBodyContent(hint: "Hi there", next: "OK"), maxWidth: 350, direction: .rightToLeft, measurer: metrics)
    #expect(rtl.next?.minX == 15)
  }

  @Test("the hint wraps to the width the layout allows and the body grows to fit")
  func wraps() {
    let content = DefaultBodyContent(hint: "one two three four five six", next: nil)
    let body = DefaultBodyLayout(content, maxWidth: 100, direction: .leftToRight, measurer: metrics)
    // 70 points for the hint: 9 characters (67.5) fit on a line.
    #expect(body.hintLines == ["one two", "three", "four five", "six"])
    #expect(body.size.height == 20 + 4 * 18.75)
    #expect(body.next == nil)
    #expect(body.separator == nil)
  }

  @Test("corner positions: 18 from the edges, no separator")
  func corners() {
    let body = DefaultBodyLayout(
      DefaultBodyContent(hint: "Hi", next: "OK", nextLabelPosition: .topTrailing), maxWidth: 350,
      direction: .leftToRight, measurer: metrics)
    #expect(body.separator == nil)
    // "Hi" is 15 wide; the next label needs 17 + 2 × 18 = 53.
    #expect(body.size == Size(width: 53, height: 18 * 3 + 21.25 + 18.75))
    #expect(body.next == Rect(x: 18, y: 18, width: 17, height: 21.25))
    #expect(body.hint.minY == 36 + 21.25)
  }

  @Test("sizes: a preferred size wins; the arrow is 15×9; the skip button fits its title")
  func sizes() {
    let sizing = ViewSizing(measurer: metrics, direction: .leftToRight)
    #expect(sizing.preferredSize(of: .plain(width: 200, height: 60), maxWidth: 100) == Size(width: 200, height: 60))
    #expect(sizing.preferredSize(of: ViewSpec(kind: .defaultArrow(DefaultViewStyle())), maxWidth: 100) == Size(width: 15, height: 9))
    #expect(
      sizing.preferredSize(of: ViewSpec(kind: .skipButton(title: "Skip", DefaultViewStyle())), maxWidth: 100)
        == Size(width: 34 + 30, height: 21.25 + 20))
    let empty = sizing.preferredSize(of: MarkViews.standard.body, maxWidth: 100)
    #expect(empty == Size(width: 30, height: 38.75))
  }

  @Test("the default skip view sits at the top trailing corner of the safe area")
  func skipPlacement() {
    let screen = Screen(size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, right: 5))
    #expect(SkipViewPlacement.defaultFrame(size: Size(width: 60, height: 30), on: screen) == Rect(x: 315, y: 49, width: 60, height: 30))
    var rtl = screen
    rtl.layoutDirection = .rightToLeft
    rtl.safeArea.left = 8
    #expect(SkipViewPlacement.defaultFrame(size: Size(width: 60, height: 30), on: rtl) == Rect(x: 18, y: 49, width: 60, height: 30))
  }

  @Test("text blocks keep newlines and break words too long for a line")
  func textBlock() {
    let block = TextBlock("abcdefghij\nxy", fontSize: 10, maxWidth: 22, measurer: metrics)
    #expect(block.lines == ["abcd", "efgh", "ij", "xy"])
    #expect(block.height == 50)
  }

  @Test("a long word of narrow and wide letters is broken into the longest pieces that fit, as a plain scan finds them")
  func longWordPieces() {
    /// "W" is four times as wide as any other letter, so the pieces of one word differ in length.
    struct Uneven: TextMeasuring {
      func width(of text: String, fontSize: Double, bold: Bool) -> Double {
        text.reduce(0) { $0 + ($1 == "W" ? 8 : 2) }
      }
      func lineHeight(fontSize: Double) -> Double { 10 }
      func ascent(fontSize: Double) -> Double { 8 }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let word = String((0..<Int.random(in: 1...400, using: &generator)).map { _ in Bool.random(using: &generator) ? "W" : "i" })
      let limit = Double(Int.random(in: 1...60, using: &generator))
      // The reference: from each start, the longest prefix that fits (at least one letter).
      var expected: [String] = []
      var rest = Substring(word)
      while !rest.isEmpty {
        var count = 1
        while count < rest.count, Uneven().width(of: String(rest.prefix(count + 1)), fontSize: 1, bold: false) <= limit { count += 1 }
        expected.append(String(rest.prefix(count)))
        rest = rest.dropFirst(count)
      }
      #expect(TextBlock(word, fontSize: 1, maxWidth: limit, measurer: Uneven()).lines == expected, "\(word) in \(limit)")
    }
  }

  @Test(
    "lines are the greedy lines of the width as drawn, when a join makes a line wider or narrower than its pieces' sum",
    arguments: [1.5, -1.5])
  func joinsAcrossPieces(kerning: Double) {
    /// Each character one point, and `kerning` more for each "o t" (a join the pieces alone
    /// do not have): the sum of the pieces is off by it.
    struct Joined: TextMeasuring {
      let kerning: Double
      func width(of text: String, fontSize: Double, bold: Bool) -> Double {
        Double(text.count) + kerning * Double(text.components(separatedBy: "o t").count - 1)
      }
      func lineHeight(fontSize: Double) -> Double { 10 }
      func ascent(fontSize: Double) -> Double { 8 }
    }
    let measurer = Joined(kerning: kerning)
    let text = "go to it so to speak and go to town to do the job no matter who took the lot to the top"
    for limit in 6...40 {  // no word is wider than 6
      // The reference: words added while the line, measured whole, fits.
      var expected: [String] = []
      var line = ""
      for word in text.split(separator: " ").map(String.init) {
        let candidate = line.isEmpty ? word : line + " " + word
        if measurer.width(of: candidate, fontSize: 1, bold: false) <= Double(limit) {
          line = candidate
        } else {
          expected.append(line)
          line = word
        }
      }
      expected.append(line)
      #expect(TextBlock(text, fontSize: 1, maxWidth: Double(limit), measurer: measurer).lines == expected, "\(limit)")
    }
  }
}
