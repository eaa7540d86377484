import Foundation
import Testing
import TourCore

@testable import TourLua

/// A strings file is parsed once for the same bytes, whatever number of configurations load it.
@Suite("Strings parsed once for the same bytes")
struct StringsFileCacheTests {
  func key(_ text: String, path: String = "res") -> StringsFileCache.Key {
    .init(path: path, sourceLanguage: "en", files: ["values/strings.xml"], contents: [Data(text.utf8)])
  }

  struct Refused: Error {}

  @Test("the same bytes are read once, other bytes again; an error is not kept; the oldest of five goes")
  func keptByBytes() throws {
    let cache = ParsedBytesCache<StringsFileCache.Key, StringTable>(most: 4, mostBytes: 1 << 20)
    var reads = 0
    func read(_ origin: String) -> StringTable {
      reads += 1
      return StringTable(sourceLanguage: "en", origin: origin)
    }
    #expect(cache.value(key("a")) { read("first") }.origin == "first")
    #expect(cache.value(key("a")) { read("second") }.origin == "first")
    #expect(reads == 1)
    #expect(cache.value(key("b")) { read("changed") }.origin == "changed")
    #expect(throws: Refused.self) { try cache.value(key("c")) { () throws(Refused) in throw Refused() } }
    #expect(cache.value(key("c")) { read("fixed") }.origin == "fixed")
    #expect(reads == 3)
    for name in ["d", "e", "f"] { _ = cache.value(key(name)) { read(name) } }
    #expect(cache.value(key("a")) { read("again") }.origin == "again")
    #expect(cache.value(key("f")) { read("kept") }.origin == "f")
  }
}
