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
    #expect(failure("{") == "L.xcstrings: not a String Catalog: the file is not JSON")
    #expect(failure(#"{"strings": {}}"#) == #"L.xcstrings: sourceLanguage must be a language tag such as "en""#)
    #expect(failure(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#)
      == "L.xcstrings: strings.k.localizations.de.stringUnit.value must be a string")
    #expect(failure(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "x"}}}}}}}}}"#)
      == "L.xcstrings: strings.k.localizations.de.variations.plural needs an 'other' form")
    #expect(failure(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"device": {}}}}}}}"#)
      == "L.xcstrings: strings.k.localizations.de.variations: only plural variations are read (not device)")
  }

  /// A `res` folder as Android's documentation describes one.
  func resFolder() -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("res-\(UUID().uuidString)")
    func write(_ path: String, _ text: String) {
      let file = root.appendingPathComponent(path)
      try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data(text.utf8).write(to: file)
    }
    write("values/strings.xml", """
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
    write("values-de/strings.xml", """
      <resources><string name="next">Weiter</string></resources>
      """)
    write("values-pt-rBR/strings.xml", """
      <resources><string name="next">Próximo</string></resources>
      """)
    write("values-b+sr+Latn/strings.xml", """
      <resources><string name="next">Dalje</string></resources>
      """)
    write("values-night/colors.xml", "<resources/>")
    write("values-ru/strings.xml", """
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
    #expect(AndroidStringsReader.locale(ofFolder: "values-night") == nil)
    #expect(AndroidStringsReader.locale(ofFolder: "values-v21") == nil)
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
    #expect(throws: StringsFileError("a DOCTYPE is refused: tourhost reads no DTDs and expands no entities", file: "res/values-de/strings.xml", line: 1)) {
      try AndroidStringsReader.read(folder: folder, name: "res", sourceLanguage: "en")
    }
  }
}
