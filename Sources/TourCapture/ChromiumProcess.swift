import Foundation

/// Headless Chromium with its DevTools endpoint on a free loopback port and a profile of its
/// own, stopped (and its profile removed) when the capture is done.
final class ChromiumProcess {
  private let process = Process()
  private let profile: URL
  /// The browser's DevTools WebSocket (`ws://127.0.0.1:PORT/devtools/browser/ID`).
  let webSocketURL: String

  init(browser: String) throws {
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("tourhost-capture-\(UUID().uuidString)")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run",
      "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir=\(profile.path)",
      // The WebSocket client says it comes from ws://127.0.0.1, an origin no web page has:
      // only it is let in beside clients that send none.
      "--remote-allow-origins=ws://127.0.0.1", "about:blank",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { throw PageCaptureError("cannot start \(browser): \(error.localizedDescription)") }
    // Chromium says where its DevTools listen on standard error, first thing. One that says
    // nothing for 20 s is stopped, which ends the reading.
    var text = ""
    let handle = errors.fileHandleForReading
    var found: String?
    let started = StartFlag()
    let watchdog = process
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { if !started.isSet, watchdog.isRunning { watchdog.terminate() } }
    defer { started.set() }
    while found == nil {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
      if let range = text.range(of: #"ws://127\.0\.0\.1:\d+/devtools/browser/[\w-]+"#, options: .regularExpression) {
        found = String(text[range])
      }
    }
    guard let found else {
      process.terminate()
      let said = text.split(separator: "\n").last.map { ": \($0)" } ?? ""
      throw PageCaptureError("\(browser) did not start its DevTools (is Debian's chromium installed?)\(said)")
    }
    webSocketURL = found
  }

  func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: profile)
  }
}

/// Whether Chromium has said where its DevTools listen, shared with the start-up watchdog.
private final class StartFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
