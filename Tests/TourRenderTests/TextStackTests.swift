import TestSupport
import Testing
import TourCore

@testable import TourRender

@Suite("The text stack")
struct TextStackTests {
  let fonts = FontMetrics.dejaVuSans()!

  func shaped(_ text: String, _ direction: LayoutDirection = .leftToRight) -> ShapedLine {
    fonts.shaped(text, face: .regular, direction: direction)!
  }

  /// The characters each glyph draws, left to right as they stand.
  func visualOrder(_ text: String, _ direction: LayoutDirection) -> [Int] { shaped(text, direction).glyphs.map(\.cluster) }

  @Test("Hebrew with a number and punctuation, right to left: the full stop at the left end, the number reading left to right")
  func hebrew() {
    // עד 30%. — logical ע ד space 3 0 % . ; seen from the left: . 3 0 % space ד ע
    #expect(visualOrder("עד 30%.", .rightToLeft) == [6, 3, 4, 5, 2, 1, 0])
    // In a left-to-right paragraph (the old drawing's) the number goes first and the full
    // stop to the right end: "30% דע." as seen, which is what a Hebrew reader must not get.
    #expect(visualOrder("עד 30%.", .leftToRight) == [3, 4, 5, 2, 1, 0, 6])
    #expect(shaped("עד 30%.", .rightToLeft).glyphs.allSatisfy { $0.face.family == "DejaVu Sans" })
  }

  @Test("Arabic: the progress '2 من 5' reads right to left and its letters join")
  func arabic() {
    #expect(visualOrder("2 من 5", .rightToLeft) == [5, 4, 3, 2, 1, 0])
    // The joined forms are other glyphs than the letters alone, and narrower together.
    let joined = shaped("من", .rightToLeft)
    let alone = [shaped("م", .rightToLeft), shaped("ن", .rightToLeft)]
    #expect(joined.glyphs.map(\.index) != alone.map { $0.glyphs[0].index }.reversed())
    #expect(joined.width < alone[0].width + alone[1].width)
    // A whole sentence is measured as the joined glyphs are drawn.
    let sentence = "أضف المنتجات إلى السلة ثم ادفع"
    #expect(fonts.width(of: sentence, fontSize: 17, bold: false, direction: .rightToLeft) == shaped(sentence, .rightToLeft).width * 17)
    let measured = fonts.width(of: sentence, fontSize: 17, bold: false, direction: .rightToLeft)
    #expect(abs(measured - 235.31884765625) < 1e-9)
    // Each letter alone, as the old measure added them up, is much wider.
    let isolated = sentence.map { fonts.width(of: String($0), fontSize: 17, bold: false, direction: .rightToLeft) }.reduce(0, +)
    #expect(abs(isolated - 313.76123046875) < 1e-9)
  }

  @Test("a mixed line: Hebrew inside English keeps its own direction")
  func mixed() {
    // Hello שלום world: the Hebrew word's letters are drawn last first.
    #expect(visualOrder("Hello שלום world", .leftToRight) == [0, 1, 2, 3, 4, 5, 9, 8, 7, 6, 10, 11, 12, 13, 14, 15])
    // In a right-to-left paragraph the English words swap ends.
    #expect(visualOrder("Hello שלום world", .rightToLeft) == [11, 12, 13, 14, 15, 10, 9, 8, 7, 6, 5, 0, 1, 2, 3, 4])
  }

  @Test("fonts fall back per character: DejaVu Sans, then Noto for CJK and colour emoji")
  func fallback() {
    func families(_ text: String) -> [String] { shaped(text).glyphs.map(\.face.family) }
    #expect(families("A検😀ש") == ["DejaVu Sans", "Noto Sans CJK JP", "Noto Color Emoji", "DejaVu Sans"])
    // A heart is DejaVu Sans's; with the emoji variation selector it is the colour emoji.
    #expect(families("\u{2764}") == ["DejaVu Sans"])
    #expect(families("\u{2764}\u{FE0F}") == ["Noto Color Emoji"])
    // CJK is measured in the font it is drawn in: a full em a character.
    #expect(fonts.width(of: "検索する", fontSize: 17, bold: false) == 68)
    #expect(abs(fonts.width(of: "😀", fontSize: 17, bold: false) - 21.167144495412845) < 1e-9)
  }

  @Test("a character no font has is reported, and drawn as the empty box")
  func missing() {
    #expect(fonts.missingCharacters(in: "Tap \u{378} here, 検索 😀 \u{378}\u{E000}") == ["\u{378}", "\u{E000}"])
    #expect(fonts.missingCharacters(in: "Plain ASCII and עברית") == [])
    #expect(shaped("\u{378}").glyphs.map(\.index) == [0])
  }

  @Test("UAX #14: CJK breaks between characters, never before a closing mark; words stay whole; hyphens break after")
  func lineBreaks() {
    #expect(fonts.lineBreakOffsets(in: "商品を検索。次へ") == [3, 6, 9, 12, 18, 21])
    #expect(fonts.lineBreakOffsets(in: "Donaudampfschifffahrtsgesellschaftskapitän") == [])
    #expect(fonts.lineBreakOffsets(in: "well-known  words") == [5, 12])
    // The fast path for plain ASCII gives what ICU gives.
    for text in ["Tap here, then: \"Next\" 3.5 times; it's fine.", "  two  spaces  ", "a"] {
      #expect(fonts.lineBreakOffsets(in: text) == LineBreaking.offsets(in: text))
    }
    // UTF-8 offsets: after "עד " (5 bytes) and after "30%. ".
    #expect(fonts.lineBreakOffsets(in: "עד 30%. על") == [5, 10])
  }

  @Test("wrapping: a compound that fits is not broken; one that does not is cut between characters")
  func wrapping() {
    let compound = "Donaudampfschifffahrtsgesellschaftskapitän"
    let fits = TextBlock("Der \(compound) winkt", fontSize: 15, maxWidth: 340, measurer: fonts)
    #expect(fits.lines == ["Der", compound, "winkt"])
    #expect(!fits.breaksWords)
    let narrow = TextBlock(compound, fontSize: 15, maxWidth: 150, measurer: fonts)
    #expect(narrow.lines == ["Donaudampfschifff", "ahrtsgesellschaftsk", "apitän"])
    #expect(narrow.lines.map { fonts.width(of: $0, fontSize: 15, bold: false) }.allSatisfy { $0 <= 150 })
    #expect(narrow.breaksWords)
    // Twelve characters of 17 pt fit in 210; the twelfth is followed by "。", which may not
    // begin a line, so the line ends before "す".
    let japanese = TextBlock("ここで商品を検索できます。絵文字も大丈夫です", fontSize: 17, maxWidth: 210, measurer: fonts)
    #expect(japanese.lines == ["ここで商品を検索できま", "す。絵文字も大丈夫です"])
    // Noto Sans CJK JP kerns "す。" by a tenth of an em.
    #expect(japanese.lines.map { fonts.width(of: $0, fontSize: 17, bold: false) } == [187, 185.3])
  }

  @Test("a body laid out again at the width it asked for keeps its lines (the picture once drew a third line the layout had not made room for)")
  func relayout() {
    let sizing = ViewSizing(measurer: fonts, direction: .leftToRight, textScale: 23.0 / 17)
    let body = ViewSpec(
      kind: .defaultBody(DefaultBodyContent(hint: "Your favorite recipes wait here, even offline.", next: "Next"), DefaultViewStyle()))
    let asked = sizing.preferredSize(of: body, maxWidth: 338.37)
    #expect(sizing.preferredSize(of: body, maxWidth: asked.width) == asked)
    #expect(abs(asked.height - 67.24724264705883) < 1e-9)
  }

  @Test("a mark with a character no font has: one warning naming the mark, the code point and the text")
  func missingGlyphWarning() throws {
    let source = ScriptRun.tour(
      marks: 2,
      """
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Tap \u{378} here", next = "Next" }
      end,
      """)
    let run = try ScriptRun(source, text: TextStack(fonts: fonts)).start().input("next")
    #expect(run.warnings == [#"mark 1: no installed font has U+0378 '\#u{378}' (in "Tap \#u{378} here"); it shows as an empty box"#])
  }
}
