import Foundation
import TestSupport
import Testing

/// `tourhost screen FILE`, through the built binary.
@Suite("tourhost screen")
struct ScreenCommandTests {
  static let captures = "Tests/TourImportTests/Captures/"

  @Test("the tree: the format, the screen, one line a view with its key path, frame, type and label")
  func tree() throws {
    let result = try TourhostBinary.run(["screen", Self.captures + "wda.json"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.lines == [
        "WebDriverAgent JSON source:",
        "screen 390×844, safe area top 47 left 0 bottom 0 right 0",
        "profile_button  [300.5, 780, 78, 49]  Button  \"Profile\"",
        "Cart  [200, 780, 78, 49]  Button",
      ])
  }

  @Test("the JSON freezes a capture: a tour over it sees the same screen as over the capture")
  func frozen() throws {
    let folder = TemporaryDirectory()
    let json = try TourhostBinary.run(["screen", Self.captures + "android-settings.xml", "--scale", "2.625", "--format", "json"])
    #expect(json.status == 0)
    _ = folder.write("frozen.json", json.stdout)
    let capture = try Data(contentsOf: TourhostBinary.packageRoot.appendingPathComponent(Self.captures + "android-settings.xml"))
    _ = folder.write("home.xml", String(decoding: capture, as: UTF8.self))
    func firstShown(_ screen: String) throws -> String {
      let script = folder.write(
        "tour-\(screen.count).lua",
        """
        return { screen = \(screen), numberOfCoachMarks = 1,
                 coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "toolbar.search" } end }
        """)
      let run = try TourhostBinary.run(["run", script.path, "--headless", "--autoplay"])
      #expect(run.status == 0)
      return try #require(run.lines.first { $0.contains("\"didShow\"") })
    }
    // The JSON keeps hundredths, so the layouts agree to the hundredth: the same cutout and body.
    func field(_ name: String, _ line: String) -> String? {
      line.range(of: "\"\(name)\":\\[[^\\]]*\\]", options: .regularExpression).map { String(line[$0]) }
    }
    let overJSON = try firstShown("\"frozen.json\"")
    let overCapture = try firstShown("{ capture = \"home.xml\", scale = 2.625 }")
    #expect(field("cutout", overJSON) == #""cutout":[351.05,48.19,60.19,56]"#)
    #expect(field("cutout", overCapture) == #""cutout":[351.05,48.19,60.19,56]"#)
    #expect(field("body", overJSON) == field("body", overCapture))
  }

  @Test("a pixel capture without --scale, a missing file and a refused one are status 2, each one line")
  func failures() throws {
    let noScale = try TourhostBinary.run(["screen", Self.captures + "appium-android.xml"])
    #expect(noScale.status == 2)
    #expect(
      noScale.stderr
        == "tourhost: \(Self.captures)appium-android.xml: Appium UiAutomator2 page source is in pixels: give its scale (dpi / 160: `adb shell wm density` says 420 for a scale of 2.625)\n"
    )
    let missing = try TourhostBinary.run(["screen", "no/such.xml"])
    #expect(missing.status == 2)
    #expect(missing.stderr == "tourhost: cannot read the capture no/such.xml (no such file)\n")
    let bomb = try TourhostBinary.run(["screen", Self.captures + "doctype-bomb.xml", "--scale", "1"])
    #expect(bomb.status == 2)
    #expect(bomb.stderr == "tourhost: \(Self.captures)doctype-bomb.xml:2:1: a DOCTYPE is refused: tourhost reads no DTDs and expands no entities\n")
  }
}
