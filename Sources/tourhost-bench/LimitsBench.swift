import ArgumentParser
import Foundation

/// The largest files tourhost takes, loaded by the built binary: a String Catalog and a
/// `strings.xml` just under the 64 MiB cap of a strings file, and captures just under the cap
/// of 100,000 elements (uiautomator XML, WebDriverAgent JSON, XCUITest `debugDescription`).
/// Each must load (status 0) in bounded time and in memory a small multiple of its size.
struct LimitsBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "limits", abstract: "Time and peak memory of loading the largest catalog, strings.xml and captures allowed.")

  @Option(help: "The tourhost binary.")
  var tourhost = ".build/release/tourhost"

  func run() throws {
    let folder = try BenchFolder()
    defer { folder.remove() }
    let tour = """
      return {
        strings = STRINGS,
        numberOfCoachMarks = 1,
        coachMarkAt = function(ctl) return ctl.helper:makeCoachMark {} end,
        coachMarkViewsAt = function(ctl, i, mark) return ctl.helper:makeDefaultCoachViews { hint = tour.t("k1") } end,
      }
      """
    try folder.write("catalog.lua", tour.replacingOccurrences(of: "STRINGS", with: "\"Localizable.xcstrings\""))
    try folder.write("android.lua", tour.replacingOccurrences(of: "STRINGS", with: "\"res\""))
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("res/values"), withIntermediateDirectories: true)
    let elements = "\(Self.captureElements) elements"
    let files: [(name: String, count: String, path: String, bytes: Data, command: [String])] = [
      ("String Catalog", "\(Self.catalogKeys) keys", "Localizable.xcstrings", Self.catalog(), ["run", "catalog.lua", "--headless", "--autoplay"]),
      (
        "strings.xml", "\(Self.androidStringCount) strings", "res/values/strings.xml", Self.androidStrings(),
        ["run", "android.lua", "--headless", "--autoplay"]
      ),
      ("uiautomator XML", elements, "dump.xml", Self.uiautomator(), ["screen", "dump.xml", "--scale", "2.625"]),
      ("WebDriverAgent JSON", elements, "source.json", Self.webDriverAgent(), ["screen", "source.json"]),
      ("debugDescription", elements, "tree.txt", Self.debugDescription(), ["screen", "tree.txt"]),
    ]
    print("| file | MiB | elements or keys | status | s | peak MiB | peak ÷ size |")
    print("|---|---|---|---|---|---|---|")
    for file in files {
      try file.bytes.write(to: folder.url.appendingPathComponent(file.path))
      let (seconds, status, peak) = try Spawn.measured([URL(fileURLWithPath: tourhost).path] + file.command, in: folder.url)
      let mebibytes = Double(file.bytes.count) / 1_048_576
      print(
        "| \(file.name) | \(String(format: "%.1f", mebibytes)) | \(file.count) | \(status) | \(String(format: "%.2f", seconds)) | "
          + "\(String(format: "%.0f", Double(peak) / 1024)) | \(String(format: "%.1f", Double(peak) / 1024 / mebibytes)) |")
      try FileManager.default.removeItem(at: folder.url.appendingPathComponent(file.path))
    }
  }

  static let cap = 64 << 20
  static let catalogKeys = 320_000
  static let androidStringCount = 99_998
  static let captureElements = 99_998

  /// Keys with an English and a German string each, padded to just under the cap.
  static func catalog() -> Data {
    var text = #"{"sourceLanguage":"en","version":"1.0","strings":{"#
    let pad = String(repeating: "x", count: 40)
    for key in 0..<catalogKeys {
      if key > 0 { text += "," }
      text += #""k\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Item \#(key) \#(pad)"}},"#
      text += #""de":{"stringUnit":{"state":"translated","value":"Eintrag \#(key)"}}}}"#
    }
    text += "}}"
    precondition(text.utf8.count < cap, "the catalog is over the cap: \(text.utf8.count)")
    return Data(text.utf8)
  }

  /// Strings of about 660 characters each, as many as the element cap allows.
  static func androidStrings() -> Data {
    var text = "<resources>\n"
    let value = String(repeating: "Some text for the tour, ", count: 25)
    for index in 0..<androidStringCount { text += "<string name=\"k\(index)\">\(value)\(index)</string>\n" }
    text += "</resources>\n"
    precondition(text.utf8.count < cap, "strings.xml is over the cap: \(text.utf8.count)")
    return Data(text.utf8)
  }

  static func uiautomator() -> Data {
    var text = #"<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation="0">"# + "\n"
    text += #"<node index="0" class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,2400]">"# + "\n"
    for index in 0..<(captureElements - 2) {
      let top = (index * 7) % 2300
      text +=
        #"<node index="\#(index)" text="Row \#(index)" resource-id="com.example:id/row\#(index)" class="android.widget.TextView" package="com.example" content-desc="" clickable="true" bounds="[0,\#(top)][1080,\#(top + 90)]" />"#
        + "\n"
    }
    text += "</node></hierarchy>\n"
    return Data(text.utf8)
  }

  static func webDriverAgent() -> Data {
    var text =
      #"{"value":{"type":"XCUIElementTypeApplication","label":"Shop","rect":{"x":0,"y":0,"width":390,"height":844},"isVisible":"1","children":["#
    for index in 0..<(captureElements - 1) {
      if index > 0 { text += "," }
      let top = (index * 3) % 800
      text += #"{"type":"XCUIElementTypeButton","rawIdentifier":"button\#(index)","label":"Button \#(index)","value":null,"#
      text += #""rect":{"x":10,"y":\#(top),"width":370,"height":44},"isVisible":"1","children":[]}"#
    }
    text += "]}}"
    return Data(text.utf8)
  }

  static func debugDescription() -> Data {
    var text = "Attributes: Application, 0x1, pid: 1, label: 'Shop'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'Shop'\n"
    text += "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n"
    for index in 0..<(captureElements - 2) {
      text +=
        "      Button, 0x\(String(index + 3, radix: 16)), {{10.0, \(Double((index * 3) % 800))}, {370.0, 44.0}}, identifier: 'button\(index)', label: 'Button \(index)'\n"
    }
    return Data(text.utf8)
  }
}
