import ArgumentParser
import Foundation

/// `--tourhost PATH`: the binary a benchmark runs, by default the one beside tourhost-bench.
struct TourhostOption: ParsableArguments {
  @Option(help: ArgumentHelp("The tourhost binary (default: the one beside this one).", valueName: "path"))
  var tourhost: String?

  /// The binary's absolute path; an error when there is none.
  func binary() throws -> String {
    let given =
      tourhost
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tourhost").path
    let binary = URL(fileURLWithPath: given).standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: binary) else { throw BenchError("no tourhost at \(binary); build it first") }
    return binary
  }
}
