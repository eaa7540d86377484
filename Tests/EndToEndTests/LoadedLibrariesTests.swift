import Foundation
import TestSupport
import Testing

/// The libraries a run needs only for some tours (ICU for line breaks beyond ASCII and a
/// locale's digits, FriBidi for text that is not left-to-right ASCII, HarfBuzz for shaping,
/// fontconfig for a family a tour names, libxml2 for XML captures and strings files, libcurl
/// for a cache server, SQLite for a progress database) are loaded at their first use, not by
/// the loader at every start.
@Suite("Libraries loaded when first needed")
struct LoadedLibrariesTests {
  /// The shared libraries the loader opens for `binary` (its DT_NEEDED entries).
  func needed(_ binary: String) throws -> [String] {
    let dynamic = try TourhostBinary.run(["-d", TourhostBinary.sibling(binary).path], executable: URL(fileURLWithPath: "/usr/bin/readelf"))
    return dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
      line.split(separator: "[").last.map { String($0.dropLast()) }
    }
  }

  @Test(
    "neither binary names ICU, FriBidi, HarfBuzz, fontconfig, libxml2, libcurl or SQLite among the libraries it starts with",
    arguments: ["tourhost", "tourhost-live"])
  func notLinked(_ binary: String) throws {
    let libraries = try needed(binary)
    #expect(libraries.contains("liblua5.4.so.0"), "\(libraries)")
    let later = ["libicu", "libxml2", "libcurl", "libfribidi", "libharfbuzz", "libfontconfig", "libsqlite3"]
    #expect(libraries.filter { library in later.contains { library.hasPrefix($0) } } == [])
  }

  @Test("a run that needs them loads them: an XML capture, Japanese broken into lines by ICU, a locale's digits")
  func loadedWhenNeeded() throws {
    let folder = TemporaryDirectory()
    folder.write(
      "screen.xml",
      #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" text="" resource-id="a" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]"/></hierarchy>"#
    )
    let hint = String(repeating: "日本語のテキストは、ことばの間で改行されます。", count: 2)
    folder.write(
      "tour.lua",
      """
      return { id = "t", screen = { capture = "screen.xml", scale = 2.625 }, numberOfCoachMarks = 2,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, i, m) return ctl.helper:makeDefaultCoachViews { hint = "\(hint)", next = "ok" } end }
      """)
    let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--locale", "ar"], in: folder.url)
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    // Two lines of 340.8 points: broken where ICU allows, between the words.
    #expect(lines.contains { $0.contains(#""event":"didShow","index":1"#) && $0.contains(#""body":[35.32,420.95,340.8,72.38]"#) })
    #expect(lines.contains(#"{"t":0.6,"event":"announce","index":1,"message":"\#(hint) الخطوة ١ من ٢. ok، زر."}"#))
  }

  @Test("a family a tour names is found by fontconfig, and Arabic laid out with FriBidi's levels")
  func familyAndBidi() throws {
    let folder = TemporaryDirectory()
    let tour = """
      return { id = "t", fonts = { "FAMILY" },
        screen = { width = 390, height = 844, views = { { id = "a", frame = { 10, 100, 100, 40 } } } },
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl, i) return ctl.helper:makeCoachMark { view = "a" } end,
        coachMarkViewsAt = function(ctl, i, m)
          return ctl.helper:makeDefaultCoachViews { hint = "ابحث عن أي منتج في المتجر (Search) هنا", next = "التالي" }
        end }
      """
    folder.write("tour.lua", tour.replacingOccurrences(of: "FAMILY", with: "Noto Sans"))
    folder.write("nope.lua", tour.replacingOccurrences(of: "FAMILY", with: "Nope Sans"))
    let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay", "--locale", "ar"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(
      run.stdout.split(separator: "\n").contains {
        $0.contains(#""event":"didShow","index":1"#) && $0.contains(#""body":[20,153,346.71,43.15]"#)
      })
    let nope = try TourhostBinary.run(["run", "nope.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(nope.status == 2)
    #expect(nope.stderr == "tourhost: nope.lua:1: fonts: no family 'Nope Sans' is installed (fc-list : family lists those that are)\n")
  }

  @Test("without SQLite's library, a run with --state stops with one message naming it, exit 2")
  func sqliteMissing() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", ScriptRun.tour(marks: 1))
    // A library of that name with none of SQLite's functions, found first by the loader.
    folder.write("stand-in.c", "int nothing(void) { return 0; }\n")
    let library = folder.path("lib/libsqlite3.so.0")
    try FileManager.default.createDirectory(atPath: folder.path("lib"), withIntermediateDirectories: true)
    let compiled = try TourhostBinary.run(
      ["-shared", "-o", library, folder.path("stand-in.c")], executable: URL(fileURLWithPath: "/usr/bin/cc"))
    try #require(compiled.status == 0, "\(compiled.stderr)")
    let run = try TourhostBinary.run(
      ["run", "tour.lua", "--headless", "--autoplay", "--state", "p.sqlite"], in: folder.url,
      environment: ["LD_LIBRARY_PATH": folder.path("lib")])
    #expect(run.status == 2)
    #expect(run.stderr == "tourhost: p.sqlite: cannot open the progress database (libsqlite3.so.0 has no sqlite3_open_v2)\n")
    #expect(run.stdout == "")
  }
}
