import Foundation
import Testing
import TourCore

@testable import TourImport

@Suite("The app's strings files")
struct StringsReaderTests {
  /// A String Catalog as Xcode writes one: a plain string, a plural, a key that is its own
  /// source string, a language with no source localization.
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Continue" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } }
          }
        },
        "cart.count" : {
          "extractionState" : "manual",
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا منتجات" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld منتج" } }
            } } }
          }
        },
        "greeting" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@!" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%@さん、こんにちは!" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  @Test("an Xcode String Catalog: plain strings, plural variations, keys that are their own source")
  func catalog() throws {
    let table = try StringCatalogReader.read(Data(Self.catalog.utf8), file: "Localizable.xcstrings")
    #expect(table.sourceLanguage == "en")
    #expect(table.locales == ["en", "ar", "de", "ja"])
    #expect(table.entries["Continue"] == ["en": .plain("Continue"), "de": .plain("Weiter")])
    #expect(table.entries["cart.count"]?["en"] == .plural([.one: "%lld item", .other: "%lld items"]))
    #expect(table.entries["cart.count"]?["ar"] == .plural([.zero: "لا منتجات", .other: "%lld منتج"]))
    #expect(table.entries["greeting"]?["ja"] == .plain("%@さん、こんにちは!"))
  }

  @Test("a catalog that is not one is one line naming the file and what is wrong")
  func badCatalogs() {
    func failure(_ text: String) -> String? {
      do {
        _ = try StringCatalogReader.read(Data(text.utf8), file: "L.xcstrings")
        return nil
      } catch { return error.description }
    }
    #expect(failure("{") == "L.xcstrings:1:2: not a String Catalog: a key in double quotes expected, got the end of the text")
    #expect(failure(#"{"strings": {}}"#) == #"L.xcstrings: sourceLanguage must be a language tag such as "en""#)
    #expect(failure(#"{"sourceLanguage": "en"}"#) == "L.xcstrings: strings must be an object of keys")
  }

  @Test("every JSON problem of a catalog says what and where (H4); a key twice is refused but among the strings; UTF-16 is named")
  func catalogProblemsWithPlaces() {
    func failure(_ bytes: [UInt8]) -> String? {
      do {
        _ = try StringCatalogReader.read(Data(bytes), file: "L.xcstrings")
        return nil
      } catch { return error.description }
    }
    func failure(_ text: String) -> String? { failure(Array(text.utf8)) }
    let twice = "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"hello\": {\"localizations\": {\"en\": {}, \"en\": {}}}\n  }\n}\n"
    #expect(failure(twice) == "L.xcstrings:4:43: not a String Catalog: the key 'en' appears twice in one object")
    #expect(
      failure(#"{"sourceLanguage": "en", "sourceLanguage": "de", "strings": {}}"#)
        == "L.xcstrings:1:26: not a String Catalog: the key 'sourceLanguage' appears twice in one object")
    #expect(failure(String(repeating: "[", count: 300)) == "L.xcstrings:1:257: not a String Catalog: nested deeper than 256 levels")
    #expect(
      failure(Array(#"{"sourceLanguage": "en", "strings": {"a\#u{01}"#.utf8))
        == "L.xcstrings:1:40: not a String Catalog: a control character in a string (write it as an escape, such as \\n)")
    #expect(
      failure(Array(#"{"sourceLanguage": "e"#.utf8) + [0xFF] + Array(#"n"}"#.utf8)) == "L.xcstrings:1:22: not a String Catalog: the text is not UTF-8"
    )
    #expect(
      failure(#"{"sourceLanguage": "en", "strings": {"k": {"x": "\ud800"}}}"#) == "L.xcstrings:1:56: not a String Catalog: a lone surrogate \\ud800")
    #expect(
      failure(#"{"sourceLanguage": "en", "n": 1e400, "strings": {}}"#) == "L.xcstrings:1:36: not a String Catalog: the number 1e400 is too large")
    #expect(
      failure([0xFF, 0xFE] + Array("{}".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        == "L.xcstrings: the file is UTF-16 (it starts with a UTF-16 byte-order mark); tourhost reads UTF-8: save it as UTF-8")
    // A byte-order mark of UTF-8 is fine.
    #expect(failure([0xEF, 0xBB, 0xBF] + Array(#"{"sourceLanguage": "en", "strings": {}}"#.utf8)) == nil)
  }

  @Test("one string the catalog does not read is kept as unread, saying what; the catalog is never refused for it")
  func unreadStrings() throws {
    func entry(_ localization: String) throws -> StringTable.Entry? {
      let text = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": "# + localization + #"}}}}"#
      return try StringCatalogReader.read(Data(text.utf8), file: "L.xcstrings").entries["k"]?["de"]
    }
    #expect(try entry(#"{"stringUnit": {"value": 3}}"#) == .unread("stringUnit.value is not a string"))
    #expect(try entry(#"{"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}"#) == .unread("variations.plural has no 'other' form"))
    #expect(try entry(#"{"variations": {"width": {}}}"#) == .unread("variations.width are not read"))
    #expect(try entry(#"{"variations": {"device": {"toaster": {}}}}"#) == .unread("variations.device.toaster is not a device family"))
    #expect(try entry(#"{"stringUnit": {"value": "%#@n@"}}"#) == .unread("%#@n@ has no substitution"))
    #expect(
      try entry(#"{"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": {"formatSpecifier": "lld"}}}"#)
        == .unread("substitutions.n.variations expected"))
    #expect(
      try entry(#"{"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": {"argNum": 0, "formatSpecifier": "lld"}}}"#)
        == .unread("substitutions.n.argNum must be a whole number from 1"))
    #expect(try entry("7") == .unread("the localization is not an object"))
  }

  /// A catalog as Xcode writes one for a string with two counts (substitutions), one worded
  /// per device, one per device and count, and one that is not translated.
  static let realCatalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items in %lld carts" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@items@ in %#@carts@" },
              "substitutions" : {
                "carts" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg cart" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg carts" } } } } },
                "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } } } } }
              }
            },
            "pl" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@items@ w %#@carts@" },
              "substitutions" : {
                "carts" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg koszyku" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg koszykach" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg koszykach" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg koszyka" } } } } },
                "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg produkt" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg produkty" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg produktów" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg produktu" } } } } }
              }
            }
          }
        },
        "Tap here" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap here" } },
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap here, beside the sidebar" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click here" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Select this" } }
            } } },
            "de" : { "variations" : { "device" : {
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Hier neben der Seitenleiste tippen" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Hier tippen" } }
            } } }
          }
        },
        "%lld new photos" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new photo" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new photos" } } } } },
              "other" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new photo in your library" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new photos in your library" } } } } }
            } } }
          }
        },
        "Shoply" : { "shouldTranslate" : false },
        "Later" : {
          "localizations" : {
            "de" : { "variations" : { "width" : { "short" : { "stringUnit" : { "state" : "translated", "value" : "Später" } } } } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  @Test("a catalog as Xcode writes it: each %#@part@ by its own count and the language's rules, device wording by family")
  func substitutionsAndDevices() throws {
    let table = try StringCatalogReader.read(Data(Self.realCatalog.utf8), file: "Localizable.xcstrings")
    func say(_ key: String, _ counts: [Double] = [], _ locale: String? = nil, _ family: DeviceFamily = .iphone) throws -> String {
      let lookup = table.lookup(key, locale: locale)
      let (format, arguments) = try lookup.entry!.resolve(counts.map { .number($0) }, locale: lookup.locale, family: family)
      return try StringFormat.fill(format, with: arguments)
    }
    #expect(try say("%lld items in %lld carts", [1, 1]) == "1 item in 1 cart")
    #expect(try say("%lld items in %lld carts", [3, 1]) == "3 items in 1 cart")
    #expect(try say("%lld items in %lld carts", [1, 2]) == "1 item in 2 carts")
    #expect(try say("%lld items in %lld carts", [2, 5], "pl") == "2 produkty w 5 koszykach")
    #expect(try say("%lld items in %lld carts", [22, 1], "pl") == "22 produkty w 1 koszyku")
    #expect(try say("%lld items in %lld carts", [5, 12], "pl") == "5 produktów w 12 koszykach")
    #expect(try say("Tap here") == "Tap here")
    #expect(try say("Tap here", [], nil, .ipad) == "Tap here, beside the sidebar")
    #expect(try say("Tap here", [], nil, .mac) == "Click here")
    #expect(try say("Tap here", [], nil, .watch) == "Select this")
    #expect(try say("Tap here", [], "de", .iphone) == "Hier tippen")
    #expect(try say("Tap here", [], "de", .ipad) == "Hier neben der Seitenleiste tippen")
    #expect(try say("%lld new photos", [1]) == "1 new photo")
    #expect(try say("%lld new photos", [4], nil, .ipad) == "4 new photos in your library")
    #expect(table.untranslated == ["Shoply"])
    #expect(table.lookup("Shoply", locale: "de").problem == nil)
    #expect(
      table.lookup("Later", locale: "de")
        == StringTable.Lookup(
          entry: .plain("Later"), locale: "en",
          problem: "Localizable.xcstrings: 'Later' in 'de' was not read (variations.width are not read); using 'en'", zeroFormForZero: true))
    #expect(throws: StringTable.Entry.ResolutionError(message: "needs a number as argument 2 for %#@carts@", argument: 2)) {
      try table.lookup("%lld items in %lld carts", locale: nil).entry!.resolve([.number(1)], locale: "en", family: .iphone)
    }
    // What checks read: every form, the parts written as the placeholders they stand for.
    #expect(
      table.entries["%lld items in %lld carts"]?["en"]?.forms
        == ["%1$lld items in %2$lld cart", "%1$lld items in %2$lld carts", "%1$lld item in %2$lld carts", "%1$lld items in %2$lld carts"])
  }

  /// A `res` folder as Android's documentation describes one.
  func resFolder() -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("res-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) {
      let file = root.appendingPathComponent(path)
      try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data(text.utf8).write(to: file)
    }
    write(
      "values/strings.xml",
      """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
          <string name="next">Next</string>
          <string name="welcome">Welcome,   %1$s!\\nIt\\'s   <b>great</b> to see you.</string>
          <string name="kept">"  two  spaces  "</string>
          <string name="app_name" translatable="false">Shop</string>
          <plurals name="items">
              <item quantity="one">%d item</item>
              <item quantity="other">%d items</item>
          </plurals>
      </resources>
      """)
    write(
      "values-de/strings.xml",
      """
      <resources><string name="next">Weiter</string></resources>
      """)
    write(
      "values-pt-rBR/strings.xml",
      """
      <resources><string name="next">Próximo</string></resources>
      """)
    write(
      "values-b+sr+Latn/strings.xml",
      """
      <resources><string name="next">Dalje</string></resources>
      """)
    write("values-night/colors.xml", "<resources/>")
    write(
      "values/donottranslate.xml",
      """
      <resources><string name="brand">Shoply</string></resources>
      """)
    write(
      "values/more.xml",
      #"""
      <resources xmlns:tools="http://schemas.android.com/tools">
        <string name="legal" tools:ignore="MissingTranslation">Terms</string>
        <string-array name="planets"><item>Mercury</item><item>"  Venus "</item></string-array>
        <string name="escapes">\@home \?attr a\u0020\u0020b "  q  "  x</string>
      </resources>
      """#)
    write(
      "values-de/arrays.xml",
      """
      <resources><string-array name="planets"><item>Merkur</item><item>Venus</item></string-array></resources>
      """)
    write(
      "values-ru/strings.xml",
      """
      <resources>
        <plurals name="items">
          <item quantity="one">%d товар</item>
          <item quantity="few">%d товара</item>
          <item quantity="many">%d товаров</item>
          <item quantity="other">%d товара</item>
        </plurals>
      </resources>
      """)
    return root
  }

  @Test("a catalog's %#@part@ without argNum takes the argument of its place, as Foundation does; a zero form is used for 0 in every language")
  func catalogAsXcodeWritesIt() throws {
    let catalog = #"""
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "%@ posts %lld people" : { "localizations" : { "en" : {
          "stringUnit" : { "state" : "translated", "value" : "%@ has %#@posts@ from %#@people@" },
          "substitutions" : {
            "posts" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg post" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg posts" } } } } },
            "people" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg person" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg people" } } } } } } } } },
        "cart" : { "localizations" : { "de" : { "variations" : { "plural" : {
          "zero" : { "stringUnit" : { "state" : "translated", "value" : "Ihr Warenkorb ist leer" } },
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } } } } } } } } }
      """#
    let table = try StringCatalogReader.read(Data(catalog.utf8), file: "L.xcstrings")
    let posts = try #require(table.lookup("%@ posts %lld people", locale: "en").entry)
    guard case .substitutions(_, let parts) = posts else {
      Issue.record("\(posts)")
      return
    }
    #expect(parts["posts"]?.argument == 2 && parts["people"]?.argument == 3)
    let lookup = table.lookup("%@ posts %lld people", locale: "en")
    let text = try StringTable.text(of: lookup, key: "", [.text("Lee"), .number(1), .number(3)], in: .standard)
    #expect(try StringFormat.fill(text.format, with: text.arguments) == "Lee has 1 post from 3 people")
    let cart = table.lookup("cart", locale: "de")
    #expect(try StringTable.text(of: cart, key: "cart", [.number(0)], in: TourEnvironment(locale: "de")).format == "Ihr Warenkorb ist leer")
    #expect(try StringTable.text(of: cart, key: "cart", [.number(5)], in: TourEnvironment(locale: "de")).format == "%lld Artikel")
  }

  @Test("a catalog's translation states: new and needs_review by locale, in a string or its variations; stale for the key")
  func translationStates() throws {
    let catalog = #"""
      { "sourceLanguage": "en", "version": "1.0", "strings": {
        "a": { "extractionState": "stale", "localizations": {
          "de": { "stringUnit": { "state": "needs_review", "value": "A" } },
          "fr": { "stringUnit": { "state": "translated", "value": "A" } } } },
        "b": { "localizations": { "ja": { "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%lld" } },
          "other": { "stringUnit": { "state": "new", "value": "%lld" } } } } } } } } }
      """#
    let table = try StringCatalogReader.read(Data(catalog.utf8), file: "L.xcstrings")
    #expect(table.states == ["a": ["": .stale, "de": .needsReview], "b": ["ja": .new]])
  }

  @Test("a key written twice among a catalog's strings keeps its first value, with a warning at the second")
  func catalogKeyTwice() throws {
    let catalog =
      "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"Merge\": { \"localizations\": { \"de\": "
      + "{ \"stringUnit\": { \"value\": \"Zusammenführen\" } } } },\n    \"Merge\": {}\n  }\n}\n"
    let table = try StringCatalogReader.read(Data(catalog.utf8), file: "L.xcstrings")
    #expect(table.fileWarnings == ["L.xcstrings:5:5: the key 'Merge' is written twice in strings (first at line 4); the first is used"])
    #expect(table.lookup("Merge", locale: "de").entry == .plain("Zusammenführen"))
  }

  @Test("an Android res folder: values and values-*, Android's escapes and white space, plurals")
  func android() throws {
    let folder = resFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try AndroidStringsReader.read(folder: folder, name: "res", sourceLanguage: "en")
    #expect(table.locales == ["en", "de", "pt-BR", "ru", "sr-Latn"])
    #expect(table.entries["next"] == ["en": .plain("Next"), "de": .plain("Weiter"), "pt-BR": .plain("Próximo"), "sr-Latn": .plain("Dalje")])
    #expect(table.entries["welcome"]?["en"] == .plain("Welcome, %1$s!\nIt's great to see you."))
    #expect(table.entries["kept"]?["en"] == .plain("  two  spaces  "))
    #expect(table.entries["items"]?["ru"] == .plural([.one: "%d товар", .few: "%d товара", .many: "%d товаров", .other: "%d товара"]))
    #expect(table.untranslated == ["app_name", "brand", "legal"])
    #expect(table.entries["planets"] == ["en": .list([.plain("Mercury"), .plain("  Venus ")]), "de": .list([.plain("Merkur"), .plain("Venus")])])
    #expect(table.entries["escapes"]?["en"] == .plain("@home ?attr a  b   q   x"))
    #expect(table.lookup("brand", locale: "de").problem == nil && table.lookup("legal", locale: "de").problem == nil)
    #expect(table.lookup("welcome", locale: "de").problem == "res: 'welcome' has no 'de' translation; using 'en'")
    #expect(try table.entries["planets"]!["de"]!.resolve([.number(2)], locale: "de", family: .other).format == "Venus")
    #expect(throws: StringTable.Entry.ResolutionError(message: "is a list of 2: give the index (1 to 2) as the first argument", argument: 1)) {
      try table.entries["planets"]!["en"]!.resolve([.number(3)], locale: "en", family: .other)
    }
    #expect(AndroidStringsReader.locale(ofFolder: "values-night") == nil)
    #expect(AndroidStringsReader.locale(ofFolder: "values-v21") == nil)
  }

  @Test("a <plurals> without an 'other' item loads, with a warning naming its file and line, as aapt2 builds it")
  func pluralsWithoutOther() throws {
    let folder = resFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      <resources>
        <plurals name="followers">
          <item quantity="one">%d подписчик</item>
          <item quantity="few">%d подписчика</item>
          <item quantity="many">%d подписчиков</item>
        </plurals>
      </resources>
      """.utf8
    ).write(to: folder.appendingPathComponent("values-ru/strings.xml"))
    let table = try AndroidStringsReader.read(folder: folder, name: "res", sourceLanguage: "en")
    #expect(table.entries["followers"]?["ru"] == .plural([.one: "%d подписчик", .few: "%d подписчика", .many: "%d подписчиков"]))
    #expect(
      table.fileWarnings == [
        "res/values-ru/strings.xml:2: <plurals name=\"followers\"> has no item of quantity 'other' (Android Lint's MissingQuantity); "
          + "a count of a quantity it lacks takes the source language's string, where Android throws Resources.NotFoundException"
      ])
  }

  @Test("a \\u escape: a surrogate pair is one character, and a variation selector after the digits stays after it")
  func unicodeEscapes() {
    #expect(AndroidStringsReader.unescaped(#"\uD83D\uDDC4"# + "\u{FE0F}").unicodeScalars.map(\.value) == [0x1F5C4, 0xFE0F])
    #expect(AndroidStringsReader.unescaped(#"caf\u00e9"# + "\u{301}").unicodeScalars.map(\.value) == [0x63, 0x61, 0x66, 0xE9, 0x301])
    #expect(AndroidStringsReader.unescaped(#"\uD83D alone"#) == "uD83D alone")
    #expect(AndroidStringsReader.unescaped(#"\uDDC4\uD83D"#) == "uDDC4uD83D")
  }

  /// A res folder of `files` (path → text) beside nothing else.
  func res(_ files: [String: String]) -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("res-\(UUID().uuidString)")
    for (path, text) in files {
      let file = root.appendingPathComponent(path)
      try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data("<resources>\n\(text)\n</resources>".utf8).write(to: file)
    }
    return root
  }

  @Test("@string/name is resolved in the locale asked for, in strings and array items; \\@string/name is text")
  func references() throws {
    let folder = res([
      "values/strings.xml": """
      <string name="no_videos">No videos</string>
      <string name="empty" translatable="false">@string/no_videos</string>
      <string name="chained" translatable="false">@string/empty</string>
      <string name="light">Light</string>
      <string-array name="themes"><item>@string/light</item><item>Auto</item></string-array>
      <string name="escaped">\\@string/light</string>
      """,
      "values-de/strings.xml": #"<string name="no_videos">Keine Videos</string><string name="light">Hell</string>"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let table = try AndroidStringsReader.read(folder: folder, name: "res", sourceLanguage: "en")
    #expect(table.lookup("empty", locale: "de").entry == StringTable.Entry.plain("Keine Videos"))
    #expect(table.lookup("chained", locale: "de").entry == StringTable.Entry.plain("Keine Videos"))
    #expect(table.lookup("chained", locale: "en").entry == StringTable.Entry.plain("No videos"))
    #expect(table.lookup("themes", locale: "de").entry == StringTable.Entry.list([.plain("Hell"), .plain("Auto")]))
    #expect(table.lookup("escaped", locale: "en").entry == StringTable.Entry.plain("@string/light"))
  }

  @Test("a reference to no string of the folder loads, not read, with a warning naming where; a cycle is refused as aapt2 refuses it")
  func badReferences() throws {
    let missing = res([
      "values/strings.xml": "<string name=\"no_videos\">None</string>\n<string name=\"b\">@string/no_video</string>\n"
        + "<string-array name=\"list\"><item>@string/app_name</item></string-array>"
    ])
    defer { try? FileManager.default.removeItem(at: missing) }
    let table = try AndroidStringsReader.read(folder: missing, name: "res", sourceLanguage: "en")
    #expect(
      table.fileWarnings == [
        "res/values/strings.xml:3: @string/no_video names no string of res (did you mean 'no_videos'?); the app's build must define it "
          + "elsewhere (a resValue, another source set, a library), so 'b' is not read",
        "res/values/strings.xml:4: @string/app_name names no string of res; the app's build must define it "
          + "elsewhere (a resValue, another source set, a library), so 'list' is not read",
      ])
    let shown = table.lookup("b", locale: "de")
    #expect(shown.entry == .plain("b"))
    #expect(shown.problem == "res: 'b' in 'en' was not read (@string/no_video is not in res); showing the key")
    #expect(table.lookup("list", locale: "en").entry == .list([.unread("@string/app_name is not in res")]))
    #expect(
      throws: StringTable.Entry.ResolutionError(message: "item 1 was not read (@string/app_name is not in res)", argument: 1)
    ) { try table.lookup("list", locale: "en").entry?.resolve([.number(1)], locale: "en", family: .iphone) }
    let cycle = res(["values/strings.xml": "<string name=\"a\">@string/b</string>\n<string name=\"b\">@string/a</string>"])
    defer { try? FileManager.default.removeItem(at: cycle) }
    #expect(
      throws: StringsFileError(
        "a cycle of references: @string/a → @string/b → @string/a (it closes at res/values/strings.xml:3); aapt2 refuses it",
        file: "res/values/strings.xml", line: 2)
    ) { try AndroidStringsReader.read(folder: cycle, name: "res", sourceLanguage: "en") }
  }

  @Test("a strings.xml that is not one names its file and line")
  func badAndroid() throws {
    let folder = resFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<resources>\n  <plurals name=\"x\">\n    <item quantity=\"several\">a</item>\n  </plurals>\n</resources>".utf8)
      .write(to: folder.appendingPathComponent("values-de/strings.xml"))
    #expect(throws: StringsFileError("<item> needs a quantity: zero, one, two, few, many or other", file: "res/values-de/strings.xml", line: 3)) {
      try AndroidStringsReader.read(folder: folder, name: "res", sourceLanguage: "en")
    }
    try Data("<!DOCTYPE x [<!ENTITY a \"b\">]><resources/>".utf8).write(to: folder.appendingPathComponent("values-de/strings.xml"))
    #expect(
      throws: StringsFileError(
        "a DOCTYPE is refused: tourhost reads no DTDs and expands no entities", file: "res/values-de/strings.xml", line: 1, column: 1)
    ) {
      try AndroidStringsReader.read(folder: folder, name: "res", sourceLanguage: "en")
    }
  }
}
