import Foundation
import TestSupport
import Testing
import TourCore

/// Tours over captured screens: `screen = "captures/x.xml"`, the table form with a scale, an
/// image and a safe area, and the mistakes a capture can have, named in the capture.
@Suite("Tours over captured screens")
struct CaptureScreenTests {
  static let wda = """
    <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" visible="true" x="0" y="0" width="393" height="852">
      <XCUIElementTypeWindow type="XCUIElementTypeWindow" visible="true" x="0" y="0" width="393" height="852">
        <XCUIElementTypeStatusBar type="XCUIElementTypeStatusBar" visible="true" x="0" y="0" width="393" height="54"/>
        <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Basket" visible="true" x="0" y="59" width="393" height="44">
          <XCUIElementTypeButton type="XCUIElementTypeButton" name="addItem" label="Add" visible="true" x="341" y="61" width="40" height="40"/>
        </XCUIElementTypeNavigationBar>
      </XCUIElementTypeWindow>
    </XCUIElementTypeApplication></AppiumAUT>
    """
  static let android = """
    <hierarchy rotation="0"><node resource-id="" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
    <node resource-id="android:id/statusBarBackground" class="android.view.View" bounds="[0,0][1080,126]"/>
    <node resource-id="com.example:id/search" class="android.widget.EditText" text="Search" bounds="[42,168][1038,315]"/>
    </node></hierarchy>
    """

  @Test("screen = a WebDriverAgent capture: the mark finds the view by its identifier, under the safe area the status bar makes")
  func iosCapture() throws {
    let run = try ScriptRun(
      """
      return { screen = "captures/basket.xml", numberOfCoachMarks = 1,
               coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "Basket.addItem" } end }
      """, files: ["captures/basket.xml": Self.wda]
    ).start()
    #expect(run.controller.screen.size == Size(width: 393, height: 852))
    #expect(run.controller.screen.safeArea == EdgeInsets(top: 54, left: 0, bottom: 0, right: 0))
    #expect(run.controller.machine.phase.displayed?.layout.cutout?.bounds == Rect(x: 337, y: 57, width: 48, height: 48))
    #expect(run.errors == [])
  }

  @Test("the table form: an Android capture with its scale, a picture and a safe area given")
  func androidTable() throws {
    let run = try ScriptRun(
      """
      return { screen = { capture = "captures/home.xml", scale = 2.625, image = "captures/home.png",
                          safeArea = { top = 48, bottom = 24 } },
               numberOfCoachMarks = 1,
               coachMarkAt = function(ctl) return ctl.helper:makeCoachMark { view = "search" } end }
      """, files: ["captures/home.xml": Self.android, "captures/home.png": "png"]
    ).start()
    let screen = run.controller.screen
    #expect(screen.size == Size(width: 1080 / 2.625, height: 2400 / 2.625))
    #expect(screen.safeArea == EdgeInsets(top: 48, left: 0, bottom: 24, right: 0))
    #expect(screen.image == "captures/home.png")
    #expect(screen.views.map(\.id) == ["search"])
    #expect(screen.views[0].frame == Rect(x: 16, y: 64, width: 379.42857142857144, height: 56))
    #expect(screen.views[0].type == "android.widget.EditText")
  }

  @Test("a capture is watched like a screen file: dumping the screen again reloads the tour")
  func watched() throws {
    let run = try ScriptRun(
      """
      return { screens = { basket = "captures/basket.xml", home = { capture = "captures/home.xml", scale = 2.625 } },
               startScreen = "basket", numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
      """, files: ["captures/basket.xml": Self.wda, "captures/home.xml": Self.android])
    #expect(run.tour.watchedFiles.map(\.lastPathComponent) == ["tour.lua", "basket.xml", "home.xml"])
    let changed = Self.wda.replacingOccurrences(of: "name=\"addItem\"", with: "name=\"addToBasket\"")
    _ = run.directory.write("captures/basket.xml", changed)
    #expect(run.session.reload(changed: run.directory.url.appendingPathComponent("captures/basket.xml")) == .loaded)
    #expect(run.controller.screen.views.first?.children.map(\.id) == ["addToBasket"])
    #expect(run.log.lines(["reload"]) == ["0 reload captures/basket.xml"])
  }

  @Test("a capture's mistakes are named in it, and a pixel capture without a scale says how to give one")
  func mistakes() {
    #expect(
      ScriptRun.loadFailure(
        """
        return { screen = "home.xml", numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
        """, files: ["home.xml": Self.android])
        == "home.xml: Android uiautomator dump is in pixels: give its scale (dpi / 160: `adb shell wm density` says 420 for a scale of 2.625)")
    #expect(
      ScriptRun.loadFailure(
        """
        return { screen = "home.xml", numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
        """, files: ["home.xml": "<hierarchy>\n<node bounds=\"[0,0][1,1]\">\n</hierarchy>"])
        == "home.xml:3:13: malformed XML: an end tag does not match its start tag")
    #expect(
      ScriptRun.loadFailure(
        """
        return {
          screen = { capture = "home.xml", scale = 0, numberOfCoachMarks = 1 },
          numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
        """, files: ["home.xml": Self.android])
        == "tour.lua:2: screen: unknown field 'numberOfCoachMarks'; valid fields: capture, image, safeArea, scale")
    #expect(
      ScriptRun.loadFailure(
        """
        return {
          screen = { capture = "home.xml", scale = 0 },
          numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
        """, files: ["home.xml": Self.android])
        == "tour.lua:2: screen.scale: a number more than 0 and at most 10 expected (dpi / 160)")
    #expect(
      ScriptRun.loadFailure(
        """
        return { screen = "notes.txt", numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
        """, files: ["notes.txt": "hello"])
        == "tour.lua:1: screen: 'notes.txt' is not a screen file (.json or .lua) or a capture tourhost reads")
  }

  /// A PNG header of `width` × `height` pixels (the rest of the file does not matter here).
  static func png(_ width: UInt32, _ height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    return Data(bytes)
  }

  @Test("a screenshot that is not the capture's pixels, or not a whole scale of an iOS screen, is a warning at the screen's line")
  func screenshotSize() throws {
    let android = try ScriptRun(
      """
      return {
        screen = { capture = "home.xml", scale = 2.625, image = "home.png" },
        numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
      """, files: ["home.xml": Self.android], data: ["home.png": Self.png(1080, 2400)])
    #expect(android.warnings == [])
    let cropped = try ScriptRun(
      """
      return {
        screen = { capture = "home.xml", scale = 2.625, image = "home.png" },
        numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
      """, files: ["home.xml": Self.android], data: ["home.png": Self.png(1080, 2274)])
    #expect(
      cropped.warnings == ["tour.lua:2: screen.image: 'home.png' is 1080×2274 pixels, not the screen's 411.43×914.29 points times its scale 2.625"])
    let ios = try ScriptRun(
      """
      return {
        screen = { capture = "basket.xml", image = "basket.png" },
        numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
      """, files: ["basket.xml": Self.wda], data: ["basket.png": Self.png(1179, 2556)])
    #expect(ios.warnings == [])
    let landscape = try ScriptRun(
      """
      return {
        screen = { capture = "basket.xml", image = "basket.png" },
        numberOfCoachMarks = 1, coachMarkAt = function(ctl) end }
      """, files: ["basket.xml": Self.wda], data: ["basket.png": Self.png(2556, 1179)])
    #expect(
      landscape.warnings == [
        "tour.lua:2: screen.image: 'basket.png' is 2556×1179 pixels, not the screen's 393×852 points times a whole scale (a landscape picture of a portrait capture, or cropped?)"
      ])
  }
}
