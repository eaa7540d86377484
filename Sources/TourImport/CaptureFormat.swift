import FoundationEssentials

/// The capture formats tourhost reads, told apart by content, never by the file's name.
public enum CaptureFormat: String, Sendable, CaseIterable {
  /// `adb shell uiautomator dump`: `<hierarchy rotation=...>` of `<node bounds="[l,t][r,b]">`.
  case uiautomator
  /// Appium's UiAutomator2 page source: `<hierarchy width height>` with class names as tags.
  case appiumAndroid = "appium-android"
  /// WebDriverAgent's / Appium XCUITest's page source: `XCUIElementType*` elements.
  case webDriverAgentXML = "wda-xml"
  /// WebDriverAgent's JSON source: `type`, `rawIdentifier`, `rect`, `isVisible`, `children`.
  case webDriverAgentJSON = "wda-json"
  /// XCUITest's `debugDescription` text.
  case xcuitestDescription = "xcuitest-description"
  /// A web page, as `tourhost capture` reads it in Chromium.
  case webPage = "web-page"

  /// What people call it.
  public var title: String {
    switch self {
    case .uiautomator: "Android uiautomator dump"
    case .appiumAndroid: "Appium UiAutomator2 page source"
    case .webDriverAgentXML: "WebDriverAgent XML page source"
    case .webDriverAgentJSON: "WebDriverAgent JSON source"
    case .xcuitestDescription: "XCUITest debugDescription"
    case .webPage: "web page"
    }
  }

  /// The format of `data`, from its first bytes; nil when it is none of them.
  static func detect(_ data: Data) -> Kind? {
    let start = data.prefix(4096)
    let text = String(decoding: start, as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
    if text.hasPrefix("<") { return .xml }
    if text.hasPrefix("{") { return .json }
    if text.hasPrefix("Attributes:") || text.contains("Element subtree:") { return .description }
    return nil
  }

  /// The three kinds of text a capture can be.
  enum Kind {
    case xml, json, description
  }
}
