import Foundation
import TestSupport
import Testing
import TourCore
import TourHostKit

/// A tour drawn for one size is checked on that size, and says so once; one that follows the
/// device is checked on every device, through the built binary.
@Suite("tourhost check: the device axis")
struct CheckDeviceAxisTests {
  static func tour(screen: String) -> String {
    """
    return {
      screen = \(screen),
      skipView = { title = "Skip" },
      numberOfCoachMarks = 2,
      coachMarkAt = function(ctl, index) return ctl.helper:makeCoachMark { view = ({ "a", "b" })[index] } end,
      coachMarkViewsAt = function(ctl, index, mark) return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Find it here.", next = "Next" } end,
    }
    """
  }

  static let fixed = tour(
    screen: #"{ width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 200, 600, 100, 44 } } } }"#)
  static let masked = tour(
    screen:
      #"{ width = 393, height = 852, views = { { id = "a", frame = { 40, 200, 100, 44 }, autoresizing = { "flexibleRightMargin" } }, { id = "b", frame = { 200, 600, 100, 44 }, autoresizing = { "flexibleTopMargin" } } } }"#
  )
  static let function = tour(
    screen:
      #"function(device) return { width = device.width, height = device.height, views = { { id = "a", frame = { 40, 200, 100, 44 } }, { id = "b", frame = { 20, device.height - 200, 100, 44 } } } } end"#
  )

  func json(_ script: String, _ extra: [String] = []) throws -> (configurations: Int, notes: [String], labels: Set<String>) {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", script)
    let result = try TourhostBinary.run(["check", "tour.lua", "--format", "json"] + extra, in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = report["findings"] as? [[String: Any]] ?? []
    return (
      report["configurations"] as? Int ?? -1, report["notes"] as? [String] ?? [],
      Set(findings.flatMap { $0["configurations"] as? [String] ?? [] }.map { String($0.split(separator: " ")[0]) })
    )
  }

  @Test("drawn for one size: every text size, locale and appearance on that screen, held as drawn, and one info line")
  func drawnForOneSize() throws {
    let (count, notes, _) = try json(Self.fixed)
    #expect(count == 4 * 2)  // the text sizes, the source and ar-XB (no strings: en-XA would be the source)
    #expect(
      notes == [
        "tour.lua: info: its screens are drawn for one 393×852 size (no autoresizing masks, no screen = function(device)), so it was checked on that screen only, not on each device; give its views autoresizing masks or write screen = function(device) to check every device, or name them with --devices"
      ])
    // The text report says it once.
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.fixed)
    let text = try TourhostBinary.run(["check", "tour.lua", "--text-sizes", "AX5"], in: folder.url)
    #expect(text.lines.filter { $0.contains("info: its screens are drawn for one") }.count == 1)
    #expect(text.lines.last == "0 errors, 0 warnings in 2 configurations of 1 tour")
    // And the report page, under its summary.
    _ = try TourhostBinary.run(["check", "tour.lua", "--text-sizes", "AX5", "--report", "report"], in: folder.url)
    let page = try String(contentsOf: folder.url.appendingPathComponent("report/index.html"), encoding: .utf8)
    #expect(page.contains("<p>tour.lua: info: its screens are drawn for one 393×852 size (no autoresizing masks"))
  }

  @Test("autoresizing masks or screen = function(device): every device, both ways")
  func followsTheDevice() throws {
    let devices = CheckMatrix.standard.devices(tourMinimumOS: nil).count
    for script in [Self.masked, Self.function] {
      let (count, notes, _) = try json(script, ["--text-sizes", "L", "--locales", "source"])
      #expect(count == devices * 2)
      #expect(notes == ["tour.lua: info: its text is set in DejaVu Sans on iOS and in Roboto on Android, then the fallback fonts"])
    }
  }

  @Test("--devices plays the devices named, even for a tour drawn for one size")
  func devicesNamed() throws {
    let (count, notes, labels) = try json(Self.fixed, ["--devices", "iphone-se,ipad-13", "--text-sizes", "AX5", "--locales", "source"])
    #expect(count == 2 * 2)
    #expect(notes.isEmpty)
    #expect(labels.isSubset(of: ["iphone-se", "ipad-13"]))
  }

  @Test("a capture is checked on its own device; named on others, a target off them says to capture each device")
  func capture() throws {
    let root = TourhostBinary.packageRoot.appendingPathComponent("scripts/examples")
    let own = try TourhostBinary.run(["check", "captured.lua", "--format", "json", "--text-sizes", "L"], in: root)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(own.stdout.utf8)) as? [String: Any])
    #expect(report["configurations"] as? Int == 2)  // the source and ar-XB, on the capture's 390×844
    #expect((report["notes"] as? [String])?.first?.hasPrefix("captured.lua: info: its screens are drawn for one 390×844 size") == true)
    let small = try TourhostBinary.run(["check", "captured.lua", "--devices", "iphone-se-1", "--text-sizes", "L", "--locales", "source"], in: root)
    #expect(
      small.lines.contains {
        $0.contains(
          "(it is on the described 390×844 screen: capture the screen on each device (screen = function(device) return { capture = device.name .. \".xml\" } end)) [target-off-screen]"
        )
      })
  }

  @Test("the configuration of a described screen is named by its size, and held as it is drawn")
  func describedLabel() {
    let landscape = CheckMatrix.standard.configurations(tourLocales: [], drawnFor: Size(width: 852, height: 393))
    #expect(landscape.map(\.label).first == "described-852x393 landscape L source light")
    #expect(landscape.count == 4 * 2)
    #expect(Set(landscape.map(\.orientation)) == [.landscape])
  }
}

/// F7 of round 3 through the binary: a mark that cannot fit even a watch's whole screen stays
/// on it, its hint cut with an ellipsis, the full text announced, a warning, and text-clipped.
@Suite("A mark taller than the screen")
struct TallMarkTests {
  static let watch = """
    return {
      screen = { width = 162, height = 197, views = { { id = "a", frame = { 20, 20, 60, 30 } } } },
      skipView = { title = "Skip" },
      numberOfCoachMarks = 1,
      coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "a" } end,
      coachMarkViewsAt = function(ctl, i, mark) return ctl.helper:makeDefaultCoachViews { arrowOrientation = mark.arrowOrientation, hint = "Tap here to start a workout, then swipe left to see your heart rate and the time you have left, and swipe again for the map of your route." } end,
    }
    """

  @Test("on a 162×197 watch the mark stays on the screen; the trace keeps the whole hint; check says text-clipped")
  func watch() throws {
    let folder = TemporaryDirectory()
    folder.write("tour.lua", Self.watch)
    let run = try TourhostBinary.run(["run", "tour.lua", "--headless", "--autoplay"], in: folder.url)
    #expect(run.status == 0)
    let shown = try #require(run.lines.first { $0.contains(#""event":"didShow""#) })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
    let frame = try #require((json["layout"] as? [String: Any])?["frame"] as? [Double])
    #expect(frame[1] >= 0 && frame[1] + frame[3] <= 197)
    #expect(
      run.lines.contains {
        $0.contains(#""event":"warning""#) && $0.contains("mark 1: its text does not fit the 162×197 screen: ")
          && $0.contains("lines are shown, the last ending with an ellipsis (a screen reader reads it whole)")
      })
    #expect(run.lines.contains { $0.contains(#""event":"announce""#) && $0.contains("and swipe again for the map of your route.") })
    let check = try TourhostBinary.run(["check", "tour.lua", "--text-sizes", "L", "--locales", "source"], in: folder.url)
    #expect(
      check.lines.contains {
        $0.hasPrefix("tour.lua:6: error: the hint is cut after ") && $0.hasSuffix(" lines to fit the 162×197 screen at L: shorten it [text-clipped]")
      })
  }
}
