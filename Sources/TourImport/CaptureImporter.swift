import FoundationEssentials
import TourCore

/// Reads a capture of an app's screen (Android uiautomator or Appium UiAutomator2, iOS
/// WebDriverAgent XML or JSON, XCUITest debugDescription), chosen by content, into tourhost's
/// screen model.
public enum CaptureImporter {
  /// Whether `data` looks like a capture of one of the formats (rather than tourhost's own
  /// screen JSON): XML, debugDescription text, or JSON with WebDriverAgent's fields.
  public static func isCapture(_ data: Data) -> Bool {
    switch CaptureFormat.detect(data) {
    case .xml?, .description?: return true
    case .json?:
      // Searched on the bytes: the character search was a third of reading a screen file.
      let head = String(decoding: data.prefix(4096), as: UTF8.self)[...]
      return !head.byteAlignedRanges(of: "\"rawIdentifier\"").isEmpty || !head.byteAlignedRanges(of: "\"rect\"").isEmpty
    case nil: return false
    }
  }

  /// The screen a capture shows.
  /// - Parameters:
  ///   - scale: capture units per point: required for Android (dpi / 160, from
  ///     `adb shell wm density`), 1 for iOS unless given.
  ///   - safeArea: the safe area, when the capture's own bars should not decide it.
  /// - Throws: `CaptureError` for a file of no known format, a malformed one, a hostile one
  ///   (a DOCTYPE, too deep, too big), or an Android capture without a scale.
  public static func screen(from data: Data, scale: Double? = nil, safeArea: EdgeInsets? = nil) throws(CaptureError)
    -> ImportedScreen
  {
    let capture = try read(data)
    if let scale, !(scale > 0 && scale.isFinite && scale <= 10) {
      throw CaptureError("scale must be more than 0 and at most 10, got \(scale)")
    }
    let units: Double
    if let scale {
      units = scale
    } else if capture.isInPixels {
      throw CaptureError(
        "\(capture.format.title) is in pixels: give its scale (dpi / 160: `adb shell wm density` says 420 for a scale of 2.625)")
    } else {
      units = capture.scale ?? 1
    }
    guard capture.size.width > 0, capture.size.height > 0 else {
      throw CaptureError("the capture's screen has no size (\(capture.size.width)×\(capture.size.height))")
    }
    let screen = ScreenBuilder(capture: capture, scale: units).screen(safeArea: safeArea)
    return ImportedScreen(screen: screen, format: capture.format)
  }

  private static func read(_ data: Data) throws(CaptureError) -> Capture {
    if let problem = TextEncoding.utf16Problem(data) { throw CaptureError(problem, line: 1, column: 1) }
    switch CaptureFormat.detect(data) {
    case .xml?:
      let root = try XMLTree.parse(withoutTrailingStatus(data))
      switch root.name {
      case "hierarchy": return try AndroidCapture.read(root)
      case "AppiumAUT": return try IOSCapture.read(xml: root)
      case let name where name.hasPrefix("XCUIElementType"): return try IOSCapture.read(xml: root)
      default:
        throw CaptureError("an XML capture of no known kind: its root is <\(root.name)>", line: root.line)
      }
    case .json?:
      return try IOSCapture.read(json: PlainValue.parseCapture(data))
    case .description?:
      return try XCUIDescription.read(String(decoding: data, as: UTF8.self))
    case nil:
      throw CaptureError(
        "not a capture tourhost reads (uiautomator or Appium XML, WebDriverAgent XML or JSON, XCUITest debugDescription)")
    }
  }

  /// A dump written to /dev/tty ends with uiautomator's status line after the XML: only
  /// what comes up to the root's end tag is XML.
  private static func withoutTrailingStatus(_ data: Data) -> Data {
    let end = Data("</hierarchy>".utf8)
    guard let range = data.ranges(of: end).last else { return data }
    return data.prefix(upTo: range.upperBound)
  }
}

/// A screen made from a capture, and the format it was read as.
public struct ImportedScreen: Sendable {
  /// The screen, in points.
  public var screen: Screen
  /// The format the file was read as.
  public var format: CaptureFormat
}
