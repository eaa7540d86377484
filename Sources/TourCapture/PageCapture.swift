import Dispatch
import FoundationEssentials
import Logging
import TourCore
import TourHostKit
import TourImport
import TourLua
import WSClient

/// `tourhost capture URL`: loads a page in headless Chromium at the given viewport and scale,
/// reads its elements with a `data-tour`, `id` or `data-testid` (PageExtraction) and takes a
/// screenshot; writes tourhost's screen JSON with the screenshot beside it as its `image`.
public struct PageCapture: Sendable {
  /// The page.
  public var url: String
  /// The viewport's width, in points.
  public var width: Int
  /// The viewport's height, in points.
  public var height: Int
  /// Device pixels per point, for the screenshot.
  public var scale: Double
  /// The screen file to write (`home.json`); the screenshot goes beside it (`home.png`).
  public var output: String
  /// The Chromium binary (default: `chromium`, found on the PATH).
  public var browser: String
  /// How long the whole capture may take, in seconds (the page's loading included).
  public var timeout: Double

  /// A capture of `url` at `width` × `height` points and `scale`, into `output`.
  public init(url: String, width: Int, height: Int, scale: Double, output: String, browser: String = "chromium", timeout: Double = 30) {
    self.url = url
    self.width = width
    self.height = height
    self.scale = scale
    self.output = output
    self.browser = browser
    self.timeout = timeout
  }

  /// Captures the page and writes the two files; returns the screen. The browser is gone when
  /// it returns or throws: after `timeout` (exit status 1), on Ctrl-C or SIGTERM (130), on any
  /// error.
  public func run() throws -> Screen {
    CaptureSignals.install()
    let chromium = try ChromiumProcess(browser: browser)
    defer { chromium.stop() }
    let result = ResultBox()
    let finished = DispatchSemaphore(value: 0)
    let capture = self
    Task {
      do { result.set(.success(try await capture.capture(in: chromium))) } catch { result.set(.failure(error)) }
      finished.signal()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while finished.wait(timeout: .now() + 0.05) == .timedOut {
      if CaptureSignals.arrived {
        chromium.stop()
        throw PageCaptureError.interrupted
      }
      if Date() >= deadline {
        chromium.stop()
        throw PageCaptureError("\(url) was not captured within \(Self.seconds(timeout)) s (--timeout); the browser was stopped", status: .scriptError)
      }
    }
    let (json, png) = try result.get()
    var screen: Screen
    do { screen = try CaptureImporter.screen(fromWebPage: json) } catch {
      throw PageCaptureError("the page's elements could not be read: \(error.message)")
    }
    let file = URL(fileURLWithPath: output)
    let picture = file.deletingPathExtension().appendingPathExtension("png")
    screen.image = picture.lastPathComponent
    do {
      try png.write(to: picture)
      try Data((ScreenJSON.json(of: screen).prettyText + "\n").utf8).write(to: file)
    } catch {
      throw PageCaptureError("cannot write \(file.path): \(FileProblem.reason(error, path: file.path))")
    }
    return screen
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The page's elements (as JSON) and its screenshot (PNG).
  private func capture(in chromium: ChromiumProcess) async throws -> (Data, Data) {
    let box = ResultBox()
    var configuration = WebSocketClientConfiguration()
    configuration.maxFrameSize = 1 << 26
    let (url, width, height, scale) = (self.url, self.width, self.height, self.scale)
    try await WebSocketClient.connect(
      url: chromium.webSocketURL, configuration: configuration, logger: Logger(label: "tourhost.capture")
    ) { inbound, outbound, _ in
      let devTools = DevToolsSession(outbound: outbound, inbound: inbound.messages(maxSize: 1 << 28))
      do {
        let target = try await devTools.call("Target.createTarget", [("url", .string("about:blank"))])
        guard let targetID = target["targetId"]?.string else { throw PageCaptureError("Chromium opened no page") }
        let attached = try await devTools.call("Target.attachToTarget", [("targetId", .string(targetID)), ("flatten", .bool(true))])
        guard let session = attached["sessionId"]?.string else { throw PageCaptureError("Chromium gave no session") }
        try await devTools.call(
          "Emulation.setDeviceMetricsOverride",
          [
            ("width", .number(Double(width), decimals: 0)), ("height", .number(Double(height), decimals: 0)),
            ("deviceScaleFactor", .number(scale, decimals: 6)), ("mobile", .bool(false)),
          ],
          session: session)
        try await devTools.call("Page.enable", session: session)
        let navigated = try await devTools.call("Page.navigate", [("url", .string(url))], session: session)
        if let error = navigated["errorText"]?.string { throw PageCaptureError("\(url) could not be loaded (\(error))") }
        try await devTools.wait(for: "Page.loadEventFired")
        let answered = try await devTools.call(
          "Runtime.evaluate",
          [("expression", .string("performance.getEntriesByType('navigation')[0]?.responseStatus ?? 0")), ("returnByValue", .bool(true))],
          session: session)
        if let status = answered["result"]?.fields?["value"]?.number.flatMap({ Int(exactly: $0) }), status >= 400 {
          throw PageCaptureError("\(url) answered HTTP \(status): an error page is not a screen")
        }
        let evaluated = try await devTools.call(
          "Runtime.evaluate", [("expression", .string(PageExtraction.script)), ("returnByValue", .bool(true))], session: session)
        guard let value = evaluated["result"]?.fields?["value"]?.string else {
          throw PageCaptureError("the page's elements could not be read")
        }
        let shot = try await devTools.call("Page.captureScreenshot", [("format", .string("png"))], session: session)
        guard let base64 = shot["data"]?.string, let png = Data(base64Encoded: base64) else {
          throw PageCaptureError("Chromium took no screenshot")
        }
        box.set(.success((Data(value.utf8), png)))
      } catch {
        box.set(.failure(error))
      }
    }
    return try box.get()
  }
}

/// A result handed from an async task to the waiting thread.
final class ResultBox: @unchecked Sendable {
  private let lock = ThreadLock()
  private var result: Result<(Data, Data), any Error> = .failure(PageCaptureError("the capture did not finish"))

  func set(_ value: Result<(Data, Data), any Error>) { lock.withLock { result = value } }
  func get() throws -> (Data, Data) { try lock.withLock { result }.get() }
}
