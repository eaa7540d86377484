import Foundation

/// The built `tourhost` executable, run the way a user runs it.
public enum TourhostBinary {
  /// What one run printed and how it exited.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    /// The trace lines (standard output, split into lines).
    public var lines: [String] { stdout.split(separator: "\n").map(String.init) }

    /// The messages of the trace's `error` events, in order.
    public var errorMessages: [String] {
      lines.compactMap { line -> String? in
        guard line.contains(#""event":"error""#), let data = line.data(using: .utf8),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["message"] as? String
      }
    }
  }

  /// The executable beside the test bundle (`swift build` puts both in the same folder), or
  /// the one `TOURHOST_BINARY` names (to run the tests against another build, such as the
  /// last release, and see which fail).
  public static let url: URL = {
    if let path = ProcessInfo.processInfo.environment["TOURHOST_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    if folder.lastPathComponent == "MacOS" {  // an .xctest bundle on macOS
      folder = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
    let candidate = folder.appendingPathComponent("tourhost")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/tourhost")
  }()

  /// Another executable of the package, built beside `tourhost` (`embedded-app`).
  public static func sibling(_ name: String) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(name)
  }

  /// The package's root folder.
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `tourhost` with `arguments` in `directory`, feeding `input` to standard input.
  /// - Parameter outputPath: a file standard output goes to (`/dev/full`), instead of the
  ///   result's `stdout`.
  /// - Parameter environment: variables to set on top of the test's own.
  /// - Parameter executable: another executable to run instead (`sibling(_:)`).
  public static func run(
    _ arguments: [String], in directory: URL? = nil, input: String = "", outputPath: String? = nil,
    environment: [String: String] = [:], executable: URL = url
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    if let outputPath {
      process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    } else {
      process.standardOutput = stdout
    }
    process.standardError = stderr
    try process.run()
    try? stdout.fileHandleForWriting.close()
    try? stderr.fileHandleForWriting.close()
    // Standard input is written, and standard error read, beside the reading of standard
    // output: a child that fills one pipe while the test waits on another never blocks.
    let pipes = DispatchGroup()
    let errors = PipeContents()
    DispatchQueue.global().async(group: pipes) {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
    DispatchQueue.global().async(group: pipes) { errors.data = stderr.fileHandleForReading.readDataToEndOfFile() }
    let out = outputPath == nil ? stdout.fileHandleForReading.readDataToEndOfFile() : Data()
    pipes.wait()
    let err = errors.data
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}

/// What a pipe held, read on another thread.
private final class PipeContents: @unchecked Sendable {
  var data = Data()
}

/// Stops a child a test started, whatever signals it blocks: SIGKILL, then waits for it, so
/// that no test leaves a process behind (scripts/test fails when one does).
public func stop(_ process: Process) {
  guard process.isRunning else { return }
  kill(process.processIdentifier, SIGKILL)
  process.waitUntilExit()
}
