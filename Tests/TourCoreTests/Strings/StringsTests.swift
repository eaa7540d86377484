import Testing
import TourCore

@Suite("Strings: plurals, placeholders, pseudo-locales, fallbacks")
struct StringsTests {
  func categories(_ locale: String, _ counts: [Double]) -> [PluralCategory] {
    counts.map { PluralRules.category(of: $0, locale: locale) }
  }

  @Test("CLDR plural categories for the languages of the examples and their neighbours")
  func plurals() {
    #expect(categories("en", [0, 1, 2, 1.5]) == [.other, .one, .other, .other])
    #expect(categories("de", [1, 21]) == [.one, .other])
    #expect(
      categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) == [
        .zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many,
      ])
    #expect(categories("ja", [0, 1, 2]) == [.other, .other, .other])
    #expect(categories("ru", [1, 2, 5, 11, 21, 22, 25, 1.5]) == [.one, .few, .many, .many, .one, .few, .many, .other])
    #expect(categories("pl", [1, 2, 5, 12, 22]) == [.one, .few, .many, .many, .few])
    #expect(categories("fr", [0, 1, 2, 1_000_000]) == [.one, .one, .other, .many])
    #expect(categories("he", [1, 2, 3]) == [.one, .two, .other])
    #expect(categories("cs", [1, 3, 5, 1.5]) == [.one, .few, .other, .many])
    #expect(categories("pt-BR", [0, 1]) == [.one, .one])
    #expect(categories("pt-PT", [0, 1]) == [.other, .one])
  }

  @Test("placeholders are filled as Foundation and Android fill them")
  func placeholders() throws {
    #expect(try StringFormat.fill("%@ has %d items", with: [.text("Dana"), .number(3)]) == "Dana has 3 items")
    #expect(try StringFormat.fill("%lld of %lld", with: [.number(2), .number(5)]) == "2 of 5")
    #expect(try StringFormat.fill("%s: %i%%", with: [.text("Done"), .number(40)]) == "Done: 40%")
    #expect(try StringFormat.fill("%2$@ %1$@", with: [.text("world"), .text("hello")]) == "hello world")
    #expect(try StringFormat.fill("%2$lld / %1$s", with: [.text("x"), .number(7)]) == "7 / x")
    #expect(try StringFormat.fill("%.2f km", with: [.number(3.14159)]) == "3.14 km")
    #expect(try StringFormat.fill("%@", with: [.number(4)]) == "4")
    #expect(try StringFormat.fill("%@", with: [.number(2.5)]) == "2.5")
    #expect(throws: StringFormat.FormatError(message: "%2$@ needs argument 2, but 1 was given")) {
      try StringFormat.fill("%1$@ %2$@", with: [.text("a")])
    }
    #expect(throws: StringFormat.FormatError(message: "%d needs a whole number, got 2.5", argument: 1)) {
      try StringFormat.fill("%d", with: [.number(2.5)])
    }
    #expect(throws: StringFormat.FormatError(message: "%lld needs a number, got the string \"three\"", argument: 1)) {
      try StringFormat.fill("%lld", with: [.text("three")])
    }
    #expect(StringFormat.placeholders(in: "%1$@ has %2$lld, 100%% %s").map(\.text) == ["%1$@", "%2$lld", "%s"])
    #expect(StringFormat.placeholders(in: "%1$@ has %2$lld, 100%% %s").map(\.argument) == [1, 2, 1])
  }

  @Test("en-XA: accented look-alikes, placeholders marked »%@« and untouched, padded to the expansion for its length, in brackets")
  func accented() {
    // 4 characters: ×3 → 12; "Ñéẋţ" + " one two" is 12.
    #expect(PseudoLocale.accented.transform("Next") == "⟦Ñéẋţ one two⟧")
    // 12 characters: ×2 → 24, reached after "three" (26).
    #expect(PseudoLocale.accented.transform("Hello, %1$@!") == "⟦Ĥéļļö, »%1$@«¡ one two three⟧")
    #expect(
      PseudoLocale.accented.transform("Search every product in the store.")
        == "⟦Šéåŕçĥ éṽéŕý þŕöðûçţ îñ ţĥé šţöŕé. one two three four five⟧")
    #expect(PseudoLocale.expansion(forLength: 10) == 3 && PseudoLocale.expansion(forLength: 71) == 1.3)
    // Nothing of its own to translate: marked, not padded (R6 of round3-findings).
    #expect(PseudoLocale.accented.transform("%@") == "⟦»%@«⟧")
    #expect(PseudoLocale.accented.transform("%1$@ – %2$lld") == "⟦»%1$@« – »%2$lld«⟧")
    #expect(PseudoLocale.accented.transform("100%%") == "⟦100%% one two three⟧")
  }

  @Test("en-XA keeps a hint's markup: no bracket of its own, link ids and picture files as written")
  func accentedMarkup() {
    let text = PseudoLocale.accented.transform("**Tap** [here](help) for ![a cart](cart.png) help")
    #expect(text == "⟦**Ţåþ** [ĥéŕé](help) ƒöŕ ![å çåŕţ](cart.png) ĥéļþ one two three four five six seven⟧")
    let parsed = MarkupText(text).parsed
    #expect(parsed.problem == nil)
    #expect(parsed.runs.compactMap(\.link) == ["help"] && parsed.runs.compactMap(\.image) == ["cart.png"])
    #expect(parsed.runs.first { $0.style.contains(.bold) }?.text == "Ţåþ")
  }

  @Test("ar-XB: every word in RLM RLO ... PDF RLM")
  func bidi() {
    #expect(
      PseudoLocale.bidi.transform("Tap %@ now")
        == "\u{200F}\u{202E}Tap\u{202C}\u{200F} \u{200F}\u{202E}%@\u{202C}\u{200F} \u{200F}\u{202E}now\u{202C}\u{200F}")
    #expect(PseudoLocale(tag: "ar_XB") == .bidi && PseudoLocale(tag: "de") == nil)
  }

  @Test("a lookup falls back from a region to its language, then to the source language, and says why")
  func fallbacks() {
    let table = StringTable(
      sourceLanguage: "en",
      entries: [
        "next": ["en": .plain("Next"), "pt": .plain("Próximo"), "de": .plain("Weiter")],
        "done": ["en": .plain("Done")],
      ], origin: "Localizable.xcstrings")
    #expect(table.locales == ["en", "de", "pt"])
    #expect(table.lookup("next", locale: "pt-BR") == StringTable.Lookup(entry: .plain("Próximo"), locale: "pt", problem: nil))
    #expect(
      table.lookup("done", locale: "de")
        == StringTable.Lookup(
          entry: .plain("Done"), locale: "en", problem: "Localizable.xcstrings: 'done' has no 'de' translation; using 'en'"))
    // A language the strings do not have at all is said once, by the loader.
    #expect(table.lookup("next", locale: "fr") == StringTable.Lookup(entry: .plain("Next"), locale: "en", problem: nil))
    #expect(table.unknownLanguageWarning("fr") == "fr is not a language of Localizable.xcstrings (en, de, pt); using en")
    #expect(table.unknownLanguageWarning("pt-BR") == nil && table.unknownLanguageWarning("en-XA") == nil)
    // A key only a translation has: where it falls back to the source, the key itself is shown.
    let partial = StringTable(sourceLanguage: "en", entries: ["only_de": ["de": .plain("Nur Deutsch")]], origin: "res")
    #expect(
      partial.lookup("only_de", locale: nil)
        == StringTable.Lookup(
          entry: .plain("only_de"), locale: "en", problem: "res: 'only_de' has no string in the source language 'en'; the key is shown"))
    #expect(partial.lookup("only_de", locale: "de").problem == nil)
    #expect(
      table.lookup("gone", locale: nil)
        == StringTable.Lookup(
          entry: nil, locale: "en", problem: "Localizable.xcstrings has no string 'gone'; did you mean 'done'?"))
  }

  @Test("control characters a script made are shown, not sent: C0 but tab, DEL, C1")
  func controls() {
    #expect(ControlCharacters.shown("a\u{1B}]52;c;aGk=\u{07}b") == "a\u{241B}]52;c;aGk=\u{2407}b")
    #expect(ControlCharacters.shown("tab\tnew\nline") == "tab\tnew\u{240A}line")
    #expect(ControlCharacters.shown("tab\tnew\nline", keepsLines: true) == "tab\tnew\nline")
    #expect(ControlCharacters.shown("del\u{7F} c1\u{9B}") == "del\u{2421} c1\u{FFFD}")
    #expect(ControlCharacters.shown("plain, é, 東京") == "plain, é, 東京")
  }
}
