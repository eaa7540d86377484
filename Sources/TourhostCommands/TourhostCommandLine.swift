import FoundationEssentials
import TourHostKit

#if canImport(Glibc)
  import Glibc
#endif

/// The `tourhost` command line, which both executables run: `tourhost`, which has no HTTP
/// server linked in and so starts in a few milliseconds (every headless run in CI pays its
/// start-up), and `tourhost-live`, which adds the interactive mode with its live preview.
/// `tourhost run SCRIPT` without `--headless` hands over to `tourhost-live`.
public enum TourhostCommandLine {
  /// Runs the interactive mode of `tourhost run` (without `--headless`) and returns how it
  /// ended.
  public typealias InteractiveMode = (InteractiveOptions) -> ExitStatus
  /// Runs `tourhost capture` and returns how it ended.
  public typealias CaptureMode = (CaptureOptions) -> ExitStatus

  /// Parses the process's arguments, runs the command, and exits.
  public static func main(interactive: @escaping InteractiveMode, capture: @escaping CaptureMode) -> Never {
    // A file-size limit (`ulimit -f`) would kill the process with SIGXFSZ in the middle of a
    // write, with no message; ignored, the write fails with EFBIG ("file too large"), which
    // every output reports (exit 2).
    signal(SIGXFSZ, SIG_IGN)
    Run.interactiveMode = interactive
    CaptureCommand.captureMode = capture
    Tourhost.main()
    exit(0)
  }
}
