import Testing
import TourCore

/// A hint taller than the screen is cut with an ellipsis at the last line that fits, and the
/// body keeps to the height it was given.
@Suite("Cutting a hint that does not fit")
struct TruncationTests {
  let measurer = ApproximateTextMetrics()

  @Test("a block cut to three lines: the third ends with an ellipsis within the width, the rest is counted")
  func block() {
    let block = TextBlock("one two three four five six seven eight nine ten", fontSize: 15, maxWidth: 60, measurer: measurer)
    #expect(block.lines.count > 3)
    let cut = block.truncated(toLines: 3, fontSize: 15, maxWidth: 60, measurer: measurer)
    #expect(cut.lines.count == 3)
    #expect(cut.hiddenLines == block.lines.count - 3)
    #expect(cut.lines.last?.hasSuffix("\u{2026}") == true)
    #expect(Array(cut.lines.prefix(2)) == Array(block.lines.prefix(2)))
    #expect(cut.lines.allSatisfy { measurer.width(of: $0, fontSize: 15, bold: false, direction: .leftToRight) <= 60 })
    #expect(cut.height == 3 * measurer.lineHeight(fontSize: 15))
    // Enough lines: nothing changes.
    #expect(block.truncated(toLines: block.lines.count, fontSize: 15, maxWidth: 60, measurer: measurer) == block)
  }

  @Test("a default body no taller than its maxHeight: the hint keeps the lines that fit")
  func body() {
    let content = DefaultBodyContent(hint: String(repeating: "Swipe to see more. ", count: 30), next: "OK")
    let free = DefaultBodyLayout(content, maxWidth: 160, direction: .leftToRight, measurer: measurer)
    #expect(free.hiddenLines == 0)
    #expect(free.size.height > 300)
    let capped = DefaultBodyLayout(content, maxWidth: 160, maxHeight: 300, direction: .leftToRight, measurer: measurer)
    #expect(capped.size.height <= 300)
    #expect(capped.hiddenLines == free.hintLines.count - capped.hintLines.count)
    #expect(capped.hiddenLines > 0)
    #expect(capped.hintLines.last?.hasSuffix("\u{2026}") == true)
    // Drawn at the size it asked for, it is the same body.
    let drawn = DefaultBodyLayout(
      content, maxWidth: capped.size.width, width: capped.size.width, height: capped.size.height, direction: .leftToRight, measurer: measurer)
    #expect(drawn.hintLines == capped.hintLines)
    #expect(drawn.hiddenLines == capped.hiddenLines)
  }
}
