import Foundation

/// A `tourhost` that keeps running while a test talks to it: its standard output and error
/// are collected as they come, its standard input stays open until closed.
public final class LiveProcess: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var out = Data()
  private var err = Data()

  /// Starts `tourhost` (the one built, or `executable`) with `arguments` in `directory`,
  /// without the variables in `unset` and with those of `set`.
  public init(
    _ arguments: [String], in directory: URL, unset: [String] = [], set: [String: String] = [:], executable: URL? = nil
  ) throws {
    process.executableURL = executable ?? TourhostBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for name in unset { environment[name] = nil }
    environment.merge(set) { $1 }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.lock.withLock { self?.out.append(data) }
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      self?.lock.withLock { self?.err.append(data) }
    }
    try process.run()
  }

  deinit {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(2)
    while process.isRunning, Date() < deadline { usleep(2000) }
    stop(process)  // one that did not take SIGTERM (a blocked signal) is killed
  }

  /// Its process id.
  public var pid: Int32 { process.processIdentifier }

  /// What it printed on standard output so far, in lines.
  public var lines: [String] {
    lock.withLock { String(decoding: out, as: UTF8.self) }.split(separator: "\n").map(String.init)
  }

  /// What it printed on standard error so far.
  public var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

  /// Waits until a line of standard output satisfies `accept` (checking from line `from`), and
  /// returns its index; nil after `timeout` seconds.
  public func waitForLine(from start: Int = 0, timeout: Double = 30, _ accept: (String) -> Bool) -> Int? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      let current = lines
      if current.count > start, let index = current[start...].firstIndex(where: accept) { return index }
      usleep(2000)
    } while Date() < deadline
    return nil
  }

  /// The preview's address, from the first line the plain log prints
  /// (`tourhost: tour.lua, preview at http://127.0.0.1:PORT`); nil when none comes.
  public func previewURL(timeout: Double = 30) -> String? {
    guard let first = waitForLine(timeout: timeout, { $0.hasPrefix("tourhost: ") }) else { return nil }
    let line = lines[first]
    return line.range(of: ", preview at ").map { String(line[$0.upperBound...]) }
  }

  /// Writes to its standard input.
  public func write(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Closes its standard input.
  public func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  /// Sends SIGTERM.
  public func terminate() {
    process.terminate()
  }

  /// Sends SIGKILL: it stops at once, wherever it was.
  public func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
  }

  /// Waits for it to exit and returns its status; nil if it is still running after `timeout`.
  public func waitForExit(timeout: Double = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(2000) }
    guard !process.isRunning else { return nil }
    usleep(20_000)  // let the last output arrive
    return process.terminationStatus  // the signal's number when a signal ended it
  }
}

extension LiveProcess {
  /// Writes `tour` as `tour.lua` in `folder` and runs `tourhost run tour.lua --port 0` there
  /// until its first mark has shown. Returns the process and its preview's address; the caller
  /// terminates the process.
  public static func serving(_ tour: String, in folder: TemporaryDirectory) throws -> (tourhost: LiveProcess, url: String) {
    folder.write("tour.lua", tour)
    let tourhost = try LiveProcess(["run", "tour.lua", "--port", "0"], in: folder.url)
    guard let url = tourhost.previewURL(), tourhost.waitForLine(timeout: 10, { $0.hasSuffix("didShow 1 none") }) != nil else {
      tourhost.terminate()
      throw ChromiumError(message: "tourhost served no preview, or showed no mark: \(tourhost.lines.suffix(5))")
    }
    return (tourhost, url)
  }

  /// `serving`, with the preview's port.
  public static func servingOnPort(_ tour: String, in folder: TemporaryDirectory) throws -> (tourhost: LiveProcess, port: UInt16) {
    let (tourhost, url) = try serving(tour, in: folder)
    guard let port = UInt16(url.dropFirst("http://127.0.0.1:".count)) else {
      tourhost.terminate()
      throw ChromiumError(message: "the preview's address is not http://127.0.0.1:PORT: \(url)")
    }
    return (tourhost, port)
  }

  /// `serving`, with headless Chromium open on the preview.
  public static func previewing(_ tour: String, in folder: TemporaryDirectory) throws -> (tourhost: LiveProcess, browser: HeadlessChromium) {
    let (tourhost, url) = try serving(tour, in: folder)
    do {
      return (tourhost, try HeadlessChromium(url: url))
    } catch {
      tourhost.terminate()
      throw error
    }
  }
}
