import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Writes `file` with `.png` beside it; returns what went wrong, or nil. The PNG is made
  /// under a temporary name and renamed over when it is whole: a failed or killed conversion
  /// leaves no 0-byte picture and keeps the last good one.
  func convert(_ file: URL, scale: Double) -> String? {
    let target = file.deletingPathExtension().appendingPathExtension("png").path
    let partial = FileOutput.temporaryPath(beside: target)
    defer { unlink(partial) }
    if let problem = run(file, scale: scale, output: URL(fileURLWithPath: partial)) { return problem }
    guard rename(partial, target) == 0 else { return "cannot rename the PNG into place: \(String(cString: strerror(errno)))" }
    FileOutput.removeLeftovers(of: target)
    return nil
  }

  private func run(_ file: URL, scale: Double, output: URL) -> String? {
    let command = [executable.path, "--zoom", String(scale), "--output", output.path, file.path]
    guard let (status, message) = try? ChildProcess.run(command) else {
      return "rsvg-convert did not start"
    }
    return status == 0 ? nil : "rsvg-convert failed: \(message.split(separator: "\n").first.map(String.init) ?? "status \(status)")"
  }
}
