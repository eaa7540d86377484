import Foundation
import Testing
import TourCore

@testable import TourImport

@Suite("XLIFF: how far each translation is")
struct XLIFFStatesReaderTests {
  /// An export as Xcode writes one into `de.xcloc`: one `<file>` per strings table, a plural's
  /// forms as units `key|==|plural.one`, each target with its state.
  static let xcodeExport = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2">
      <file original="Shop/InfoPlist.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="hint" xml:space="preserve"><source>Shop</source><target state="new">Shop</target></trans-unit>
        </body>
      </file>
      <file original="Shop/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/></header>
        <body>
          <trans-unit id="hint" xml:space="preserve">
            <source>Find it here.</source>
            <target state="needs-review-l10n">Hier finden.</target>
            <note/>
          </trans-unit>
          <trans-unit id="cart|==|plural.one" xml:space="preserve"><source>%lld item</source><target state="translated">%lld Artikel</target></trans-unit>
          <trans-unit id="cart|==|plural.other" xml:space="preserve"><source>%lld items</source><target state="new">%lld items</target></trans-unit>
          <trans-unit id="done" xml:space="preserve"><source>Done</source><target state="final">Fertig</target></trans-unit>
          <trans-unit id="later" xml:space="preserve"><source>Later</source></trans-unit>
          <trans-unit id="unit-7" resname="skip" xml:space="preserve"><source>Skip</source><target>Überspringen</target></trans-unit>
        </body>
      </file>
    </xliff>
    """

  func read(_ text: String, table: String? = "Localizable.xcstrings") throws(StringsFileError) -> XLIFFStatesReader.States {
    try XLIFFStatesReader.read(Data(text.utf8), file: "de.xliff", table: table)
  }

  @Test("XLIFF 1.2 as Xcode exports it: the tour's table, each key's farthest state, resname before id")
  func xcodeExport() throws {
    #expect(try read(Self.xcodeExport) == .init(locale: "de", states: ["hint": .needsReview, "cart": .new, "later": .new]))
    // Without a table of that name, every file's units are read; the first file's `new` wins.
    #expect(try read(Self.xcodeExport, table: "Other.xcstrings").states["hint"] == .new)
  }

  @Test("XLIFF 2.0: a segment's state, initial by default; groups followed")
  func version2() throws {
    let text = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="pt-BR">
        <file id="f1"><group id="onboarding">
          <unit id="hint"><segment state="reviewed"><source>Find it</source><target>Ache</target></segment></unit>
          <unit id="next"><segment><source>Next</source><target>Próximo</target></segment></unit>
          <unit id="done"><segment state="translated"><source>Done</source><target>Feito</target></segment></unit>
        </group></file>
      </xliff>
      """
    #expect(try read(text) == .init(locale: "pt-BR", states: ["next": .new]))
  }

  @Test("an XLIFF file that is not one, or names no language, is one message at its line")
  func problems() {
    func failure(_ text: String) -> String? {
      do {
        _ = try read(text)
        return nil
      } catch { return error.description }
    }
    #expect(failure("<resources/>") == "de.xliff:1: the root element must be <xliff>, got <resources>")
    #expect(
      failure("<xliff version=\"1.2\">\n<file original=\"a\"><body/></file></xliff>")
        == "de.xliff:1: <file target-language> must name the translation's language, such as \"de\"")
    #expect(failure("<xliff version=\"1.2\">\n<file>") == "de.xliff:2:7: malformed XML: the document ends before its last element is closed")
  }

  @Test("an imported language's states replace the strings file's for that language only")
  func importing() {
    var table = StringTable(sourceLanguage: "en", origin: "L.xcstrings")
    table.states = ["hint": ["de": .new, "fr": .new], "done": ["de": .needsReview], "old": ["": .stale]]
    table.importStates(["next": .needsReview], locale: "de", file: "de.xliff")
    #expect(table.states == ["hint": ["fr": .new], "next": ["de": .needsReview], "old": ["": .stale]])
    #expect(table.stateSources == ["de": "de.xliff"])
  }
}
