import BlockingWebSocket
import Foundation

/// A real Chromium without a window, driven through the DevTools protocol: load a page, run
/// JavaScript in it, click, take a screenshot.
public final class HeadlessChromium {
  private let pid: pid_t
  private let profile = TemporaryDirectory()
  private let socket: BlockingWebSocket
  private var nextID = 0

  /// Where Debian puts it (the setup script installs it for the tests).
  public static let path = "/usr/bin/chromium"

  /// Whether Chromium is installed.
  public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

  /// Starts Chromium on `url` in a `width` × `height` window.
  public init(url: String, width: Int = 1280, height: Int = 900) throws {
    let arguments = [
      Self.path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
      "--remote-debugging-port=0", "--remote-allow-origins=ws://127.0.0.1", "--user-data-dir=\(profile.url.path)",
      "--window-size=\(width),\(height)", url,
    ]
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw ChromiumError(message: "cannot make a pipe") }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Its own process group, so that every process it starts goes with it.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var child: pid_t = 0
    guard posix_spawn(&child, Self.path, &actions, &attributes, argv, environ) == 0 else {
      throw ChromiumError(message: "cannot start \(Self.path)")
    }
    pid = child
    // A browser that started but could not be reached is stopped here (no deinit runs then).
    var reached = false
    defer {
      if !reached {
        kill(-child, SIGKILL)
        var status: Int32 = 0
        waitpid(child, &status, 0)
      }
    }
    close(ends[1])
    // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID" comes on standard error.
    var text = ""
    let deadline = Date().addingTimeInterval(20)
    var port: UInt16?
    while port == nil, Date() < deadline {
      var entry = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 200) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(ends[0], &chunk, chunk.count)
      if count <= 0 { break }
      text += String(decoding: chunk[0..<count], as: UTF8.self)
      if let range = text.range(of: "DevTools listening on ws://127.0.0.1:") {
        port = UInt16(text[range.upperBound...].prefix { $0.isNumber })
      }
    }
    close(ends[0])
    guard let port else {
      kill(-child, SIGKILL)
      throw ChromiumError(message: "Chromium did not start its DevTools: \(text.suffix(400))")
    }
    // The page's own DevTools endpoint.
    var pagePath: String?
    while pagePath == nil, Date() < deadline {
      let list = try HTTPGet.fetch(port: port, path: "/json/list")
      let targets = (try? JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [[String: Any]]) ?? []
      if let page = targets.first(where: { $0["type"] as? String == "page" }),
        let address = page["webSocketDebuggerUrl"] as? String, let slash = address.range(of: "/devtools/")
      {
        pagePath = String(address[slash.lowerBound...])
      } else {
        usleep(50_000)
      }
    }
    guard let pagePath else { throw ChromiumError(message: "Chromium has no page") }
    socket = try BlockingWebSocket(port: port, path: pagePath)
    reached = true
  }

  deinit {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    // The rest of its group (zygote, renderers) is not our children: wait until it is gone too
    // (up to 2 s), so that no test leaves a browser behind for the next one, or for CI's check.
    var waited = 0
    while kill(-pid, 0) == 0, waited < 400 {
      kill(-pid, SIGKILL)
      usleep(5000)
      waited += 1
    }
  }

  /// Sends a DevTools command and returns its `result`.
  @discardableResult
  public func command(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 10) throws -> [String: Any] {
    nextID += 1
    let id = nextID
    let message = try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": parameters])
    try socket.send(text: String(decoding: message, as: UTF8.self))
    let reply = try socket.receive(timeout: timeout) { [self] message in
      if message.hasPrefix("{\"method\"") { noteError(in: message) }
      return message.contains("\"id\":\(id),") || message.contains("\"id\":\(id)}")
    }
    guard let reply, let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any] else {
      throw ChromiumError(message: "no answer to \(method)")
    }
    if let error = object["error"] { throw ChromiumError(message: "\(method) failed: \(error)") }
    return object["result"] as? [String: Any] ?? [:]
  }

  /// The errors the page gave since `watchErrors` (as the browser's console shows them):
  /// uncaught exceptions, `console.error`, and the browser's own (a file that did not load).
  public private(set) var pageErrors: [String] = []

  /// Watches the page's errors (`pageErrors`) and loads it again, so that its load is watched too.
  public func watchErrors() throws {
    try command("Runtime.enable")
    try command("Log.enable")
    try command("Page.reload", ["ignoreCache": true])
  }

  private func noteError(in message: String) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any],
      let method = object["method"] as? String, let params = object["params"] as? [String: Any]
    else { return }
    switch method {
    case "Runtime.exceptionThrown":
      let details = params["exceptionDetails"] as? [String: Any]
      let exception = details?["exception"] as? [String: Any]
      pageErrors.append("exception: \(exception?["description"] as? String ?? details?["text"] as? String ?? "?")")
    case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
      let arguments = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "?")" }
      pageErrors.append("console.error: " + arguments.joined(separator: " "))
    case "Log.entryAdded":
      let entry = params["entry"] as? [String: Any]
      guard entry?["level"] as? String == "error" else { return }
      pageErrors.append("\(entry?["source"] as? String ?? "log"): \(entry?["text"] as? String ?? "?") \(entry?["url"] as? String ?? "")")
    default: return
    }
  }

  /// How many CSS pixels of height the elements `first` and `second` (selectors) share on the
  /// page: 0 when neither covers the other.
  public func overlap(of first: String, with second: String) throws -> Double? {
    try evaluate(
      """
      (() => { const a = document.querySelector('\(first)').getBoundingClientRect();
               const b = document.querySelector('\(second)').getBoundingClientRect();
               return Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)); })()
      """) as? Double
  }

  /// Evaluates JavaScript in the page and returns its value (JSON-like: strings, numbers, ...).
  public func evaluate(_ expression: String) throws -> Any? {
    let result = try command("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Waits until `expression` is true in the page; false after `timeout` seconds.
  public func waitUntil(_ expression: String, timeout: Double = 30) throws -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      do {
        if try evaluate("Boolean(\(expression))") as? Bool == true { return true }
      } catch let error as ChromiumError where error.message.contains("context") {
        // The page is still being loaded (its first context was replaced): ask again.
      }
      usleep(20_000)
    } while Date() < deadline
    return false
  }

  /// A left click at a point of the window, as a mouse would make it.
  public func click(x: Double, y: Double) throws {
    for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
      try command("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
    }
  }

  /// Types text into the element that has the focus, as a keyboard would.
  public func type(_ text: String) throws {
    try command("Input.insertText", ["text": text])
  }

  /// Presses and releases Enter.
  public func pressEnter() throws { try press("Enter", code: 13, text: "\r") }

  /// Presses and releases a key (DOM `key` name, Windows virtual key code), with Shift held
  /// when asked; `text` is what the key types, when it types something.
  public func press(_ key: String, code: Int, text: String? = nil, shift: Bool = false) throws {
    for type in ["keyDown", "keyUp"] {
      var event: [String: Any] = ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code, "modifiers": shift ? 8 : 0]
      if type == "keyDown", let text { event["text"] = text }
      try command("Input.dispatchKeyEvent", event)
    }
  }

  /// Saves what the window shows as a PNG.
  public func screenshot(to url: URL) throws {
    let result = try command("Page.captureScreenshot", ["format": "png"])
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw ChromiumError(message: "no screenshot")
    }
    try data.write(to: url)
  }
}

/// Chromium could not be driven.
public struct ChromiumError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
