import Foundation

/// `rsvg-convert` (Debian: librsvg2-bin), which turns the SVGs into PNGs.
struct Rasteriser {
  let executable: URL

  /// The rasteriser on `PATH`, if there is one.
  static func find() -> Rasteriser? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("rsvg-convert")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return Rasteriser(executable: candidate) }
    }
    return nil
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
