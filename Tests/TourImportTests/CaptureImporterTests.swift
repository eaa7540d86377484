import Foundation
import Testing
import TourCore

@testable import TourImport

/// Every format, read from capture files written for these tests from the formats'
/// documentation, into exact screens (ScreenTree lines: key path, frame in the parent's
/// coordinates, type, label).
@Suite("Capture importers")
struct CaptureImporterTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Captures")

  func tree(_ name: String, scale: Double? = nil, safeArea: EdgeInsets? = nil) throws -> [String] {
    let imported = try CaptureImporter.screen(from: Data(contentsOf: Self.folder.appendingPathComponent(name)), scale: scale, safeArea: safeArea)
    return ScreenTree.lines(of: imported.screen)
  }

  func failure(_ name: String, scale: Double? = nil) throws -> String? {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
    do throws(CaptureError) {
      _ = try CaptureImporter.screen(from: data, scale: scale)
      return nil
    } catch { return error.located(in: name) }
  }

  @Test("uiautomator: pixels to points, bars to the safe area, anonymous containers folded, duplicate ids told apart, the /dev/tty line ignored")
  func uiautomator() throws {
    #expect(
      try tree("android-settings.xml", scale: 2.625) == [
        "screen 411.43×914.29, safe area top 48 left 0 bottom 48 right 0",
        "toolbar  [0, 48, 411.43, 56]  android.view.ViewGroup",
        "  toolbar.title  [16, 12.19, 136.38, 32]  android.widget.TextView  \"Settings\"",
        "  toolbar.search  [355.05, 4.19, 52.19, 48]  android.widget.ImageButton  \"Search\"",
        "title  [16, 114.29, 250.67, 30.48]  android.widget.TextView  \"Network & internet\"",
        "title_2  [16, 160, 250.67, 30.48]  android.widget.TextView  \"Connected devices\"",
        "checkoutButton  [16, 228.57, 379.43, 56]  android.view.ViewGroup",
      ])
  }

  @Test("a landscape dump: bounds already upright, the size from what the dump covers; content-desc names a view without a resource id")
  func landscape() throws {
    #expect(
      try tree("android-landscape.xml", scale: 2.625) == [
        "screen 914.29×411.43, safe area top 0 left 0 bottom 0 right 0",
        "shutter  [834.29, 165.71, 80, 80]  android.widget.ImageButton  \"Take photo\"",
        "Gallery  [834.29, 320, 80, 80]  android.widget.ImageView",
      ])
  }

  @Test("Appium's UiAutomator2 source: the root's size, displayed=false and empty bounds left out")
  func appiumAndroid() throws {
    #expect(
      try tree("appium-android.xml", scale: 2.625) == [
        "screen 411.43×866.29, safe area top 0 left 0 bottom 0 right 0",
        "add  [22.86, 685.71, 365.71, 56]  android.widget.Button  \"Add to cart\"",
      ])
  }

  @Test("an Android capture without a scale says how to find it")
  func androidNeedsScale() throws {
    #expect(
      try failure("android-settings.xml")
        == "android-settings.xml: Android uiautomator dump is in pixels: give its scale (dpi / 160: `adb shell wm density` says 420 for a scale of 2.625)"
    )
  }

  @Test(
    "WebDriverAgent XML in Appium's wrapper: name as identifier only when it is not the label, a scrolled-away cell and the keyboard window left out, the safe area from the status bar and the home indicator under an 83-point tab bar"
  )
  func webDriverAgentXML() throws {
    #expect(
      try tree("wda-appium.xml") == [
        "screen 393×852, safe area top 54 left 0 bottom 34 right 0",
        "Basket  [0, 59, 393, 44]  NavigationBar",
        "  Basket.Back  [8, 0, 44, 44]  Button",
        "  Basket.addItem  [341, 2, 40, 40]  Button  \"Add\"",
        "basket_list  [0, 103, 393, 666]  Table  scrolls 393×666 at 0, 0",
        "  basket_list.row  [0, 0, 393, 44]  Cell",
        "    basket_list.row.Apples  [16, 12, 80, 20]  StaticText",
        "  basket_list.row_2  [0, 44, 393, 44]  Cell",
        "Tab_Bar  [0, 769, 393, 83]  TabBar",
      ])
  }

  @Test("WebDriverAgent JSON: rawIdentifier, else the label; fractions kept; off screen left out; a safe area given wins")
  func webDriverAgentJSON() throws {
    #expect(
      try tree("wda.json", safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) == [
        "screen 390×844, safe area top 47 left 0 bottom 34 right 0",
        "profile_button  [300.5, 780, 78, 49]  Button  \"Profile\"",
        "Cart  [200, 780, 78, 49]  Button",
      ])
  }

  @Test("XCUITest debugDescription: identifier, label with a quote, nesting by indentation, header and footer ignored")
  func debugDescription() throws {
    #expect(
      try tree("xcuitest-description.txt") == [
        "screen 393×852, safe area top 54 left 0 bottom 0 right 0",
        "Explore  [81, 770, 74, 48]  Button",
        "  Explore.explore_icon  [24.7, 6, 24, 24]  Image",
        "profileTab  [240.5, 770, 74, 48]  Button  \"Bob's profile\"",
      ])
  }

  @Test("hostile and broken files: a DOCTYPE is refused before parsing, malformed XML names line and column")
  func hostile() throws {
    #expect(try failure("doctype-bomb.xml", scale: 1) == "doctype-bomb.xml:2:1: a DOCTYPE is refused: tourhost reads no DTDs and expands no entities")
    #expect(try failure("malformed.xml", scale: 1) == "malformed.xml:4:11: malformed XML: an end tag does not match its start tag")
    let deep =
      "<hierarchy rotation=\"0\">" + String(repeating: "<node bounds=\"[0,0][1,1]\">", count: 300) + String(repeating: "</node>", count: 300)
      + "</hierarchy>"
    #expect(throws: CaptureError("elements nest deeper than 256 levels", line: 1, column: 6680)) {
      try CaptureImporter.screen(from: Data(deep.utf8), scale: 1)
    }
    // Only UTF-8: another encoding would hide a DOCTYPE from the check (the fuzzer found UTF-7
    // crash libxml2 through Foundation's internal-subset callback).
    #expect(throws: CaptureError("the encoding 'UTF-7' is refused: XML is read as UTF-8", line: 1, column: 1)) {
      try CaptureImporter.screen(from: Data(#"<?xml version="1.0" encoding='UTF-7'?><hierarchy/>"#.utf8), scale: 1)
    }
    #expect(throws: CaptureError("a processing instruction is refused (only the XML declaration may start with <?)", line: 1, column: 9)) {
      try CaptureImporter.screen(from: Data("<?xml ?><?xmji?><AppiumAUT/>".utf8), scale: 1)
    }
    #expect(throws: CaptureError("a NUL byte: XML is read as UTF-8 text", line: 2, column: 3)) {
      try CaptureImporter.screen(from: Data("<hierarchy>\n  \0</hierarchy>".utf8), scale: 1)
    }
    #expect(throws: CaptureError("invalid JSON: a value expected, got the end of the text", line: 1, column: 43)) {
      try CaptureImporter.screen(from: Data(#"{"value": {"type": "Application", "rect": "#.utf8))
    }
    // A JSON capture keeps the limits of the XML ones (H15), and children must be a list.
    let rect = #""rect": {"x": 0, "y": 0, "width": 10, "height": 10}"#
    let deepJSON = String(repeating: #"{"type": "Other", \#(rect), "children": ["#, count: 257) + String(repeating: "]}", count: 257)
    #expect(throws: CaptureError("elements nest deeper than 256 levels")) { try CaptureImporter.screen(from: Data(deepJSON.utf8)) }
    let wideJSON =
      #"{"type": "Application", \#(rect), "children": ["# + Array(repeating: #"{\#(rect)}"#, count: 100_000).joined(separator: ",") + "]}"
    #expect(throws: CaptureError("more than 100000 elements")) { try CaptureImporter.screen(from: Data(wideJSON.utf8)) }
    #expect(throws: CaptureError("Application: children must be a list, got a string")) {
      try CaptureImporter.screen(from: Data(#"{"type": "Application", \#(rect), "children": "children"}"#.utf8))
    }
    #expect(
      throws: CaptureError("the file is UTF-16 (it starts with a UTF-16 byte-order mark); tourhost reads UTF-8: save it as UTF-8", line: 1, column: 1)
    ) {
      try CaptureImporter.screen(from: Data([0xFF, 0xFE, 0x3C, 0x00]), scale: 1)
    }
    #expect(throws: CaptureError("not a capture tourhost reads (uiautomator or Appium XML, WebDriverAgent XML or JSON, XCUITest debugDescription)")) {
      try CaptureImporter.screen(from: Data("hello".utf8))
    }
  }

  @Test("ids: what a key path cannot hold becomes _, runs of it one, never leading or trailing; any script's letters stay")
  func ids() {
    #expect(ScreenView.id(fromText: "com.app:id/search") == "com_app_id_search")
    #expect(ScreenView.id(fromText: "  Add to cart! ") == "Add_to_cart")
    #expect(ScreenView.id(fromText: "בסל-2") == "בסל-2")
    #expect(ScreenView.id(fromText: "...") == "")
  }
}
