import FoundationEssentials
import TourHostKit
import TourhostCommands

#if canImport(Glibc)
  import Glibc
#endif

/// `tourhost-live`, the build of tourhost with the interactive mode, found beside this binary.
enum LiveBinary {
  static let name = "tourhost-live"

  /// Replaces this process with `tourhost-live` and the same arguments; returns only when it
  /// cannot (with the message said on standard error).
  static func handOver(_ options: InteractiveOptions) -> ExitStatus {
    handOver(what: "the interactive mode", otherwise: ", or run with --headless")
  }

  /// Hands `tourhost capture` over to tourhost-live, which links the browser's WebSocket client.
  static func handOver(_ options: CaptureOptions) -> ExitStatus {
    handOver(what: "tourhost capture", otherwise: "")
  }

  private static func handOver(what: String, otherwise: String) -> ExitStatus {
    let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    let live = folder.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: live) else {
      StandardError.write(
        """
        tourhost: \(what) is in \(name), which is not beside this tourhost (\(folder.path)); \
        build it with `swift build -c release --product \(name)`\(otherwise)
        """)
      return .unusable
    }
    let arguments = [live] + CommandLine.arguments.dropFirst()
    let argv = arguments.map { strdup($0) } + [nil]
    execv(live, argv)
    StandardError.write("tourhost: cannot start \(live): \(OutputError.reason(errno: errno))")
    return .unusable
  }
}
