import Testing
import TourCore

/// The hint's markup: runs with their styles, links and images; markup that does not
/// parse shown as written, with why.
@Suite("Hint markup")
struct HintMarkupTests {
  typealias Run = HintMarkup.Run

  @Test("plain text is one plain run; an empty string has none")
  func plain() {
    let parsed = HintMarkup.parse("Search every aisle at once.")
    #expect(parsed.runs == [Run("Search every aisle at once.")])
    #expect(parsed.problem == nil)
    #expect(HintMarkup.parse("").runs == [])
  }

  @Test("bold, italic (both spellings), code, and emphasis nested one inside the other")
  func styles() {
    #expect(
      HintMarkup.parse("Tap **Add** to keep *this* one, or _that_ with `cmd-K`.").runs == [
        Run("Tap "), Run("Add", style: .bold), Run(" to keep "), Run("this", style: .italic), Run(" one, or "), Run("that", style: .italic),
        Run(" with "), Run("cmd-K", style: .code), Run("."),
      ])
    #expect(
      HintMarkup.parse("**bold and *italic* too**").runs == [
        Run("bold and ", style: .bold), Run("italic", style: [.bold, .italic]), Run(" too", style: .bold),
      ])
    #expect(HintMarkup.parse("`**not bold**`").runs == [Run("**not bold**", style: .code)])
    #expect(HintMarkup.parse("***both***").runs == [Run("both", style: [.bold, .italic])])
    #expect(HintMarkup.parse("**bold *and italic***").runs == [Run("bold ", style: .bold), Run("and italic", style: [.bold, .italic])])
  }

  @Test("a link's text keeps its styles and carries its id; an image is a run with its alt and file")
  func linksAndImages() {
    #expect(
      HintMarkup.parse("See [the **new** list](lists) ![cart icon](icons/cart.png) now").runs == [
        Run("See "), Run("the ", link: "lists"), Run("new", style: .bold, link: "lists"), Run(" list", link: "lists"), Run(" "),
        Run("cart icon", image: "icons/cart.png"), Run(" now"),
      ])
    #expect(HintMarkup.parse("See [the list](lists) ![cart icon](cart.png)").plainText == "See the list cart icon")
  }

  @Test("a backslash writes the mark itself; newlines stay line breaks")
  func escapesAndBreaks() {
    #expect(HintMarkup.parse(#"2 \* 3 = 6, a\_b, \[x\]"#).runs == [Run("2 * 3 = 6, a_b, [x]")])
    #expect(HintMarkup.parse("First line\n**second**").runs == [Run("First line\n"), Run("second", style: .bold)])
  }

  @Test("markup that does not parse is shown as written, whole, with why")
  func problems() {
    let cases: [(String, String)] = [
      ("Tap **Add to keep", "** at 5 is never closed"),
      ("an *open one", "* at 4 is never closed"),
      ("`code", "` at 1 is never closed"),
      ("[the list]", "the link at 1 has no (id) after its ]"),
      ("[the list", "the link at 1 has no ] after its text"),
      ("[the list](", "( after the ] at 1 is never closed"),
      ("[the list]( )", "the link or image at 1 has an empty ()"),
      ("![alt", "the image at 1 has no ] after its alt text"),
      ("![alt]", "the image at 1 has no (file) after its ]"),
      ("[outer [inner](b)](a)", "[ at 8 opens a link inside a link"),
      ("*a _b_ c*", "_ at 4 opens inside its own kind"),
      ("[a **b](x)", "** at 4 is never closed"),
      ("**bold *and italic**", "* at 8 is never closed"),
    ]
    for (text, problem) in cases {
      let parsed = HintMarkup.parse(text)
      #expect(parsed.problem == problem, Comment(rawValue: text))
      #expect(parsed.runs == [Run(text)], Comment(rawValue: text))
    }
  }

  @Test("any mix of marks parses or is shown as written, never loses a letter, and a long one stays quick")
  func anyText() {
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let alphabet = Array("*_`[]()!\\ab \n")
    for _ in 0..<3000 {
      let text = String((0..<Int(next() % 24)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] })
      let parsed = HintMarkup.parse(text)
      if parsed.problem != nil {
        #expect(parsed.runs == (text.isEmpty ? [] : [Run(text)]), Comment(rawValue: text))
      } else {
        let letters = { (s: String) in s.filter { $0 == "a" || $0 == "b" }.count }
        #expect(letters(parsed.plainText) == letters(text), Comment(rawValue: text))
      }
    }
    let long = String(repeating: "**a *b* `c` [d](e) ", count: 20_000)
    #expect(HintMarkup.parse(long).problem == nil)
  }
}
