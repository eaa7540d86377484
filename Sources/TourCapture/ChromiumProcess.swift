import FoundationEssentials
import TourCore
import TourHostKit

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium with its DevTools endpoint on a free loopback port and a profile of its
/// own. It runs in a process group of its own (its renderers and helpers with it), under a
/// parent-death signal (util-linux's `setpriv --pdeathsig KILL`), so that nothing of it
/// outlives tourhost: `stop` kills the whole group and removes the profile, on every exit and
/// on Ctrl-C or SIGTERM (`CaptureSignals`), and a SIGKILL of tourhost takes the browser down
/// with it. Profiles left by a tourhost killed that way are removed by the next capture.
final class ChromiumProcess: @unchecked Sendable {
  private let pid: pid_t
  private let profile: URL
  private let lock = ThreadLock()
  private var stopped = false
  /// The browser's DevTools WebSocket (`ws://127.0.0.1:PORT/devtools/browser/ID`).
  let webSocketURL: String

  /// Where profiles are made: `tourhost-capture-PID-UUID` in the temporary folder.
  static let profilePrefix = "tourhost-capture-"

  init(browser: String) throws {
    Self.removeAbandonedProfiles()
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.profilePrefix)\(getpid())-\(UUID().uuidString)")
    let arguments = [
      browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio", "--no-first-run",
      "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir=\(profile.path)",
      // The WebSocket client says it comes from ws://127.0.0.1, an origin no web page has:
      // only it is let in beside clients that send none.
      "--remote-allow-origins=ws://127.0.0.1", "about:blank",
    ]
    let watcher = "/usr/bin/setpriv"
    let command = FileManager.default.isExecutableFile(atPath: watcher) ? [watcher, "--pdeathsig", "KILL", "--"] + arguments : arguments
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw PageCaptureError("cannot start \(browser): no pipe (\(String(cString: strerror(errno))))") }
    let (reader, writer) = (ends[0], ends[1])
    defer { close(reader) }
    let child: pid_t
    do { child = try ChildProcess.spawn(command, standardError: writer, ownGroup: true) } catch {
      close(writer)
      throw PageCaptureError("cannot start \(browser): \(error.message)")
    }
    close(writer)
    pid = child
    let folder = profile
    webSocketURL = try Self.devToolsAddress(from: reader, browser: browser) { Self.end(child, profile: folder) }
  }

  /// Kills the process group of `pid`, waits for `pid` and then for the rest of the group (its
  /// zygote and renderers are not our children: they may outlive the leader by a moment), up to
  /// two seconds, and removes the profile.
  private static func end(_ pid: pid_t, profile: URL) {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    var waited = 0
    while kill(-pid, 0) == 0, waited < 400 {
      kill(-pid, SIGKILL)
      usleep(5000)
      waited += 1
    }
    remove(profile)
  }

  /// Removes a profile and the folder Chromium made for its singleton socket in the temporary
  /// folder (`org.chromium.Chromium.XXXXXX`, which the profile's `SingletonSocket` links to).
  private static func remove(_ profile: URL) {
    let socket = profile.appendingPathComponent("SingletonSocket").path
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: socket) {
      let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
      if folder.lastPathComponent.hasPrefix("org.chromium.Chromium.") { try? FileManager.default.removeItem(at: folder) }
    }
    try? FileManager.default.removeItem(at: profile)
  }

  /// Kills the browser's process group, waits for it, and removes its profile. Safe to call
  /// more than once, and from a signal handler's queue.
  func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    Self.end(pid, profile: profile)
  }

  /// Reads what Chromium says on standard error until it names its DevTools address (first
  /// thing it does); one that says nothing for 20 s, or ends, is stopped.
  private static func devToolsAddress(from reader: Int32, browser: String, cleanUp: () -> Void) throws -> String {
    let deadline = Date().addingTimeInterval(20)
    var text = ""
    var buffer = [UInt8](repeating: 0, count: 4096)
    while deadline.timeIntervalSinceNow > 0 {
      var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, 100)
      if CaptureSignals.arrived {
        cleanUp()
        throw PageCaptureError.interrupted
      }
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else {
        if ready == 0 { continue }
        break
      }
      let count = read(reader, &buffer, buffer.count)
      guard count > 0 else { break }
      text += String(decoding: buffer[0..<count], as: UTF8.self)
      if let found = text.firstMatch(of: #/ws://127\.0\.0\.1:\d+/devtools/browser/[\w-]+/#) { return String(found.0) }
    }
    cleanUp()
    let said = text.split(separator: "\n").last.map { ": \($0)" } ?? ""
    throw PageCaptureError("\(browser) did not start its DevTools (is Debian's chromium installed?)\(said)")
  }

  /// Removes the profiles of captures whose tourhost is gone (killed with SIGKILL, which no
  /// handler sees).
  private static func removeAbandonedProfiles() {
    let folder = FileManager.default.temporaryDirectory
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    for name in names where name.hasPrefix(profilePrefix) {
      let owner = name.dropFirst(profilePrefix.count).prefix { $0.isNumber }
      guard let pid = pid_t(owner), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
      remove(folder.appendingPathComponent(name))
    }
  }
}
