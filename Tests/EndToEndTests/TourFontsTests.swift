import Foundation
import TestSupport
import Testing

/// A tour's fonts, through the built binary: the Android profile's Roboto, font files in the
/// tour's folder and installed families, what a bad `fonts` says, and where the fonts are
/// named (the trace's start, check's note, the pictures' glyphs).
@Suite("A tour's fonts")
struct TourFontsTests {
  /// Roboto's files as Debian installs them (fonts-roboto, which scripts/setup installs).
  static let robotoFolder = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"

  static func tour(_ fields: String = "") -> String {
    """
    return {
      \(fields)
      screen = { width = 390, height = 844, views = { { id = "search", frame = { 20, 100, 350, 44 } } } },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = "search" } end,
      coachMarkViewsAt = function(ctl, index, mark)
        return ctl.helper:makeDefaultCoachViews { hint = "Search every aisle at once, with a *slanted* word.", next = "Next" }
      end,
    }
    """
  }

  /// The trace's start line and the shown mark's layout, of a headless run.
  func played(_ folder: TemporaryDirectory, _ script: String, _ more: [String] = []) throws -> (start: String, layout: String) {
    let result = try TourhostBinary.run(["run", script, "--headless", "--autoplay"] + more, in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let shown = try #require(result.lines.first { $0.contains(#""event":"didShow""#) })
    let layout = try #require(shown.range(of: #""layout":"#)).lowerBound
    return (result.lines[0], String(shown[layout...]))
  }

  @Test("an Android device measures in Roboto and names it in the trace's start; iOS keeps DejaVu Sans and says nothing")
  func androidDefault() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour())
    let ios = try played(folder, "tour.lua", ["--device", "iphone"])
    let android = try played(folder, "tour.lua", ["--device", "pixel-8"])
    #expect(ios.start == #"{"t":0,"event":"start","count":1}"#)
    #expect(android.start == #"{"t":0,"event":"start","count":1,"fonts":"Roboto"}"#)
    #expect(ios.layout.contains(#""body":[22.65,157,344.71,54.92]"#))
    #expect(android.layout.contains(#""body":[41.95,157,306.09,55.16]"#))
  }

  @Test("font files in the tour's folder and the same family installed measure alike, on the platform they are named for")
  func filesAndFamilies() throws {
    let folder = TemporaryDirectory()
    for face in ["Regular", "Bold", "Italic"] {
      folder.write("fonts/Roboto-\(face).ttf", data: try Data(contentsOf: URL(fileURLWithPath: "\(Self.robotoFolder)/Roboto-\(face).ttf")))
    }
    folder.write(
      "files.lua", Self.tour(#"fonts = { ios = { "fonts/Roboto-Regular.ttf", "fonts/Roboto-Bold.ttf", "fonts/Roboto-Italic.ttf" } },"#))
    folder.write("family.lua", Self.tour(#"fonts = { ios = { "Roboto" } },"#))
    folder.write("both.lua", Self.tour(#"fonts = { "Roboto" },"#))
    folder.write("default.lua", Self.tour())
    let android = try played(folder, "default.lua", ["--device", "pixel-8"])
    let files = try played(folder, "files.lua", ["--device", "iphone"])
    let family = try played(folder, "family.lua", ["--device", "iphone"])
    let both = try played(folder, "both.lua", ["--device", "iphone"])
    #expect(files.start == #"{"t":0,"event":"start","count":1,"fonts":"Roboto"}"#)
    #expect(files.layout == android.layout)
    #expect(family.layout == android.layout)
    #expect(both.layout == android.layout)
    // Named for iOS only: Android keeps its default, which is Roboto too; the described
    // screen without a device is iOS's.
    #expect(try played(folder, "files.lua").start == #"{"t":0,"event":"start","count":1,"fonts":"Roboto"}"#)
  }

  @Test("an app file's fonts are its tours' on a platform they name none for; check notes them; a bad one is the app file's error")
  func appFonts() throws {
    let folder = TemporaryDirectory()
    for face in ["Regular", "Bold"] {
      folder.write("fonts/Roboto-\(face).ttf", data: try Data(contentsOf: URL(fileURLWithPath: "\(Self.robotoFolder)/Roboto-\(face).ttf")))
    }
    folder.write("welcome.lua", Self.tour())
    folder.write("own.lua", Self.tour(#"id = "own", fonts = { ios = { "DejaVu Sans" } },"#))
    folder.write(
      "app.lua", "return {\n  tours = { \"welcome.lua\" },\n  fonts = { ios = { \"fonts/Roboto-Regular.ttf\", \"fonts/Roboto-Bold.ttf\" } },\n}\n")
    folder.write("tour.lua", Self.tour())
    let alone = try played(folder, "tour.lua", ["--device", "iphone"])
    let android = try played(folder, "tour.lua", ["--device", "pixel-8"])
    let app = try played(folder, "app.lua", ["--device", "iphone"])
    let appRun = try TourhostBinary.run(["run", "app.lua", "--headless", "--autoplay", "--device", "iphone"], in: folder.url)
    #expect(appRun.lines.contains(#"{"t":0,"event":"start","count":1,"fonts":"Roboto"}"#))
    #expect(app.layout == android.layout)
    #expect(app.layout != alone.layout)
    let check = try TourhostBinary.run(["check", "app.lua", "--devices", "iphone"], in: folder.url)
    #expect(check.lines.contains("welcome.lua: info: its text is set in Roboto on iOS, then the fallback fonts"), "\(check.stdout)")
    // A tour's own fonts come before the app's.
    folder.write("app.lua", "return {\n  tours = { \"own.lua\" },\n  fonts = { \"Roboto\" },\n}\n")
    #expect(try played(folder, "app.lua", ["--device", "iphone"]).layout == alone.layout)
    folder.write("app.lua", "return {\n  tours = { \"welcome.lua\" },\n  fonts = { ios = { \"Nope Family\" } },\n}\n")
    for command in [["run", "app.lua", "--headless"], ["check", "app.lua"]] {
      let result = try TourhostBinary.run(command, in: folder.url)
      #expect(result.status == 2)
      #expect(result.stderr == "tourhost: app.lua:3: fonts: no family 'Nope Family' is installed (fc-list : family lists those that are)\n")
    }
  }

  @Test(
    "a bad fonts table is one message at its line and exit 2",
    arguments: [
      (#"fonts = { ios = { "fonts/Nope.otf" } },"#, "tour.lua:2: fonts.ios[1]: cannot read the font file 'fonts/Nope.otf' (no such file)"),
      (
        #"fonts = { ios = { "No Such Family" } },"#,
        "tour.lua:2: fonts: no family 'No Such Family' is installed (fc-list : family lists those that are)"
      ),
      (#"fonts = { iso = { "Roboto" } },"#, "tour.lua:2: fonts: unknown platform 'iso'; did you mean 'ios'? valid platforms: android, ios"),
      (#"fonts = { "notes.ttf" },"#, "tour.lua:2: fonts: 'notes.ttf' is not a font FreeType can read"),
      (#"fonts = { android = { 3 } },"#, "tour.lua:2: fonts.android[1]: a font file or an installed family's name expected, got number"),
      (#"fonts = { "../outside.ttf" },"#, "tour.lua:2: fonts[1]: cannot read the font file '../outside.ttf' (it is outside the script's folder)"),
    ])
  func badFonts(fields: String, message: String) throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour(fields))
    folder.write("notes.ttf", "not a font\n")
    let result = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.stderr == "tourhost: \(message)\n")
  }

  @Test("check notes the fonts of the platforms it plays, and pictures draw a tour's own fonts as glyphs")
  func checkAndRender() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.tour(#"fonts = { ios = { "Roboto" } },"#))
    let check = try TourhostBinary.run(["check", "tour.lua", "--devices", "iphone,pixel-8"], in: folder.url)
    #expect(check.lines.contains("tour.lua: info: its text is set in Roboto on iOS and in Roboto on Android, then the fallback fonts"))
    let plain = TemporaryDirectory()
    plain.write("tour.lua", Self.tour())
    let quiet = try TourhostBinary.run(["check", "tour.lua", "--devices", "iphone"], in: plain.url)
    #expect(!quiet.stdout.contains("its text is set in"))
    let render = try TourhostBinary.run(["render", "tour.lua", "--out", "out"], in: folder.url)
    #expect(render.status == 0, "\(render.stderr)")
    let svg = try String(contentsOf: folder.url.appendingPathComponent("out/001-mark-1.svg"), encoding: .utf8)
    // The line is Roboto's glyphs, not a <text> a viewer would draw in its own font.
    #expect(svg.contains(#"<g class="hint" role="img" aria-label="Search every aisle at once, with a">"#))
    #expect(svg.contains(#"<g class="hint" role="img" aria-label="slanted">"#))
    #expect(!svg.contains(#"textLength"#))
  }
}
