import Foundation

/// `rsvg-convert` (Debian: librsvg2-bin), which turns the SVGs into PNGs.
struct Rasteriser {
  let executable: URL

  /// The rasteriser on `PATH`, if there is one.
  static func find() -> Rasteriser? { onPath("rsvg-convert").map(Rasteriser.init) }

  /// The first executable named `tool` in the folders of `PATH` (`/usr/bin:/bin` without one).
  static func onPath(_ tool: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Writes `file` with `.png` beside it; returns what went wrong, or nil.
  func convert(_ file: URL, scale: Double) -> String? {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--zoom", String(scale), "--output", file.deletingPathExtension().appendingPathExtension("png").path, file.path]
    process.currentDirectoryURL = file.deletingLastPathComponent()
    let errors = Pipe()
    process.standardError = errors
    do { try process.run() } catch { return "rsvg-convert did not start" }
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : "rsvg-convert failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"
  }
}
