import FoundationEssentials
import TourCore
import TourHostKit
import TourImport
import TourLua

/// The screens of one build, as `tourhost drift` reads them (and `tourhost screen` one file): one capture file, or a folder of
/// captures (`.xml`, `.json`, `.txt`; screenshots beside them are left alone), one a screen,
/// named by file name without its extension (`cart.xml` is `cart`).
/// Any format `tourhost screen` reads: uiautomator and Appium XML, WebDriverAgent XML and
/// JSON, XCUITest's debugDescription, and tourhost's screen JSON (what `tourhost capture`
/// writes of a web page).
public struct CapturedScreens: Sendable {
  /// The screens by name; one file's screen is named `""`.
  public var screens: [String: Screen]

  /// The files of a folder read as captures: XML, JSON and debugDescription text.
  static let captureExtensions: Set<String> = ["xml", "json", "txt"]

  /// The most captures a folder may hold.
  static let mostFiles = 256

  /// Reads `path` (a file, or a folder of captures); `scale` for Android's pixels.
  public init(path: String, scale: Double?) throws(TourLoadError) {
    var isFolder = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw TourLoadError("\(path): no such file or folder") }
    guard isFolder else {
      screens = ["": try Self.read(path, scale: scale).screen]
      return
    }
    // Captures only: a screenshot beside its capture (`tourhost capture` writes shop.json and
    // shop.png) is not one.
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
      !$0.hasPrefix(".") && Self.captureExtensions.contains($0.fileExtension.lowercased())
    }.sorted()
    guard !names.isEmpty else { throw TourLoadError("\(path): the folder holds no captures") }
    guard names.count <= Self.mostFiles else { throw TourLoadError("\(path): more than \(Self.mostFiles) captures") }
    var screens: [String: Screen] = [:]
    for name in names {
      screens[name.removingFileExtension] = try Self.read(path.appendingPathPart(name), scale: scale).screen
    }
    self.screens = screens
  }

  /// The screen of one capture file, in any format tourhost reads, and the format's name
  /// (`tourhost screen` prints it): a file that cannot be read or is no capture is the error.
  static func read(_ path: String, scale: Double?) throws(TourLoadError) -> (screen: Screen, title: String) {
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw TourLoadError("cannot read the capture \(path) (\(FileProblem.reason(error, path: path)))")
    }
    if path.hasSuffix(".json"), !CaptureImporter.isCapture(data) {
      // tourhost's own screen JSON (what `tourhost capture` writes): read as it is.
      do { return (try ScreenDecoder.screen(json: data), "tourhost screen JSON") } catch { throw TourLoadError("\(path):\(error.message)") }
    }
    do {
      let imported = try CaptureImporter.screen(from: data, scale: scale)
      return (imported.screen, imported.format.title)
    } catch { throw TourLoadError(error.located(in: path)) }
  }
}
