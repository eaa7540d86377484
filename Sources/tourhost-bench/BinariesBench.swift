import ArgumentParser
import Foundation

/// The binaries' sizes: `tourhost` and `tourhost-live` as built, without their debug
/// information (`strip --strip-debug`, a copy), and as `scripts/release` ships them, stripped of
/// their symbols too (`strip`, their debug information kept in a file beside them), against
/// the goal of 40 MB each.
struct BinariesBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "binaries", abstract: "The sizes of tourhost and tourhost-live: as built, without debug information, as shipped (stripped).")

  @OptionGroup var tourhost: TourhostOption

  /// The goal for each binary, in bytes.
  static let goal = 40_000_000

  func run() throws {
    let binary = try tourhost.binary()
    let folder = try BenchFolder()
    defer { folder.remove() }
    print("| binary | as built | without debug information | as shipped (`scripts/release`) | goal |")
    print("|---|---|---|---|---|")
    for name in ["tourhost", "tourhost-live"] {
      let path = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent(name).path
      guard FileManager.default.fileExists(atPath: path) else { throw BenchError("no \(name) at \(path); build it first") }
      let built = try size(path)
      let withoutDebug = try strippedSize(path, ["--strip-debug"], in: folder)
      let stripped = try strippedSize(path, [], in: folder)
      print("| `\(name)` | \(megabytes(built)) | \(megabytes(withoutDebug)) | \(megabytes(stripped)) | \(megabytes(Self.goal)) |")
      BenchFigures.record(
        "`\(name)`'s size", "\(megabytes(stripped)) as shipped (\(megabytes(built)) as built)",
        goal: "≤ \(megabytes(Self.goal))", met: stripped <= Self.goal)
    }
  }

  private func size(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
  }

  /// The size of a copy of `path` after `strip` with `options`.
  private func strippedSize(_ path: String, _ options: [String], in folder: BenchFolder) throws -> Int {
    let copy = folder.url.appendingPathComponent("stripped").path
    try? FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    let result = try Spawn.timed(["/usr/bin/strip"] + options + [copy])
    guard result.status == 0 else { throw BenchError("strip \(options.joined(separator: " ")) failed on \(path)") }
    return try size(copy)
  }

  private func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }
}
