import Foundation
import TestSupport
import Testing
import TourCore

@testable import TourLua

/// Strings and screen files are parsed once for the same bytes, however many loads read them,
/// and the cache holds what its bounds allow.
@Suite("Files parsed once for the same bytes")
struct ParsedBytesCacheTests {
  struct Key: ParsedBytesKey {
    var bytes: Data
    var byteCount: Int { bytes.count }
  }

  @Test("a key over the bytes allowed is parsed each time; the bytes kept push out the oldest")
  func bounds() {
    let cache = ParsedBytesCache<Key, String>(most: 10, mostBytes: 8)
    var parsed: [String] = []
    func value(_ text: String) -> String {
      cache.value(Key(bytes: Data(text.utf8))) {
        parsed.append(text)
        return text
      }
    }
    for text in ["too large", "too large", "abcd", "efgh", "abcd", "ijkl", "efgh", "abcd"] { _ = value(text) }
    #expect(parsed == ["too large", "too large", "abcd", "efgh", "ijkl", "abcd"])
  }

  static let tour = """
    return { screen = "screens/./phone.json", numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end }
    """
  static let phone = #"{ "width": 200, "height": 300, "views": [ { "id": "a", "frame": [1, 2, 3, 4] } ] }"#

  @Test("the same screen file in a right-to-left language is a right-to-left screen; its path is watched standardized")
  func screenByDirection() throws {
    let english = try ScriptRun(Self.tour, files: ["screens/phone.json": Self.phone])
    let hebrew = try ScriptRun(Self.tour, files: ["screens/phone.json": Self.phone], environment: TourEnvironment(locale: "he"))
    let again = try ScriptRun(Self.tour, files: ["screens/phone.json": Self.phone])
    #expect(english.controller.screen.layoutDirection == .leftToRight)
    #expect(hebrew.controller.screen.layoutDirection == .rightToLeft)
    #expect(again.controller.screen.layoutDirection == .leftToRight)
    #expect(again.controller.screen.views == [ScreenView(id: "a", frame: Rect(x: 1, y: 2, width: 3, height: 4))])
    let folder = again.tour.scriptURL.path.parentFolder
    #expect(again.tour.watchedFiles.map(\.path) == [folder + "/tour.lua", folder + "/screens/phone.json"])
  }

  @Test("a screen file saved with other bytes is read anew by the next load; a broken one is named, then fixed")
  func changedScreen() throws {
    let run = try ScriptRun(Self.tour, files: ["screens/phone.json": Self.phone])
    run.directory.write("screens/phone.json", Self.phone.replacingOccurrences(of: "200", with: "250"))
    let next = try LuaTour(loading: run.tour.scriptURL, for: CoachMarksController(screen: .standard, timeline: Timeline()), displayName: "tour.lua")
    #expect(next.definition.screen.size == Size(width: 250, height: 300))
    run.directory.write("screens/phone.json", "{ \"width\": 250, ")
    for _ in 1...2 {
      let error = #expect(throws: TourLoadError.self) {
        try LuaTour(loading: run.tour.scriptURL, for: CoachMarksController(screen: .standard, timeline: Timeline()), displayName: "tour.lua")
      }
      #expect(error?.message == "screens/./phone.json:1:17: invalid JSON: a key in double quotes expected, got the end of the text")
    }
    run.directory.write("screens/phone.json", Self.phone)
    let fixed = try LuaTour(loading: run.tour.scriptURL, for: CoachMarksController(screen: .standard, timeline: Timeline()), displayName: "tour.lua")
    #expect(fixed.definition.screen.size == Size(width: 200, height: 300))
  }
}
