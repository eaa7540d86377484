import ArgumentParser
import FoundationEssentials
import TourHostKit

/// What `tourhost capture` was asked for.
public struct CaptureOptions: Sendable {
  public var url: String
  public var width: Int
  public var height: Int
  public var scale: Double
  public var output: String
  /// Seconds the whole capture may take.
  public var timeout: Double
}

/// `tourhost capture URL`: a web page's screen and screenshot, for a tour to be designed over.
struct CaptureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "capture",
    abstract: "Capture a web page as a screen file and a screenshot, through headless Chromium.",
    discussion: """
      Loads URL in headless Chromium (Debian's chromium) at the given viewport and scale, and \
      writes tourhost's screen JSON (--out) with a screenshot beside it (the same name, .png), \
      referenced as the screen's image. Elements with a data-tour, id or data-testid \
      attribute become views, named by it in that order, nested by their DOM ancestry among \
      the kept ones, with their CSS boxes in points relative to the viewport; elements not \
      rendered (display: none, visibility: hidden, no size, off the viewport) are left out.

      \(ExitStatus.help(for: "capture"))

      Examples:
        tourhost capture http://127.0.0.1:3000/cart --width 390 --height 844 --scale 3 --out cart.json
      """)

  /// What runs the capture (set by `TourhostCommandLine.main`): in tourhost, a hand-over to
  /// tourhost-live, which links the browser's WebSocket client.
  nonisolated(unsafe) static var captureMode: TourhostCommandLine.CaptureMode = { _ in .unusable }

  @Argument(help: "The page (http, https or file).") var url: String
  @Option(help: "Seconds the whole capture may take, the page's loading included (1 to 600).") var timeout = 30.0
  @Option(help: "The viewport's width, in points.") var width = 390
  @Option(help: "The viewport's height, in points.") var height = 844
  @Option(help: "Device pixels per point, for the screenshot (1 to 4).") var scale = 3.0
  @Option(help: ArgumentHelp("The screen file to write (.json); the screenshot goes beside it (.png).", valueName: "file"))
  var out: String

  /// The schemes a page may have.
  static let schemes = ["http", "https", "file"]

  func validate() throws {
    let scheme = url.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
    guard url.contains(":"), Self.schemes.contains(scheme) else {
      throw ValidationError("the page must be an http, https or file URL, got '\(url.prefix(80))'")
    }
    guard timeout >= 1, timeout <= 600 else { throw ValidationError("--timeout must be from 1 to 600 seconds") }
    guard (1...10_000).contains(width), (1...10_000).contains(height) else {
      throw ValidationError("--width and --height must be from 1 to 10000 points")
    }
    guard scale >= 1, scale <= 4 else { throw ValidationError("--scale must be from 1 to 4") }
    guard out.hasSuffix(".json") else { throw ValidationError("--out must name a .json file (the screenshot goes beside it as .png)") }
  }

  func run() throws {
    let status = Self.captureMode(CaptureOptions(url: url, width: width, height: height, scale: scale, output: out, timeout: timeout))
    if status != .success { throw ExitCode(status.rawValue) }
  }
}
