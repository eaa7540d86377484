import Foundation
import TestSupport
import Testing

/// Strings files that break a rule say which rule, where (H4 of round3-findings): through the
/// built binary, each file made here by a generator.
@Suite("Strings files: the right message")
struct StringsFileMessageTests {
  /// Runs a one-mark tour over `file` holding `contents`; its stderr and status.
  func run(_ strings: String, _ file: String, _ contents: [UInt8]) throws -> (String, Int32) {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "strings = \"\(strings)\","))
    let url = folder.url.appendingPathComponent(file)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents).write(to: url)
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    return (result.stderr, result.status)
  }

  func xml(_ body: String) -> [UInt8] { Array("<resources>\n\(body)\n</resources>\n".utf8) }

  @Test("strings.xml: libxml2's limits named, invalid UTF-8 and control characters placed, UTF-16 named")
  func androidStrings() throws {
    let prefix = "tourhost: tour.lua:17: res/values/strings.xml"
    let cases: [([UInt8], String)] = [
      (
        xml("<string name=\"hello\">" + String(repeating: "x", count: 10_000_001) + "</string>"),
        ":2:22: a text of more than 10000000 bytes, the most XML is read with"
      ),
      (
        xml("<string name=\"hello\"><![CDATA[" + String(repeating: "y", count: 10_000_001) + "]]></string>"),
        ":2:22: a CDATA section of more than 10000000 bytes, the most XML is read with"
      ),
      (xml((0...100_000).map { "<string name=\"s\($0)\">v</string>" }.joined(separator: "\n")), ":100001:22: more than 100000 elements"),
      (Array("<resources>\n<string name=\"hello\">caf".utf8) + [0xE9] + Array("</string>\n</resources>\n".utf8), ":2:25: the text is not UTF-8"),
      (
        xml("<string name=\"hello\">a&#0;b</string>"),
        ":2:27: malformed XML: a character that XML does not allow (such as &#0; or a control character)"
      ),
      (
        [0xFF, 0xFE] + Array("<resources/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
        ":1:1: the file is UTF-16 (it starts with a UTF-16 byte-order mark); tourhost reads UTF-8: save it as UTF-8"
      ),
    ]
    for (contents, message) in cases {
      let (stderr, status) = try run("res", "res/values/strings.xml", contents)
      #expect(stderr == prefix + message + "\n")
      #expect(status == 2)
    }
  }

  @Test("a strings.xml of 12 MB (over libxml2's 10,000,000-byte lookahead) loads")
  func largeAndroidStrings() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1, "strings = \"res\","))
    let value = String(repeating: "Text of the tour. ", count: 7)
    let body = (0..<90_000).map { "<string name=\"s\($0)\">\(value)\($0)</string>" }.joined(separator: "\n")
    folder.write("res/values/strings.xml", "<resources>\n\(body)\n</resources>\n")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.stderr == "")
    #expect(result.status == 0)
  }

  @Test("a catalog: the JSON problem at its line and column, a key twice in a string refused")
  func catalogs() throws {
    let prefix = "tourhost: tour.lua:17: Localizable.xcstrings"
    let cases: [(String, String)] = [
      (
        "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"hello\": {\"comment\": \"\", \"comment\": \"\"}\n  }\n}\n",
        ":4:30: not a String Catalog: the key 'comment' appears twice in one object"
      ),
      ("{\"sourceLanguage\": \"en\", \"version\": 1e400, \"strings\": {}}", ":1:42: not a String Catalog: the number 1e400 is too large"),
      ("{\"sourceLanguage\": \"en\",\n\"strings\": {\"hello\": ", ":2:22: not a String Catalog: a value expected, got the end of the text"),
    ]
    for (text, message) in cases {
      let (stderr, status) = try run("Localizable.xcstrings", "Localizable.xcstrings", Array(text.utf8))
      #expect(stderr == prefix + message + "\n")
      #expect(status == 2)
    }
  }

  @Test("strings files as real apps have them load, with a warning where: a catalog's key written twice, a reference to a string the build defines")
  func realShapesLoad() throws {
    func firstLine(_ strings: String, _ file: String, _ contents: String) throws -> (String, Int32) {
      let folder = TemporaryDirectory()
      folder.write("tour.lua", ScriptRun.tour(marks: 1, "strings = \"\(strings)\","))
      folder.write(file, contents)
      let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
      return (String(result.stdout.prefix { $0 != "\n" }), result.status)
    }
    let catalog = "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"hello\": {},\n    \"hello\": {}\n  }\n}\n"
    #expect(
      try firstLine("Localizable.xcstrings", "Localizable.xcstrings", catalog)
        == (
          #"{"t":0,"event":"warning","message":"Localizable.xcstrings:5:5: the key 'hello' is written twice in strings (first at line 4); the first is used"}"#,
          0
        ))
    #expect(
      try firstLine("res", "res/values/strings.xml", "<resources>\n<string name=\"share\">@string/app_name</string>\n</resources>\n")
        == (
          #"{"t":0,"event":"warning","message":"res/values/strings.xml:2: @string/app_name names no string of res; the app's build must define it "#
            + #"elsewhere (a resValue, another source set, a library), so 'share' is not read"}"#, 0
        ))
  }

  @Test("an xliff that cannot be read is one message at the xliff line, exit 2")
  func badXLIFF() throws {
    let cases: [(String, String, String)] = [
      ("xliff = \"de.xliff\"", "<resources/>", "tourhost: tour.lua:17: de.xliff:1: the root element must be <xliff>, got <resources>\n"),
      ("xliff = \"de.xcloc\"", "", "tourhost: tour.lua:17: xliff: cannot read 'de.xcloc/Localized Contents/de.xliff' (no such file)\n"),
      ("xliff = { 7 }", "", "tourhost: tour.lua:17: xliff[1]: the path of an XLIFF file expected, got number\n"),
    ]
    for (field, contents, message) in cases {
      let folder = TemporaryDirectory()
      folder.write("tour.lua", ScriptRun.tour(marks: 1, "\(field), strings = \"strings\","))
      folder.write("strings/en.lua", "return { next = 'Next' }")
      folder.write("de.xliff", contents)
      let result = try TourhostBinary.run(["check", "tour.lua"], in: folder.url)
      #expect(result.stderr == message)
      #expect(result.status == 2)
    }
  }
}
